// The fields of each block type. A block of a type this version does not know is shown, not edited: it is kept.

import { selectClasses } from "../../../components/admin/admin-ui.tsx";
import { ImageField, type ImageValue } from "../../../components/forms/image-field.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { Plus, Trash2 } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { OFFER_COUNT_MAX, OFFER_KINDS } from "../page-document.ts";
import { LocalizedField, localizedOf, TextInput } from "./editor-fields.tsx";
import { RichTextField } from "./rich-text-editor.tsx";

export type Content = Record<string, unknown>;

function imagesOf(value: unknown): ImageValue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((image: { url?: unknown; alt?: unknown }) =>
    typeof image?.url === "string" && image.url ? [{ url: image.url, alt: localizedOf(image.alt) }] : [],
  );
}

type Row = Record<string, unknown>;

/** Items with the same fields (FAQ questions, features, steps): add, remove. */
function Items({
  items,
  onChange,
  fields,
  addLabel,
  itemLabel,
}: {
  items: Row[];
  onChange: (items: Row[]) => void;
  fields: { key: string; label: string; multiline?: boolean; required?: boolean }[];
  addLabel: string;
  itemLabel: (index: number) => string;
}) {
  const { t } = useTranslation("adminCms");
  return (
    <div className="space-y-3">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are edited in place, never reordered
        <div key={index} className="space-y-2 rounded-lg border border-slate-200 p-3">
          <div className="flex items-center justify-between">
            <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {itemLabel(index)}
            </span>
            <button
              type="button"
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              className={buttonClasses("ghost", "sm", "text-red-700")}
            >
              <Trash2 aria-hidden className="size-4" />
              {t("editor.removeItem", { item: itemLabel(index) })}
            </button>
          </div>
          {fields.map((field) => (
            <LocalizedField
              key={field.key}
              label={field.label}
              value={item[field.key]}
              multiline={field.multiline ?? false}
              required={field.required ?? false}
              onChange={(value) =>
                onChange(items.map((it, i) => (i === index ? { ...it, [field.key]: value } : it)))
              }
            />
          ))}
        </div>
      ))}
      <button
        type="button"
        onClick={() =>
          onChange([...items, Object.fromEntries(fields.map((field) => [field.key, { en: "", ar: "" }]))])
        }
        className={buttonClasses("secondary", "sm")}
      >
        <Plus aria-hidden className="size-4" />
        {addLabel}
      </button>
    </div>
  );
}

export function BlockFields({
  type,
  content,
  onChange,
}: {
  type: string;
  content: Content;
  onChange: (content: Content) => void;
}) {
  const { t } = useTranslation("adminCms");
  const set = (key: string) => (value: unknown) => onChange({ ...content, [key]: value });
  const rows = (key: string) => (Array.isArray(content[key]) ? (content[key] as Row[]) : []);
  switch (type) {
    case "rich_text":
      return (
        <div className="space-y-3">
          <LocalizedField label={t("fields.heading")} value={content.heading} onChange={set("heading")} />
          {content.html === undefined && content.body !== undefined ? (
            <LocalizedField label={t("fields.body")} value={content.body} onChange={set("body")} multiline />
          ) : (
            <RichTextField label={t("fields.body")} value={content.html} onChange={set("html")} />
          )}
        </div>
      );
    case "image":
      return (
        <ImageField
          name="image"
          label={t("fields.image")}
          defaultValue={imagesOf(content.url ? [content] : [])}
          onChange={(images) =>
            onChange({ url: images[0]?.url ?? "", alt: images[0]?.alt ?? { en: "", ar: "" } })
          }
        />
      );
    case "gallery":
      return (
        <ImageField
          name="gallery"
          label={t("fields.images")}
          multiple
          max={24}
          defaultValue={imagesOf(content.images)}
          onChange={(images) => onChange({ images })}
        />
      );
    case "faq":
      return (
        <Items
          items={rows("items")}
          onChange={set("items")}
          fields={[
            { key: "question", label: t("fields.question"), required: true },
            { key: "answer", label: t("fields.answer"), multiline: true, required: true },
          ]}
          addLabel={t("editor.addQuestion")}
          itemLabel={(index) => t("editor.questionN", { n: index + 1 })}
        />
      );
    case "call_to_action":
      return (
        <div className="space-y-3">
          <LocalizedField label={t("fields.label")} value={content.label} onChange={set("label")} required />
          <TextInput
            label={t("fields.href")}
            value={typeof content.href === "string" ? content.href : ""}
            onChange={set("href")}
            hint={t("fields.hrefHint")}
          />
          <LocalizedField label={t("fields.text")} value={content.body} onChange={set("body")} multiline />
        </div>
      );
    case "offer_list":
      return (
        <div className="space-y-3">
          <LocalizedField label={t("fields.heading")} value={content.heading} onChange={set("heading")} />
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="block text-sm font-medium text-slate-800">
              {t("fields.offerKind")}
              <select
                value={String(content.kind ?? "visa")}
                onChange={(event) => onChange({ ...content, kind: event.target.value })}
                className={`${selectClasses} mt-1`}
              >
                {OFFER_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`offerKinds.${kind}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-slate-800">
              {t("fields.count")}
              <input
                type="number"
                min={1}
                max={OFFER_COUNT_MAX}
                value={Number(content.count ?? 3)}
                onChange={(event) => onChange({ ...content, count: Number(event.target.value) })}
                className={`${selectClasses} mt-1 cursor-text`}
              />
            </label>
          </div>
        </div>
      );
    case "feature_list":
    case "steps":
      return (
        <div className="space-y-3">
          <LocalizedField label={t("fields.heading")} value={content.heading} onChange={set("heading")} />
          <Items
            items={rows("items")}
            onChange={set("items")}
            fields={[
              { key: "title", label: t("fields.itemTitle"), required: true },
              { key: "text", label: t("fields.text"), multiline: true },
            ]}
            addLabel={t(type === "steps" ? "editor.addStep" : "editor.addFeature")}
            itemLabel={(index) => t(type === "steps" ? "editor.stepN" : "editor.featureN", { n: index + 1 })}
          />
        </div>
      );
    default:
      return (
        <div className="space-y-2">
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t("editor.unknownType", { type })}
          </p>
          <pre dir="ltr" className="max-h-48 overflow-auto rounded-lg bg-slate-100 p-3 text-xs">
            {JSON.stringify(content, null, 2)}
          </pre>
        </div>
      );
  }
}
