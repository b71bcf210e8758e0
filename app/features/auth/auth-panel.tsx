import { getFormProps } from "@conform-to/react";
import { type ReactNode, useEffect } from "react";
import { useFetcher } from "react-router";
import { Field } from "../../components/forms/field.tsx";
import { FormError, FormNotice } from "../../components/forms/form-error.tsx";
import { Honeypot } from "../../components/forms/honeypot.tsx";
import { useSchemaForm } from "../../components/forms/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  type AuthActionData,
  type AuthMessageKey,
  type AuthMode,
  type AuthNotice,
  intentOfMode,
} from "./auth-form.ts";
import { authSchemas } from "./auth-rules.ts";
import { PasswordField } from "./password-field.tsx";

/** The state itself is announced by the button (isPending) or the message. */
function BusyIcon() {
  return (
    <span
      aria-hidden
      className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
    />
  );
}

export interface AuthPanelProps {
  mode: AuthMode;
  /** False before hydration: mode switches are links and the form posts as a document. */
  hydrated: boolean;
  onModeChange: (mode: AuthMode) => void;
  /** Used before hydration. */
  modeHref: (mode: AuthMode) => string;
  notice?: string;
  noticeName?: AuthNotice;
  /** A message carried by the URL after a form posted without JavaScript. */
  initialError?: AuthMessageKey;
  initialDone?: AuthMessageKey;
  /** Where a form posted without JavaScript comes back to. */
  returnTo: string;
  next?: string;
  onSignedIn: () => void;
  /** Typed before hydration. */
  defaultValues?: Record<string, string>;
  focusField?: string;
}

function ModeSwitch({
  to,
  hydrated,
  onModeChange,
  modeHref,
  children,
}: {
  to: AuthMode;
  hydrated: boolean;
  onModeChange: (mode: AuthMode) => void;
  modeHref: (mode: AuthMode) => string;
  children: ReactNode;
}) {
  const classes =
    "rounded font-medium text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand cursor-pointer";
  if (!hydrated) {
    return (
      <a href={modeHref(to)} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={classes} onClick={() => onModeChange(to)}>
      {children}
    </button>
  );
}

export function AuthPanel(props: AuthPanelProps) {
  const { mode, hydrated, notice, noticeName, returnTo, next, onSignedIn, initialError, initialDone } = props;
  const { t, i18n } = useTranslation("auth");
  const intent = intentOfMode[mode];
  const fetcher = useFetcher<AuthActionData>();
  const [form, fields] = useSchemaForm(authSchemas[intent], {
    id: `auth-${mode}`,
    lastResult: fetcher.data?.result,
    defaultValue: props.defaultValues,
  });

  const pending = fetcher.state !== "idle";
  const answer = pending ? undefined : fetcher.data;
  const signedIn = answer?.intent === "sign-in" && answer.result.status === "success";
  // What the URL carried (a form posted without JavaScript) shows until the next submission.
  // `exists` read as a plain boolean: its type guard brands the key, which i18next's `t` types then misread.
  const flashKnown: boolean = !fetcher.data && !!initialError && i18n.exists(initialError);
  const flashError = flashKnown && initialError ? t(initialError) : undefined;
  const done = answer?.done ?? (!fetcher.data && initialDone ? t(initialDone) : undefined);

  useEffect(() => {
    if (signedIn) onSignedIn();
  }, [signedIn, onSignedIn]);

  const firstField = props.focusField ?? (mode === "sign-up" ? "firstName" : "email");
  const fieldProps = (name: "firstName" | "lastName" | "email" | "phone" | "password") => ({
    meta: fields[name],
    autoFocus: hydrated && name === firstField,
    disabled: signedIn,
  });
  const switchProps = { hydrated, onModeChange: props.onModeChange, modeHref: props.modeHref };

  return (
    <div className="flex flex-col gap-4">
      {notice ? <FormNotice tone="info">{notice}</FormNotice> : null}
      {pending ? null : <FormError form={form} summary fallback={flashError} />}
      {signedIn ? (
        <FormNotice tone="success">
          <span className="flex items-center gap-2">
            {t("signedIn")}
            <BusyIcon />
          </span>
        </FormNotice>
      ) : null}

      {done ? (
        <FormNotice tone="success">{done}</FormNotice>
      ) : (
        <fetcher.Form method="post" action="/auth" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="redirectTo" value={returnTo} />
          {next ? <input type="hidden" name="next" value={next} /> : null}
          {noticeName ? <input type="hidden" name="notice" value={noticeName} /> : null}
          {mode === "sign-up" ? <Honeypot /> : null}

          {mode === "forgot" ? <p className="text-sm text-slate-600">{t("forgot.intro")}</p> : null}
          {mode === "sign-up" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                {...fieldProps("firstName")}
                label={t("fields.firstName")}
                autoComplete="given-name"
                aria-required
              />
              <Field
                {...fieldProps("lastName")}
                label={t("fields.lastName")}
                autoComplete="family-name"
                aria-required
              />
            </div>
          ) : null}
          <Field
            {...fieldProps("email")}
            label={t("fields.email")}
            type="email"
            dir="ltr"
            autoComplete="email"
            aria-required
          />
          {mode === "sign-up" ? (
            <Field
              {...fieldProps("phone")}
              label={t("fields.phone")}
              description={t("phoneHint")}
              type="tel"
              dir="ltr"
              autoComplete="tel"
            />
          ) : null}
          {mode !== "forgot" ? (
            <PasswordField
              {...fieldProps("password")}
              label={t("fields.password")}
              autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
              description={mode === "sign-up" ? t("passwordHint") : undefined}
              aria-required
            />
          ) : null}
          {mode === "sign-in" ? (
            <p className="-mt-2 text-end text-sm">
              <ModeSwitch to="forgot" {...switchProps}>
                {t("switch.forgotPassword")}
              </ModeSwitch>
            </p>
          ) : null}

          <Button type="submit" size="lg" className="w-full" isDisabled={signedIn} isPending={pending}>
            {pending ? <BusyIcon /> : null}
            {t(mode === "sign-in" ? "submit.signIn" : mode === "sign-up" ? "submit.signUp" : "submit.forgot")}
          </Button>
        </fetcher.Form>
      )}

      <p className="border-t border-slate-200 pt-4 text-center text-sm text-slate-600">
        {mode === "sign-in" ? (
          <>
            {t("switch.noAccount")}{" "}
            <ModeSwitch to="sign-up" {...switchProps}>
              {t("switch.toSignUp")}
            </ModeSwitch>
          </>
        ) : mode === "sign-up" && !done ? (
          <>
            {t("switch.haveAccount")}{" "}
            <ModeSwitch to="sign-in" {...switchProps}>
              {t("switch.toSignIn")}
            </ModeSwitch>
          </>
        ) : (
          <ModeSwitch to="sign-in" {...switchProps}>
            {t("switch.backToSignIn")}
          </ModeSwitch>
        )}
      </p>
    </div>
  );
}
