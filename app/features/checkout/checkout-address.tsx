import type { FieldMetadata } from "@conform-to/react";
import { CountryField } from "../../components/forms/country-field.tsx";
import { Field } from "../../components/forms/field.tsx";
import { Fieldset } from "../../components/forms/fieldset.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { AddressField } from "./checkout-schema.ts";

/** The shipping address, asked for when the cart holds a travel accessory (checked by shippingAddressSchema). */
export function ShippingAddressFields({
  fields,
  disabled,
}: {
  fields: Record<AddressField, FieldMetadata<unknown>>;
  disabled: boolean;
}) {
  const { t } = useTranslation("checkout");
  const addressField = (name: AddressField, wide?: boolean) => ({
    meta: fields[name],
    label: t(`address.${name}`),
    className: wide ? "sm:col-span-2" : undefined,
  });
  return (
    <Card className="p-5 sm:p-6">
      <Fieldset legend={t("address.title")} description={t("address.intro")} disabled={disabled}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...addressField("fullName", true)} autoComplete="name" aria-required />
          <Field {...addressField("line1", true)} autoComplete="address-line1" aria-required />
          <Field {...addressField("line2", true)} autoComplete="address-line2" />
          <Field {...addressField("city")} autoComplete="address-level2" aria-required />
          <Field {...addressField("region")} autoComplete="address-level1" />
          <Field {...addressField("postalCode")} autoComplete="postal-code" dir="ltr" />
          <CountryField meta={fields.country} label={t("address.country")} />
          <Field
            {...addressField("phone", true)}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            description={t("address.phoneHint")}
          />
        </div>
      </Fieldset>
    </Card>
  );
}
