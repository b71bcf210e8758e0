/** Structured data for search engines (schema.org). Not executed by browsers, so the CSP does not apply. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so that text in the data can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON is escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
