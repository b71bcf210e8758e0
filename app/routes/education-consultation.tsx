import { data, redirect } from "react-router";
import { parseSubmission } from "../components/forms/submission.server.ts";
import { ContentBlocks } from "../features/cms/blocks.tsx";
import { getPublishedPage } from "../features/cms/cms.server.ts";
import { ConsultationForm } from "../features/consultations/consultation-form.tsx";
import { ConsultationPage } from "../features/consultations/consultation-page.tsx";
import {
  CONSULTATION_MESSAGE_MAX_LENGTH,
  type ConsultationActionData,
  educationConsultationSchema,
} from "../features/consultations/consultation-schemas.ts";
import {
  getRecentConsultation,
  submitEducationConsultation,
} from "../features/consultations/consultations.server.ts";
import { signedInUser } from "../platform/auth/guards.server.ts";
import { displayName } from "../platform/auth/session.server.ts";
import type { EducationServiceType } from "../platform/db/schema/consultations.ts";
import { toErrorPayload } from "../platform/http/errors.ts";
import { clientAddress } from "../platform/http/rate-limit.server.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/education-consultation";
import { withOffers } from "./cms-offers.server.ts";

const SERVICE_OF_PATH: Record<string, EducationServiceType> = {
  "/education-malaysia": "malaysia",
  "/education-tarim": "tarim",
};

function serviceOf(request: Request): { serviceType: EducationServiceType; path: string } {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return { serviceType: SERVICE_OF_PATH[path] ?? "malaysia", path };
}

/** The guide is the CMS page `page/education-<service>`, editable by staff. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, locale } = context.get(appContext);
  const { serviceType, path } = serviceOf(request);
  const user = signedInUser({ context });
  const sent = new URL(request.url).searchParams.get("sent");
  const [page, recent] = await Promise.all([
    getPublishedPage(services.db, "page", `education-${serviceType}`, locale).then((found) =>
      withOffers(services.db, locale, found),
    ),
    sent ? getRecentConsultation(services.db, serviceType, sent) : null,
  ]);
  return {
    serviceType,
    path,
    page,
    prefill: user ? { name: displayName(user), email: user.email } : null,
    confirmation: recent ? { ...recent, topic: serviceType } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, locale } = context.get(appContext);
  const t = translator(locale);
  const { serviceType, path } = serviceOf(request);
  const parsed = await parseSubmission(request, educationConsultationSchema, {
    t,
    honeypot: true,
    messageParams: { max: CONSULTATION_MESSAGE_MAX_LENGTH },
  });
  if (!parsed.ok) return data<ConsultationActionData>({ result: parsed.reply }, { status: parsed.status });
  try {
    const submitted = await submitEducationConsultation(services, {
      input: parsed.value,
      serviceType,
      user: signedInUser({ context }),
      locale,
      client: clientAddress(request),
    });
    return redirect(`${path}?sent=${submitted.consultation.id}#consultation`, 303);
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error }, "education consultation failed");
    return data<ConsultationActionData>(
      { result: parsed.reply({ formError: payload.message }) },
      { status: payload.status },
    );
  }
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const loaded = args.loaderData;
  const topic = loaded?.serviceType ?? "malaysia";
  return seoMeta(args, {
    title: loaded?.page?.seoTitle || loaded?.page?.title || t(`consultations:pages.title.${topic}`),
    description:
      loaded?.page?.seoDescription || loaded?.page?.summary || t(`consultations:pages.intro.${topic}`),
    type: "article",
  });
}

export default function EducationConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const { serviceType, path, page, prefill, confirmation } = loaderData;
  return (
    <ConsultationPage
      topic={serviceType}
      title={page?.title ?? null}
      intro={page?.summary ?? null}
      content={page && page.blocks.length > 0 ? <ContentBlocks blocks={page.blocks} /> : null}
      form={
        <ConsultationForm
          key={serviceType}
          topic={serviceType}
          prefill={prefill}
          actionData={actionData}
          confirmation={confirmation}
          pageHref={path}
        />
      }
    />
  );
}
