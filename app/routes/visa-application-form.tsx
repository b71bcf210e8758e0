import { applicationAction, loadApplicationPage } from "../features/applications/application-page.server.ts";
import { ApplicationScreen } from "../features/applications/application-screen.tsx";
import { applicationShouldRevalidate } from "../features/applications/revalidate.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import type { Route } from "./+types/visa-application-form";
import { applicationPayment } from "./application-payment.server.ts";

const KIND = "visa";

/** Spec §2: the visa application form, login required to apply (features/applications). */
export function loader(args: Route.LoaderArgs) {
  return loadApplicationPage(args, KIND, applicationPayment);
}

export function action(args: Route.ActionArgs) {
  return applicationAction(args, KIND, applicationPayment);
}

export const shouldRevalidate = applicationShouldRevalidate;

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return [
    ...seoMeta(args, {
      title: t("applications:meta.visa.title"),
      description: t("applications:meta.visa.description"),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationScreen page={loaderData} actionData={actionData} />;
}
