import type { ReactNode } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
} from "react-aria-components";
import { cx } from "./cx.ts";
import { inputClasses } from "./input-classes.ts";

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  multiline?: boolean;
  endAdornment?: ReactNode;
  /** "ltr" for e-mail addresses and phone numbers on Arabic pages. */
  inputDir?: "ltr" | "rtl" | "auto";
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  endAdornment,
  inputDir,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={cx("flex flex-col gap-1.5", className as string)}
    >
      <Label className="text-sm font-medium text-slate-800">{label}</Label>
      <div className="relative">
        {multiline ? (
          <TextArea placeholder={placeholder} dir={inputDir} className={cx(inputClasses, "min-h-24")} />
        ) : (
          <Input
            placeholder={placeholder}
            dir={inputDir}
            className={cx(inputClasses, endAdornment ? "pe-11" : undefined)}
          />
        )}
        {endAdornment ? (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{endAdornment}</div>
        ) : null}
      </div>
      {description ? (
        <Text slot="description" className="text-xs text-slate-500">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-red-700">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
