import { Field, type FieldProps, TextareaField } from "../../../components/forms/field.tsx";
import type { DocumentKind } from "../../../platform/db/schema/index.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "../../../platform/domain/validation.ts";
import { formatDate } from "../../../platform/i18n/format.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { ADDRESS_MAX_LENGTH } from "../details-schema.ts";
import type { ApplicationKind } from "../kinds.ts";
import { fieldLabel, type T } from "./step-parts.tsx";

export function DetailInput({
  name,
  meta,
  kind,
  today,
}: {
  name: string;
  meta: FieldProps["meta"];
  kind: ApplicationKind;
  /** the server's day (yyyy-MM-dd): no birth after it, travel from the day after */
  today: string;
}) {
  const { t } = useTranslation("applications");
  const tomorrow = formatDate(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
  const label = fieldLabel(t, kind, name);
  switch (name) {
    case "email":
      return (
        <Field
          meta={meta}
          label={label}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          maxLength={EMAIL_MAX_LENGTH}
          aria-required
        />
      );
    case "phone":
      return (
        <Field
          meta={meta}
          label={label}
          description={t("fields.phoneHint")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={PHONE_MAX_LENGTH}
          aria-required
        />
      );
    case "passportNumber":
      return (
        <Field
          meta={meta}
          label={label}
          description={t("fields.passportHint")}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-required
        />
      );
    case "dateOfBirth":
      return (
        <Field
          meta={meta}
          label={label}
          type="date"
          dir="ltr"
          max={today}
          autoComplete="bday"
          inputClassName="h-11"
          aria-required
        />
      );
    case "travelDate":
      return (
        <Field
          meta={meta}
          label={label}
          type="date"
          dir="ltr"
          min={tomorrow}
          inputClassName="h-11"
          aria-required
        />
      );
    case "address":
      return (
        <TextareaField
          meta={meta}
          label={label}
          autoComplete="street-address"
          maxLength={ADDRESS_MAX_LENGTH}
          rows={2}
          className="sm:col-span-2"
          aria-required
        />
      );
    default:
      return (
        <Field
          meta={meta}
          label={label}
          autoComplete={name === "fullName" ? "name" : "off"}
          maxLength={NAME_MAX_LENGTH}
          aria-required
        />
      );
  }
}

export function documentHint(t: T, kind: ApplicationKind, document: DocumentKind): string | undefined {
  switch (document) {
    case "personal_photo":
      return t(
        kind === "visa" ? "documentHints.personal_photo.visa" : "documentHints.personal_photo.licence",
      );
    case "passport_copy":
      return t("documentHints.passport_copy");
    case "additional":
      return t("documentHints.additional");
    case "id_copy":
      return t("documentHints.id_copy");
    case "license_copy":
      return t("documentHints.license_copy");
    default:
      return undefined;
  }
}
