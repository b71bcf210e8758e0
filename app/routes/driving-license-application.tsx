import { applicationAction, loadApplicationPage } from "../features/applications/application-page.server.ts";
import { ApplicationScreen } from "../features/applications/application-screen.tsx";
import { applicationShouldRevalidate } from "../features/applications/revalidate.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import type { Route } from "./+types/driving-license-application";
import { applicationPayment } from "./application-payment.server.ts";

const KIND = "driving-license";

/** Spec §2: the driving-license application form, login required to apply (features/applications). */
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
      title: t("applications:meta.driving-license.title"),
      description: t("applications:meta.driving-license.description"),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationScreen page={loaderData} actionData={actionData} />;
}
