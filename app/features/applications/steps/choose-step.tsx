import { Form, useNavigation, useSearchParams } from "react-router";
import { AuthLink } from "../../../components/auth-dialog-link.tsx";
import { FormNotice } from "../../../components/forms/form-error.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { ArrowRight } from "../../../components/ui/icons.tsx";
import { Link } from "../../../components/ui/link.tsx";
import { LOGIN_NOTICES } from "../../../platform/auth/login-url.ts";
import { formatMoney } from "../../../platform/i18n/format.ts";
import { useLocale } from "../../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { ApplicationActionData } from "../application-action.server.ts";
import type { ApplicationPage } from "../application-page.server.ts";
import { KINDS } from "../kinds.ts";
import { offersHref } from "../links.ts";
import { Panel, StepHeading } from "./step-parts.tsx";

// Posted, never a GET form: the address's ?offer= / ?plan= only preselects, so a link from another site changes
// nothing; "Continue" writes the choice to the draft.
export function ChooseStep({
  page,
  actionData,
}: {
  page: Extract<ApplicationPage, { view: "choose" }>;
  actionData?: ApplicationActionData;
}) {
  const { t } = useTranslation("applications");
  const locale = useLocale();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { kind, choices } = page;
  const name = KINDS[kind].offer === "visa" ? "offer" : "plan";
  const current = page.draft?.offer ?? null;
  const refusal = navigation.state === "idle" && actionData && !actionData.ok ? actionData.error : undefined;
  return (
    <Panel>
      {refusal ? (
        <FormNotice tone="error" className="mb-5">
          <p>{refusal.message}</p>
          {actionData?.needsLogin ? (
            <AuthLink variant="text" notice={LOGIN_NOTICES.application} className="mt-1 inline-block">
              {t("visitor.signIn")}
            </AuthLink>
          ) : null}
        </FormNotice>
      ) : null}
      {current && page.proposed ? (
        <FormNotice tone="info" className="mb-5">
          <p data-current-offer={current.ref}>
            {t("choose.switch", {
              current: current.destination ? `${current.destination} · ${current.title}` : current.title,
            })}
          </p>
          <Link to={KINDS[kind].path} className="mt-1 inline-block text-sm font-medium">
            {t("choose.keep")}
          </Link>
        </FormNotice>
      ) : null}
      {params.get("discarded") === "1" ? (
        <FormNotice tone="success" className="mb-5">
          <p>{t("form.discarded")}</p>
        </FormNotice>
      ) : null}
      {page.unknownOffer ? (
        <FormNotice tone="error" className="mb-5">
          <p>{t("choose.unknown")}</p>
        </FormNotice>
      ) : null}
      <StepHeading>{t(`choose.title.${kind}`)}</StepHeading>
      <p className="mt-2 text-slate-600">{t("choose.body")}</p>
      {choices.length === 0 ? (
        <p className="mt-5 rounded-xl bg-slate-50 p-4 text-slate-700">{t(`choose.empty.${kind}`)}</p>
      ) : (
        <Form method="post" className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor="offer-choice" className="text-sm font-medium text-slate-800">
              {t(`choose.label.${kind}`)}
            </label>
            <select
              id="offer-choice"
              name={name}
              required
              key={page.proposed ?? ""}
              defaultValue={page.proposed ?? ""}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/30"
            >
              <option value="" disabled>
                {t("choose.placeholder")}
              </option>
              {choices.map((choice) => (
                <option key={choice.ref} value={choice.ref}>
                  {t("choose.option", { label: choice.label, price: formatMoney(choice.priceCents, locale) })}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            name="intent"
            value="choose"
            className={buttonClasses("primary", "md", "h-11")}
          >
            {t("choose.submit")}
            <ArrowRight aria-hidden className="size-4 flip-rtl" />
          </button>
        </Form>
      )}
      <p className="mt-5 text-sm">
        <Link to={offersHref(kind)}>{t(`choose.browse.${kind}`)}</Link>
      </p>
    </Panel>
  );
}
