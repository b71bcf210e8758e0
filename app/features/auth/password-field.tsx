import { useState } from "react";
import { Field, type FieldProps } from "../../components/forms/field.tsx";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { Eye, EyeOff } from "../../components/ui/icons.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

export interface PasswordFieldProps extends Omit<FieldProps, "type" | "end"> {
  autoComplete: "current-password" | "new-password";
}

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation("auth");
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      // The rule in the hint is the error's message: once it shows as the error, the hint steps aside.
      description={props.meta.errors?.length ? undefined : props.description}
      type={visible ? "text" : "password"}
      end={
        <button
          type="button"
          className={buttonClasses("ghost", "icon", "size-9 text-slate-500")}
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      }
    />
  );
}
