import { HIDES_MESSAGING } from "../components/messaging-button.tsx";
import { applicationFormAction } from "../features/applications/application-action.server.ts";
import { loadApplicationPage, type PaymentPort } from "../features/applications/application-page.server.ts";
import { ApplicationScreen } from "../features/applications/application-screen.tsx";
import { applicationShouldRevalidate } from "../features/applications/revalidate.ts";
import { applicationPaymentChoice, startApplicationPayment } from "../features/checkout/checkout.server.ts";
import { statusError } from "../platform/auth/guards.server.ts";
import { applicationKindOfPattern } from "../platform/domain/application-paths.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import type { Route } from "./+types/application-form";

/** The form and its pay button are this page: no floating button over them. */
export const handle = HIDES_MESSAGING;

/** One module for the three form routes (spec §2): the kind is the matched pattern's. */
function kindOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const kind = applicationKindOfPattern(args.pattern);
  if (!kind) throw statusError(args, 404);
  return kind;
}

const applicationPayment: PaymentPort = {
  choice: (services) => applicationPaymentChoice(services),
  start: async (services, input) => (await startApplicationPayment(services, input)).redirectUrl,
};

export function loader(args: Route.LoaderArgs) {
  return loadApplicationPage(args, kindOf(args), applicationPayment);
}

export function action(args: Route.ActionArgs) {
  return applicationFormAction(args, kindOf(args), applicationPayment);
}

export const shouldRevalidate = applicationShouldRevalidate;

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const kind = args.loaderData?.kind;
  if (!kind) return [{ name: "robots", content: "noindex" }];
  return [
    ...seoMeta(args, {
      title: t(`applications:meta.${kind}.title`),
      description: t(`applications:meta.${kind}.description`),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationScreen page={loaderData} actionData={actionData} />;
}
