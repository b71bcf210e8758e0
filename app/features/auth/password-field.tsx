import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TextField, type TextFieldProps } from "../../components/ui/text-field.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "endAdornment"> {
  name: string;
  autoComplete: "current-password" | "new-password";
}

/** A password input with a show/hide toggle whose accessible name says what it will do. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation("auth");
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      endAdornment={
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-slate-500"
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          onPress={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </Button>
      }
    />
  );
}
