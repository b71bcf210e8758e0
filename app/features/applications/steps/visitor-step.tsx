import { AuthLink } from "../../../components/auth-dialog-link.tsx";
import { LockKeyhole } from "../../../components/ui/icons.tsx";
import { LOGIN_NOTICES } from "../../../platform/auth/login-url.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { Panel } from "./step-parts.tsx";

export function VisitorStep() {
  const { t } = useTranslation("applications");
  return (
    <Panel>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <LockKeyhole aria-hidden className="size-5" />
        </span>
        <div>
          <h2 className="text-xl font-semibold text-slate-900">
            {t("errors:auth.loginToContinueApplication")}
          </h2>
          <p className="mt-2 text-slate-600">{t("visitor.body")}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <AuthLink notice={LOGIN_NOTICES.application}>{t("visitor.signIn")}</AuthLink>
            <AuthLink mode="sign-up" notice={LOGIN_NOTICES.application} variant="secondary">
              {t("visitor.signUp")}
            </AuthLink>
          </div>
        </div>
      </div>
    </Panel>
  );
}
