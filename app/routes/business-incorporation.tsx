import { data, redirect } from "react-router";
import { parseSubmission } from "../components/forms/submission.server.ts";
import { ContentBlocks } from "../features/cms/blocks.tsx";
import { getPublishedPage } from "../features/cms/cms.server.ts";
import { ConsultationForm } from "../features/consultations/consultation-form.tsx";
import { ConsultationPage } from "../features/consultations/consultation-page.tsx";
import {
  businessConsultationSchema,
  CONSULTATION_MESSAGE_MAX_LENGTH,
  type ConsultationActionData,
} from "../features/consultations/consultation-schemas.ts";
import {
  getRecentConsultation,
  submitBusinessConsultation,
} from "../features/consultations/consultations.server.ts";
import { requestSubscription } from "../features/newsletter/newsletter.server.ts";
import { signedInUser } from "../platform/auth/guards.server.ts";
import { displayName } from "../platform/auth/session.server.ts";
import { toErrorPayload } from "../platform/http/errors.ts";
import { clientAddress } from "../platform/http/rate-limit.server.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/business-incorporation";
import { withOffers } from "./cms-offers.server.ts";

const PATH = "/business-incorporation";

/** The guide is the CMS page `page/business-incorporation`, editable by staff. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, locale } = context.get(appContext);
  const user = signedInUser({ context });
  const sent = new URL(request.url).searchParams.get("sent");
  const [page, recent] = await Promise.all([
    getPublishedPage(services.db, "page", "business-incorporation", locale).then((found) =>
      withOffers(services.db, locale, found),
    ),
    sent ? getRecentConsultation(services.db, "business", sent) : null,
  ]);
  return {
    page,
    prefill: user ? { name: displayName(user), email: user.email } : null,
    confirmation: recent ? { ...recent, topic: "business" as const } : null,
  };
}

/** The newsletter opt-in is honoured once the request is recorded; its failure is only logged (spec §8). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, locale } = context.get(appContext);
  const t = translator(locale);
  const parsed = await parseSubmission(request, businessConsultationSchema, {
    t,
    honeypot: true,
    messageParams: { max: CONSULTATION_MESSAGE_MAX_LENGTH },
  });
  if (!parsed.ok) return data<ConsultationActionData>({ result: parsed.reply }, { status: parsed.status });
  let submitted: Awaited<ReturnType<typeof submitBusinessConsultation>>;
  try {
    submitted = await submitBusinessConsultation(services, {
      input: parsed.value,
      user: signedInUser({ context }),
      locale,
      client: clientAddress(request),
    });
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error }, "business consultation failed");
    return data<ConsultationActionData>(
      { result: parsed.reply({ formError: payload.message }) },
      { status: payload.status },
    );
  }
  if (submitted.created && submitted.input.newsletter) {
    try {
      await requestSubscription(services, submitted.input.email, locale);
    } catch (error) {
      services.logger.warn(
        { err: error, consultationId: submitted.consultation.id },
        "newsletter sign-up with a business consultation failed (ignored)",
      );
    }
  }
  return redirect(`${PATH}?sent=${submitted.consultation.id}#consultation`, 303);
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const page = args.loaderData?.page;
  return seoMeta(args, {
    title: page?.seoTitle || page?.title || t("consultations:pages.title.business"),
    description: page?.seoDescription || page?.summary || t("consultations:pages.intro.business"),
    type: "article",
  });
}

export default function BusinessIncorporation({ loaderData, actionData }: Route.ComponentProps) {
  const { page, prefill, confirmation } = loaderData;
  return (
    <ConsultationPage
      topic="business"
      title={page?.title ?? null}
      intro={page?.summary ?? null}
      content={page && page.blocks.length > 0 ? <ContentBlocks blocks={page.blocks} /> : null}
      form={
        <ConsultationForm
          topic="business"
          prefill={prefill}
          actionData={actionData}
          confirmation={confirmation}
          pageHref={PATH}
        />
      }
    />
  );
}
