import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../components/ui/cx.ts";
import { TextField } from "../../components/ui/text-field.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  type AuthActionData,
  type AuthMessageKey,
  type AuthMode,
  type AuthNotice,
  formValues,
  intentOfMode,
} from "./auth-form.ts";
import { checkAuthInput } from "./auth-rules.ts";
import { PasswordField } from "./password-field.tsx";

const tones = {
  error: { box: "border-red-200 bg-red-50 text-red-800", Icon: CircleAlert },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CircleCheck },
  info: { box: "border-sky-200 bg-sky-50 text-sky-900", Icon: Info },
} as const;

/** A coloured message box: errors are announced (role="alert"), successes politely (role="status"). */
export function MessageBox({
  tone,
  id,
  children,
  className,
}: {
  tone: keyof typeof tones;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  const role = tone === "error" ? "alert" : tone === "success" ? "status" : undefined;
  return (
    <div
      id={id}
      role={role}
      className={cx("flex items-start gap-2.5 rounded-lg border p-3 text-sm", box, className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** A spinning ring; the state itself is announced by the button (isPending) or the message. */
function BusyIcon() {
  return (
    <span
      aria-hidden
      className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
    />
  );
}

function focusField(form: HTMLFormElement | null, name: string | undefined) {
  const field = name ? form?.elements.namedItem(name) : null;
  if (field instanceof HTMLInputElement) field.focus();
}

interface Failure {
  message: string;
  fieldErrors: Record<string, string>;
}

export interface AuthPanelProps {
  mode: AuthMode;
  /** False before hydration: mode switches are links and the form posts as a document. */
  hydrated: boolean;
  onModeChange: (mode: AuthMode) => void;
  /** The address that opens the dialog in a mode (used before hydration). */
  modeHref: (mode: AuthMode) => string;
  /** Translated text shown above the form (e.g. "Please log in to complete your purchase"). */
  notice?: string;
  noticeName?: AuthNotice;
  /** A message carried by the URL after a form posted without JavaScript. */
  initialError?: AuthMessageKey;
  initialDone?: AuthMessageKey;
  /** The page the dialog is on (a path), where a form posted without JavaScript comes back to. */
  returnTo: string;
  /** Where to go after signing in. */
  next?: string;
  onSignedIn: () => void;
  /** Values to start with (typed before hydration). */
  defaultValues?: Record<string, string>;
  /** The field to focus first (default: the first field). */
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

/** The content of the sign-in / sign-up / forgot-password dialog. */
export function AuthPanel(props: AuthPanelProps) {
  const { mode, hydrated, notice, noticeName, returnTo, next, onSignedIn, initialError, initialDone } = props;
  const { t, i18n } = useTranslation("auth");
  const intent = intentOfMode[mode];
  const fetcher = useFetcher<AuthActionData>();
  const [clientFailure, setClientFailure] = useState<Failure | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertId = useId();

  const pending = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const signedIn = result?.ok === true && result.intent === "sign-in";

  let failure: Failure | null = clientFailure;
  if (!failure && result && !result.ok) {
    failure = {
      message: result.message ?? t("errors:messages.fallback"),
      fieldErrors: result.fieldErrors ?? {},
    };
  }
  if (!failure && !submitted && initialError && i18n.exists(initialError)) {
    failure = { message: t(initialError), fieldErrors: {} };
  }
  let done: string | null = null;
  if (result?.ok && result.intent !== "sign-in") done = result.message ?? null;
  else if (!submitted && initialDone) done = t(initialDone);

  useEffect(() => {
    if (signedIn) onSignedIn();
  }, [signedIn, onSignedIn]);

  // After a refusal by the server, put the cursor in the first field that needs attention.
  useEffect(() => {
    const data = fetcher.data;
    if (data && !data.ok) focusField(formRef.current, Object.keys(data.fieldErrors ?? {})[0]);
  }, [fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    if (intent === "sign-out") return;
    const check = checkAuthInput(intent, formValues(new FormData(event.currentTarget)));
    if (check.ok) {
      setClientFailure(null);
      return;
    }
    event.preventDefault();
    setClientFailure({
      message: t(check.messageKey),
      fieldErrors: Object.fromEntries(
        Object.entries(check.fieldErrors).map(([field, key]) => [field, t(key)]),
      ),
    });
    focusField(event.currentTarget, Object.keys(check.fieldErrors)[0]);
  };

  const invalid = (name: string) => Boolean(failure?.fieldErrors[name]);
  const described = failure ? alertId : undefined;
  const firstField = props.focusField ?? (mode === "sign-up" ? "firstName" : "email");
  const fieldProps = (name: string) => ({
    name,
    defaultValue: props.defaultValues?.[name],
    autoFocus: hydrated && name === firstField,
    isInvalid: invalid(name),
    "aria-describedby": invalid(name) ? described : undefined,
    isDisabled: signedIn,
    validationBehavior: "aria" as const,
  });
  const switchProps = { hydrated, onModeChange: props.onModeChange, modeHref: props.modeHref };

  return (
    <div className="flex flex-col gap-4">
      {notice ? <MessageBox tone="info">{notice}</MessageBox> : null}
      {failure && !pending ? (
        <MessageBox tone="error" id={alertId}>
          {failure.message}
        </MessageBox>
      ) : null}
      {signedIn ? (
        <MessageBox tone="success">
          <span className="flex items-center gap-2">
            {t("signedIn")}
            <BusyIcon />
          </span>
        </MessageBox>
      ) : null}

      {done ? (
        <MessageBox tone="success">{done}</MessageBox>
      ) : (
        <fetcher.Form
          ref={formRef}
          method="post"
          action="/auth"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="redirectTo" value={returnTo} />
          {next ? <input type="hidden" name="next" value={next} /> : null}
          {noticeName ? <input type="hidden" name="notice" value={noticeName} /> : null}
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}

          {mode === "forgot" ? <p className="text-sm text-slate-600">{t("forgot.intro")}</p> : null}
          {mode === "sign-up" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                {...fieldProps("firstName")}
                label={t("fields.firstName")}
                autoComplete="given-name"
                isRequired
              />
              <TextField
                {...fieldProps("lastName")}
                label={t("fields.lastName")}
                autoComplete="family-name"
                isRequired
              />
            </div>
          ) : null}
          <TextField
            {...fieldProps("email")}
            label={t("fields.email")}
            type="email"
            inputDir="ltr"
            autoComplete="email"
            isRequired
          />
          {mode === "sign-up" ? (
            <TextField
              {...fieldProps("phone")}
              label={t("fields.phone")}
              description={t("phoneHint")}
              type="tel"
              inputDir="ltr"
              autoComplete="tel"
            />
          ) : null}
          {mode !== "forgot" ? (
            <PasswordField
              {...fieldProps("password")}
              label={t("fields.password")}
              autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
              description={mode === "sign-up" ? t("passwordHint") : undefined}
              isRequired
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
