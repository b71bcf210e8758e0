import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { type BlockType, cmsBlocks, cmsPages, cmsPosts } from "../../platform/db/schema/index.ts";
import { CMS_PAGES, CMS_POSTS } from "../../platform/db/seed/data.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import {
  getBlock,
  getPublishedPage,
  getPublishedPost,
  listPublishedPages,
  listPublishedPosts,
  resolveBlock,
  safeHref,
} from "./cms.server.ts";
import { paragraphsOf } from "./content-types.ts";

describe("paragraphsOf", () => {
  it("splits on blank lines, including lines holding only spaces, and drops empty paragraphs", () => {
    expect(paragraphsOf("One\nstill one\n\nTwo\n  \t\nThree\n\n\n")).toEqual([
      "One\nstill one",
      "Two",
      "Three",
    ]);
    expect(paragraphsOf("a\r\n\r\nb")).toEqual(["a", "b"]);
    expect(paragraphsOf("   ")).toEqual([]);
  });
});

describe("safeHref and resolveBlock", () => {
  it("keeps site, web, mail and phone links and refuses scripts and protocol-relative links", () => {
    expect(safeHref("/services")).toBe("/services");
    expect(safeHref("https://example.com/a")).toBe("https://example.com/a");
    expect(safeHref("mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref(" JavaScript:alert(1)")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("/\\evil.example")).toBeNull();
    expect(safeHref(42)).toBeNull();
  });

  it("turns unknown types, malformed content and unsafe links into unsupported blocks", () => {
    const label = { en: "Go", ar: "اذهب" };
    expect(resolveBlock({ id: "1", type: "video", content: { url: "/a.mp4" } }, "en")).toEqual({
      id: "1",
      type: "unsupported",
      originalType: "video",
    });
    expect(resolveBlock({ id: "2", type: "rich_text", content: null }, "en").type).toBe("unsupported");
    expect(
      resolveBlock({ id: "3", type: "call_to_action", content: { label, href: "javascript:alert(1)" } }, "en")
        .type,
    ).toBe("unsupported");
    expect(resolveBlock({ id: "4", type: "call_to_action", content: { label, href: "/faq" } }, "ar")).toEqual(
      {
        id: "4",
        type: "call_to_action",
        label: "اذهب",
        href: "/faq",
        body: null,
      },
    );
    expect(
      resolveBlock({ id: "5", type: "image", content: { url: "javascript:x", alt: label } }, "en").type,
    ).toBe("unsupported");
  });

  it("falls back to English when the Arabic text is empty", () => {
    const block = resolveBlock(
      { id: "6", type: "rich_text", content: { body: { en: "Hello", ar: "" } } },
      "ar",
    );
    expect(block).toEqual({ id: "6", type: "rich_text", heading: null, body: "Hello", html: null });
  });
});

for (const database of testDatabases()) {
  describe(`CMS queries on ${database.name}`, () => {
    let handle: DatabaseHandle;
    const about = CMS_PAGES.find((p) => p.section === "page" && p.slug === "about")!;

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoData(handle.db);
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("reads a published page with its blocks in position order, in either language", async () => {
      const en = await getPublishedPage(handle.db, "page", "about", "en");
      expect(en).toMatchObject({
        section: "page",
        slug: "about",
        href: "/page/about",
        title: about.title.en,
      });
      expect(en?.blocks.map((b) => b.type)).toEqual(about.blocks.map((b) => b.type));
      expect(en?.blocks[0]).toMatchObject({ type: "rich_text", heading: "Who we are" });
      const ar = await getPublishedPage(handle.db, "page", "about", "ar");
      expect(ar?.title).toBe(about.title.ar);
      expect(ar?.blocks[0]).toMatchObject({ type: "rich_text", heading: "من نحن" });
    });

    it("finds a page only under its own section", async () => {
      expect(await getPublishedPage(handle.db, "study", "about", "en")).toBeNull();
      expect(await getPublishedPage(handle.db, "page", "no-such-page", "en")).toBeNull();
      expect(await getPublishedPage(handle.db, "faq", "general", "en")).not.toBeNull();
      expect(await getPublishedPage(handle.db, "education", "tarim", "en")).not.toBeNull();
    });

    it("hides draft pages and draft blocks, and shows blocks of unknown type as unsupported", async () => {
      const [page] = await handle.db
        .insert(cmsPages)
        .values({
          section: "page",
          slug: "draft-test",
          title: { en: "Draft", ar: "مسودة" },
          summary: { en: "", ar: "" },
        })
        .returning();
      expect(await getPublishedPage(handle.db, "page", "draft-test", "en")).toBeNull();

      await handle.db.update(cmsPages).set({ status: "published" }).where(eq(cmsPages.id, page!.id));
      await handle.db.insert(cmsBlocks).values([
        {
          pageId: page!.id,
          type: "rich_text",
          position: 2,
          content: { type: "rich_text", body: { en: "Second", ar: "ثانية" } },
        },
        {
          pageId: page!.id,
          type: "rich_text",
          position: 1,
          content: { type: "rich_text", body: { en: "First", ar: "أولى" } },
        },
        {
          pageId: page!.id,
          type: "rich_text",
          position: 0,
          status: "draft",
          content: { type: "rich_text", body: { en: "Hidden", ar: "مخفية" } },
        },
        { pageId: page!.id, type: "video" as BlockType, position: 3, content: { url: "/x.mp4" } as never },
      ]);
      const shown = await getPublishedPage(handle.db, "page", "draft-test", "en");
      expect(shown?.blocks.map((b) => (b.type === "rich_text" ? b.body : b.type))).toEqual([
        "First",
        "Second",
        "unsupported",
      ]);
    });

    it("lists published pages, optionally of some sections", async () => {
      await handle.db.insert(cmsPages).values({
        section: "study",
        slug: "unlisted",
        title: { en: "Unlisted", ar: "غير منشورة" },
        summary: { en: "", ar: "" },
      });
      const all = await listPublishedPages(handle.db, "en");
      const hrefs = all.map((p) => p.href);
      expect(hrefs).toEqual(
        expect.arrayContaining([
          "/page/about",
          "/faq/general",
          "/study/study-in-malaysia",
          "/education/tarim",
        ]),
      );
      expect(hrefs).not.toContain("/study/unlisted");
      const study = await listPublishedPages(handle.db, "ar", ["study", "education"]);
      expect(study.map((p) => p.href).sort()).toEqual(["/education/tarim", "/study/study-in-malaysia"]);
      expect(study.find((p) => p.slug === "tarim")?.title).toBe("الدراسة في تريم");
      expect(await listPublishedPages(handle.db, "en", [])).toEqual([]);
    });

    it("reads published posts and hides drafts", async () => {
      const seeded = CMS_POSTS[0]!;
      const post = await getPublishedPost(handle.db, seeded.slug, "ar");
      expect(post).toMatchObject({
        slug: seeded.slug,
        href: `/post/${seeded.slug}`,
        title: seeded.title.ar,
        author: seeded.author,
      });
      expect(post?.body).toBe(seeded.body.ar);
      await handle.db.insert(cmsPosts).values({
        slug: "draft-post",
        title: { en: "Draft post", ar: "مسودة" },
        excerpt: { en: "", ar: "" },
        body: { en: "", ar: "" },
        author: "Test",
      });
      expect(await getPublishedPost(handle.db, "draft-post", "en")).toBeNull();
      expect((await listPublishedPosts(handle.db, "en")).map((p) => p.slug)).toEqual([seeded.slug]);
    });

    it("reads one published block by id, with its page, and never a block of an unpublished page", async () => {
      const [faq] = await handle.db
        .select({ id: cmsBlocks.id })
        .from(cmsBlocks)
        .innerJoin(cmsPages, eq(cmsPages.id, cmsBlocks.pageId))
        .where(and(eq(cmsPages.slug, "general"), eq(cmsBlocks.type, "faq")));
      const found = await getBlock(handle.db, faq!.id, "en");
      expect(found?.block.type).toBe("faq");
      expect(found?.page).toMatchObject({ href: "/faq/general", title: "Frequently asked questions" });

      const [standalone] = await handle.db
        .insert(cmsBlocks)
        .values({ type: "rich_text", content: { type: "rich_text", body: { en: "Alone", ar: "وحيدة" } } })
        .returning();
      expect(await getBlock(handle.db, standalone!.id, "ar")).toEqual({
        block: { id: standalone!.id, type: "rich_text", heading: null, body: "وحيدة", html: null },
        page: null,
      });

      await handle.db.update(cmsPages).set({ status: "draft" }).where(eq(cmsPages.slug, "general"));
      expect(await getBlock(handle.db, faq!.id, "en")).toBeNull();
      await handle.db.update(cmsPages).set({ status: "published" }).where(eq(cmsPages.slug, "general"));

      await handle.db.update(cmsBlocks).set({ status: "draft" }).where(eq(cmsBlocks.id, standalone!.id));
      expect(await getBlock(handle.db, standalone!.id, "en")).toBeNull();
      expect(await getBlock(handle.db, "not-a-uuid", "en")).toBeNull();
      expect(await getBlock(handle.db, "00000000-0000-4000-8000-000000000000", "en")).toBeNull();
    });
  });
}
