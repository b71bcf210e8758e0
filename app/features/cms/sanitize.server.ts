import sanitizeHtml from "sanitize-html";
import type { Localized } from "../../platform/i18n/localized.ts";

/**
 * What the rich-text editor can produce and nothing more: no scripts, styles, event attributes, images or
 * frames; links only to the site, the web, mail and phone (docs/decisions/028).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "hr",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links leave the page without giving it a handle on the opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer" },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // The editor's empty document.
  return clean === "<p></p>" ? "" : clean;
}

export function sanitizeLocalizedHtml(value: Localized): Localized {
  return { en: sanitizeRichText(value.en), ar: sanitizeRichText(value.ar) };
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Plain text (a blank line between paragraphs) as the editor's HTML. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (c) => ESCAPES[c]!).replace(/\n/g, "<br>")}</p>`)
    .join("");
}
