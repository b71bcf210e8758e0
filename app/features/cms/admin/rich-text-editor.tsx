// TipTap in the browser only; the server (and a browser before hydration) shows a plain textarea of the HTML.
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useId } from "react";
import { textareaClasses } from "../../../components/admin/admin-ui.tsx";
import { cx } from "../../../components/ui/cx.ts";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from "../../../components/ui/icons.tsx";
import type { Localized } from "../../../platform/i18n/localized.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { localizedOf, type Patch } from "./editor-fields.tsx";

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cx(
        "inline-flex size-8 items-center justify-center rounded-md text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand",
        active && "bg-brand-soft text-brand-strong",
      )}
    >
      {children}
    </button>
  );
}

function OneLanguage({
  value,
  onChange,
  lang,
  label,
}: {
  value: string;
  onChange: Patch<string>;
  lang: "en" | "ar";
  label: string;
}) {
  const { t } = useTranslation("adminCms");
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        dir: lang === "ar" ? "rtl" : "ltr",
        lang,
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        class:
          "min-h-32 px-3 py-2 text-sm text-slate-900 outline-none [&_a]:text-brand-strong [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:ps-5",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            quote: e.isActive("blockquote"),
            link: e.isActive("link"),
          }
        : null,
  });
  if (!editor) {
    return (
      <textarea
        id={id}
        aria-label={label}
        dir={lang === "ar" ? "rtl" : "ltr"}
        rows={5}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={textareaClasses}
      />
    );
  }
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const current = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt(t("editor.richText.linkPrompt"), current ?? "https://");
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/30">
      <div
        role="toolbar"
        aria-label={t("editor.richText.toolbar", { label })}
        className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
      >
        <ToolButton
          label={t("editor.richText.bold")}
          active={state?.bold}
          onClick={() => chain().toggleBold().run()}
        >
          <Bold aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton
          label={t("editor.richText.italic")}
          active={state?.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton
          label={t("editor.richText.heading2")}
          active={state?.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton
          label={t("editor.richText.heading3")}
          active={state?.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton
          label={t("editor.richText.bulletList")}
          active={state?.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton
          label={t("editor.richText.orderedList")}
          active={state?.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton
          label={t("editor.richText.quote")}
          active={state?.quote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <Quote aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton label={t("editor.richText.link")} active={state?.link} onClick={setLink}>
          <Link2 aria-hidden className="size-4" />
        </ToolButton>
        <ToolButton label={t("editor.richText.undo")} onClick={() => chain().undo().run()}>
          <Undo2 aria-hidden className="size-4 flip-rtl" />
        </ToolButton>
        <ToolButton label={t("editor.richText.redo")} onClick={() => chain().redo().run()}>
          <Redo2 aria-hidden className="size-4 flip-rtl" />
        </ToolButton>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

/** The English and the Arabic text, side by side. */
export function RichTextField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown;
  onChange: Patch<Localized>;
}) {
  const { t } = useTranslation("adminCms");
  const text = localizedOf(value);
  const missing = text.en.trim() !== "" && text.ar.trim() === "";
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="grid gap-2 lg:grid-cols-2">
        {(["en", "ar"] as const).map((lang) => (
          <div key={lang} className="min-w-0">
            <span className="mb-0.5 block text-xs font-medium text-slate-500">
              {t(`editor.language.${lang}`)}
            </span>
            <OneLanguage
              lang={lang}
              label={`${label} (${t(`editor.language.${lang}`)})`}
              value={text[lang]}
              onChange={(html) => onChange({ ...text, [lang]: html })}
            />
          </div>
        ))}
      </div>
      {missing ? <p className="mt-1 text-xs text-amber-700">{t("editor.arabicMissing")}</p> : null}
    </fieldset>
  );
}
