import { ArrowRight, ChevronDown, CircleAlert } from "lucide-react";
import { Notice } from "../../components/notice.tsx";
import { Link } from "../../components/ui/link.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { type PageBlock, paragraphsOf } from "./content-types.ts";

function RichText({ block }: { block: Extract<PageBlock, { type: "rich_text" }> }) {
  return (
    <section className="space-y-4">
      {block.heading ? (
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{block.heading}</h2>
      ) : null}
      {paragraphsOf(block.body).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
        <p key={index} className="whitespace-pre-line text-lg leading-relaxed text-slate-700">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/** Native disclosures: keyboard operable and announced as expandable without any script. */
function Faq({ block }: { block: Extract<PageBlock, { type: "faq" }> }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {block.items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-slate-900 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-slate-700">
            {paragraphsOf(item.answer).map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
              <p key={index} className="mt-2 leading-relaxed first:mt-0">
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

function Image({ block }: { block: Extract<PageBlock, { type: "image" }> }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-gradient-to-br from-brand-soft to-slate-100">
      <img src={block.url} alt={block.alt} loading="lazy" className="aspect-[16/9] w-full object-cover" />
    </figure>
  );
}

function CallToAction({ block }: { block: Extract<PageBlock, { type: "call_to_action" }> }) {
  const external = /^(https?:|mailto:|tel:)/i.test(block.href);
  return (
    <aside className="flex flex-col gap-4 rounded-2xl bg-brand px-6 py-6 text-white sm:flex-row sm:items-center sm:justify-between sm:px-8">
      {block.body ? <p className="text-lg font-medium">{block.body}</p> : null}
      {external ? (
        <a
          href={block.href}
          className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-strong outline-none hover:bg-brand-soft focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand"
        >
          {block.label}
          <ArrowRight aria-hidden className="size-4 flip-rtl" />
        </a>
      ) : (
        <Link
          to={block.href}
          variant="secondary"
          size="lg"
          className="shrink-0 border-transparent font-semibold text-brand-strong hover:bg-brand-soft focus-visible:ring-white focus-visible:ring-offset-brand"
        >
          {block.label}
          <ArrowRight aria-hidden className="size-4 flip-rtl" />
        </Link>
      )}
    </aside>
  );
}

function Unsupported() {
  const { t } = useTranslation();
  return (
    <Notice tone="warning" as="p" className="flex items-center gap-2 rounded-xl px-4 py-3 text-sm">
      <CircleAlert aria-hidden className="size-4 shrink-0" />
      {t("errors:screens.unsupportedContentBlockType")}
    </Notice>
  );
}

export function ContentBlock({ block }: { block: PageBlock }) {
  switch (block.type) {
    case "rich_text":
      return <RichText block={block} />;
    case "faq":
      return <Faq block={block} />;
    case "image":
      return <Image block={block} />;
    case "call_to_action":
      return <CallToAction block={block} />;
    default:
      return <Unsupported />;
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly PageBlock[] }) {
  return (
    <div className="space-y-10">
      {blocks.map((block) => (
        <ContentBlock key={block.id} block={block} />
      ))}
    </div>
  );
}
