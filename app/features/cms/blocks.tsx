import { Notice } from "../../components/notice.tsx";
import { Price } from "../../components/price.tsx";
import { ArrowRight, CheckCircle2, ChevronDown, CircleAlert } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { type PageBlock, paragraphsOf } from "./content-types.ts";

/** The editor's elements, styled here: the HTML is sanitised on the server (save and render). */
const RICH_TEXT_CLASSES =
  "space-y-4 text-lg leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-strong [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-brand/40 [&_blockquote]:ps-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold [&_hr]:my-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_ul]:list-disc [&_ul]:ps-6";

function RichText({ block }: { block: Extract<PageBlock, { type: "rich_text" }> }) {
  return (
    <section className="space-y-4">
      {block.heading ? (
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{block.heading}</h2>
      ) : null}
      {block.html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allow-list on the server
        <div className={RICH_TEXT_CLASSES} dangerouslySetInnerHTML={{ __html: block.html }} />
      ) : (
        paragraphsOf(block.body).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
          <p key={index} className="whitespace-pre-line text-lg leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))
      )}
    </section>
  );
}

function Heading({ text }: { text: string | null }) {
  return text ? <h2 className="mb-5 text-2xl font-semibold tracking-tight text-slate-900">{text}</h2> : null;
}

function Gallery({ block }: { block: Extract<PageBlock, { type: "gallery" }> }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {block.images.map((image) => (
        <figure key={image.url} className="overflow-hidden rounded-xl bg-slate-100">
          <Picture
            src={image.url}
            alt={image.alt}
            sizes="(min-width: 768px) 250px, 50vw"
            width={500}
            height={500}
            className="aspect-square w-full object-cover"
          />
        </figure>
      ))}
    </div>
  );
}

function OfferList({ block }: { block: Extract<PageBlock, { type: "offer_list" }> }) {
  const { t } = useTranslation("cms");
  if (block.offers.length === 0) return null;
  return (
    <section>
      <Heading text={block.heading} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {block.offers.map((offer) => (
          <li key={offer.key}>
            <a
              href={offer.href}
              className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm outline-none hover:border-brand focus-visible:ring-2 focus-visible:ring-brand"
            >
              {offer.imageUrl ? (
                <Picture
                  src={offer.imageUrl}
                  alt=""
                  sizes="96px"
                  width={80}
                  height={80}
                  className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover"
                />
              ) : null}
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{offer.title}</span>
                {offer.subtitle ? (
                  <span className="block text-sm text-slate-600">{offer.subtitle}</span>
                ) : null}
                {offer.priceCents !== null ? (
                  <span className="mt-2 block text-sm font-semibold text-brand-strong">
                    {t("blocks.from")} <Price cents={offer.priceCents} />
                  </span>
                ) : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeatureList({ block }: { block: Extract<PageBlock, { type: "feature_list" }> }) {
  return (
    <section>
      <Heading text={block.heading} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {block.items.map((item) => (
          <li key={item.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>
              <span className="block font-semibold text-slate-900">{item.title}</span>
              {item.text ? <span className="mt-1 block text-slate-700">{item.text}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Steps({ block }: { block: Extract<PageBlock, { type: "steps" }> }) {
  return (
    <section>
      <Heading text={block.heading} />
      <ol className="space-y-4">
        {block.items.map((item, index) => (
          <li key={item.title} className="flex gap-4">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{item.title}</span>
              {item.text ? <span className="mt-1 block text-slate-700">{item.text}</span> : null}
            </span>
          </li>
        ))}
      </ol>
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
      <Picture
        src={block.url}
        alt={block.alt}
        sizes="(min-width: 768px) 768px, 100vw"
        width={1280}
        height={720}
        className="aspect-[16/9] w-full object-cover"
      />
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
    case "gallery":
      return <Gallery block={block} />;
    case "call_to_action":
      return <CallToAction block={block} />;
    case "offer_list":
      return <OfferList block={block} />;
    case "feature_list":
      return <FeatureList block={block} />;
    case "steps":
      return <Steps block={block} />;
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
