import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  argsFor,
  auditOf,
  ORIGIN,
  postTo,
  type Session,
  signedIn,
} from "../../../../tests/helpers/admin-fixtures.ts";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import { routeContext } from "../../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import { cmsBlocks, cmsPageRevisions, cmsPages } from "../../../platform/db/schema/index.ts";
import { BODY_RULES, bodyRuleFor } from "../../../platform/http/edge.server.ts";
import { parseManagedImageUrl, variantName } from "../../../platform/storage/image-urls.ts";
import { storeImage } from "../../../platform/storage/images.server.ts";
import { action as editorAction, loader as editorLoader } from "../../../routes/admin/pages.$id.tsx";
import { action as listAction, loader as listLoader } from "../../../routes/admin/pages.tsx";
import { loader as pageLoader } from "../../../routes/page.tsx";
import { getPageForPreview, getPublishedPage } from "../cms.server.ts";
import { EXPORT_FORMAT, EXPORT_VERSION, type PageDocument } from "../page-document.ts";
import { sanitizeRichText } from "../sanitize.server.ts";
import { contentList } from "./lists.ts";
import { listContent, loadEditorSubject } from "./pages.server.ts";

describe("sanitizeRichText", () => {
  it("strips scripts, event attributes, javascript: links and tags outside the allow-list", () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a>' +
      '<a href="/faq" onmouseover="x()">faq</a><img src=x onerror=alert(1)><iframe src="https://e.x"></iframe>' +
      '<style>p{}</style><strong style="color:red">bold</strong></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|<img|<iframe|<style|style=/i);
    expect(clean).toContain('<a href="/faq" rel="noopener noreferrer">faq</a>');
    expect(clean).toContain("<strong>bold</strong>");
    expect(sanitizeRichText("<p></p>")).toBe("");
  });
});

describe("the CMS's body limit", () => {
  it("lets the editor and the import post up to 2 MB, form or multipart, and nothing else", () => {
    const id = "0b8f5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
    for (const path of ["/admin/pages", "/admin/pages.data", `/admin/pages/${id}`, `/admin/pages/${id}.data`])
      expect(bodyRuleFor(path)).toBe(BODY_RULES.cmsPage);
    for (const path of [`/admin/pages/${id}/export`, "/admin/pagesx", "/admin/users", "/page/about"])
      expect(bodyRuleFor(path)).toBe(BODY_RULES.page);
  });
});

for (const database of testDatabases()) {
  describe(`CMS admin on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    let customer: Session;
    const tag = `c${Date.now().toString(36)}`;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      admin = await signedIn(services, "admin", "cms");
      customer = await signedIn(services, "customer", "cms");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    const create = async (form: Record<string, string>, locale: "en" | "ar" = "en") =>
      postTo<AdminActionData>(
        listAction,
        await argsFor(services, "/admin/pages", {
          session: admin,
          locale,
          form: { intent: "create", ...form },
        }),
      );
    async function newPage(slug: string, section = "page"): Promise<string> {
      const answer = await create({ section, slug, titleEn: `Title ${slug}`, titleAr: `عنوان ${slug}` });
      expect(answer.status, JSON.stringify(answer.body)).toBe(303);
      return answer.location!.split("/").pop()!;
    }
    const post = async (
      id: string,
      form: Record<string, string>,
      session: Session | null = admin,
      locale: "en" | "ar" = "en",
    ) =>
      answerOf<AdminActionData>(async () =>
        editorAction(
          (await argsFor(services, `/admin/pages/${id}`, { session, locale, form, params: { id } })) as never,
        ),
      );
    const doc = (slug: string, blocks: PageDocument["blocks"], ar = "عربي"): PageDocument => ({
      kind: "page",
      section: "page",
      slug,
      title: { en: `Title ${slug}`, ar },
      summary: { en: "Summary", ar: "ملخص" },
      seoTitle: { en: "SEO title", ar: "عنوان البحث" },
      seoDescription: null,
      blocks,
    });
    const save = (id: string, document: PageDocument, locale: "en" | "ar" = "en") =>
      post(id, { intent: "save", document: JSON.stringify(document) }, admin, locale);

    it("answers 401 to a visitor and 403 to a customer, on the list and the editor", async () => {
      const id = await newPage(`authz-${tag}`);
      // A visitor is sent to sign in (or refused with 401 for data requests); a customer is forbidden.
      for (const [session, status] of [
        [null, 401],
        [customer, 403],
      ] as const) {
        const list = await answerOf(async () =>
          listLoader((await argsFor(services, "/admin/pages", { session })) as never),
        );
        const refused = session ? [status] : [status, 302];
        expect(refused).toContain(list.status);
        const edit = await answerOf(async () =>
          editorLoader((await argsFor(services, `/admin/pages/${id}`, { session, params: { id } })) as never),
        );
        expect(refused).toContain(edit.status);
        expect(refused).toContain((await post(id, { intent: "publish" }, session)).status);
      }
    });

    it("sanitises rich text on save and keeps the stored HTML clean", async () => {
      const id = await newPage(`xss-${tag}`);
      const html =
        '<p onclick="x()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">bad</a></p>';
      const answer = await save(
        id,
        doc(`xss-${tag}`, [{ type: "rich_text", content: { html: { en: html, ar: html } } }]),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [block] = await services.db.select().from(cmsBlocks).where(eq(cmsBlocks.pageId, id));
      const stored = JSON.stringify(block!.content);
      expect(stored).toContain("Hello");
      expect(stored).not.toMatch(/script|onclick|javascript:/);
    });

    it("refuses a slug already used in the same section, with a translated message on the slug field", async () => {
      await newPage(`same-${tag}`);
      const again = await create({ section: "page", slug: `same-${tag}`, titleEn: "Again" });
      expect(again.status).toBe(409);
      expect(again.body.ok).toBe(false);
      expect(again.body.reply?.error?.slug?.[0]).toBe(
        "Another page in this section already has this address.",
      );
      const arabic = await create({ section: "page", slug: `same-${tag}`, titleEn: "Again" }, "ar");
      expect(arabic.body.reply?.error?.slug?.[0]).toBe("هذا الرابط مستخدم لصفحة أخرى في القسم نفسه.");
      // Another section may use it.
      await newPage(`same-${tag}`, "study");
      // A save that renames a page onto a taken slug is refused too.
      const other = await newPage(`other-${tag}`);
      const renamed = await save(other, doc(`same-${tag}`, []));
      expect(renamed.status).toBe(409);
      expect(renamed.body.ok === false && renamed.body.error.field).toBe("slug");
      const bad = await create({ section: "page", slug: "Not A Slug!", titleEn: "x" });
      expect(bad.status).toBe(400);
    });

    it("keeps a revision on every save, lists them and restores one (audited, itself a revision)", async () => {
      const slug = `rev-${tag}`;
      const id = await newPage(slug);
      const first = doc(slug, [
        { type: "rich_text", content: { html: { en: "<p>First</p>", ar: "<p>أول</p>" } } },
      ]);
      expect((await save(id, first)).status).toBe(200);
      const second = doc(slug, [
        { type: "rich_text", content: { html: { en: "<p>Second</p>", ar: "<p>ثان</p>" } } },
      ]);
      expect((await save(id, second)).status).toBe(200);
      let subject = await loadEditorSubject(services.db, id);
      expect(subject?.kind === "page" && subject.revisions).toHaveLength(2);
      // The newest revision is the page as it was before the second save: "First".
      const revision = subject!.revisions[0]!;
      const restored = await post(id, { intent: "restore", revision: revision.id });
      expect(restored.status).toBe(200);
      const preview = await getPageForPreview(services.db, id, "en");
      expect(preview!.blocks[0]).toMatchObject({ type: "rich_text", html: "<p>First</p>" });
      subject = await loadEditorSubject(services.db, id);
      expect(subject?.revisions).toHaveLength(3);
      const audit = await auditOf(services, id);
      const entry = audit.find((row) => row.action === "cms_page.restore")!;
      expect(JSON.stringify(entry.before)).toContain("Second");
      expect(JSON.stringify(entry.after)).toContain("First");
      expect(audit.map((row) => row.action)).toEqual([
        "cms_page.create",
        "cms_page.update",
        "cms_page.update",
        "cms_page.restore",
      ]);
      // A revision of another page restores nothing.
      const stranger = await services.db
        .select()
        .from(cmsPageRevisions)
        .where(eq(cmsPageRevisions.pageId, id));
      const elsewhere = await newPage(`rev2-${tag}`);
      expect((await post(elsewhere, { intent: "restore", revision: stranger[0]!.id })).status).toBe(404);
    });

    it("imports a page, keeping a block of an unknown type that the storefront shows as unsupported", async () => {
      const slug = `import-${tag}`;
      const file = {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION + 1,
        document: doc(slug, [
          { type: "rich_text", content: { html: { en: "<p>Kept</p>", ar: "<p>باقٍ</p>" } } },
          { type: "hologram", content: { beam: { en: "x", ar: "س" }, power: 9000 } },
        ]),
      };
      const upload = async (body: string) => {
        const form = new FormData();
        form.set("intent", "import");
        form.set("file", new File([body], "page.json", { type: "application/json" }));
        const request = new Request(`${ORIGIN}/admin/pages`, {
          method: "POST",
          headers: { cookie: admin.cookie, "user-agent": "vitest admin" },
          body: form,
        });
        const context = await routeContext(services, request, "en");
        return postTo<AdminActionData>(listAction, { request, context, params: {}, pattern: "" });
      };
      const answer = await upload(JSON.stringify(file));
      expect(answer.status, JSON.stringify(answer.body)).toBe(303);
      const id = answer.location!.split("/").pop()!.split("?")[0]!;
      const blocks = await services.db.select().from(cmsBlocks).where(eq(cmsBlocks.pageId, id));
      const kept = blocks.find((block) => block.type === "hologram")!;
      expect(kept.content).toMatchObject({ power: 9000, beam: { en: "x", ar: "س" } });
      const [page] = await services.db.select().from(cmsPages).where(eq(cmsPages.id, id));
      expect(page!.status).toBe("draft");
      const preview = await getPageForPreview(services.db, id, "en");
      expect(preview!.blocks.map((block) => block.type)).toEqual(["rich_text", "unsupported"]);
      // Saving in the editor keeps it as stored.
      const subject = await loadEditorSubject(services.db, id);
      const blocksOf = subject?.kind === "page" ? subject.document.blocks : [];
      expect(
        (
          await save(id, {
            ...doc(
              slug,
              blocksOf.map(({ type, content }) => ({ type, content })),
            ),
          })
        ).status,
      ).toBe(200);
      const after = await services.db.select().from(cmsBlocks).where(eq(cmsBlocks.pageId, id));
      expect(after.find((block) => block.type === "hologram")?.content).toMatchObject({ power: 9000 });
      // Not an export, or not JSON: refused, nothing written.
      expect((await upload("{nope")).status).toBe(400);
      expect((await upload(JSON.stringify({ format: "other", version: 1, document: {} }))).status).toBe(400);
      const malformed = {
        ...file,
        document: doc(`bad-${tag}`, [
          {
            type: "call_to_action",
            content: { label: { en: "Go", ar: "اذهب" }, href: "javascript:alert(1)" },
          },
        ]),
      };
      expect((await upload(JSON.stringify(malformed))).status).toBe(400);
    });

    it("publishes (asking first when Arabic is missing) and unpublishes; a draft answers 404", async () => {
      const slug = `pub-${tag}`;
      const id = await newPage(slug);
      const saved = await save(id, doc(slug, [], ""));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const pageArgs = async () => (await argsFor(services, `/page/${slug}`, { params: { slug } })) as never;
      expect((await answerOf(async () => pageLoader(await pageArgs()))).status).toBe(404);

      const asked = await post(id, { intent: "publish" });
      expect(asked.status).toBe(409);
      expect(asked.body.ok === false && asked.body.error.message).toBe(
        "Some texts have no Arabic value: confirm to publish anyway.",
      );
      expect(await getPublishedPage(services.db, "page", slug, "en")).toBeNull();
      expect((await post(id, { intent: "publish", confirmArabic: "yes" })).status).toBe(200);
      const published = await getPublishedPage(services.db, "page", slug, "ar");
      expect(published?.seoTitle).toBe("عنوان البحث");
      expect((await answerOf(async () => pageLoader(await pageArgs()))).status).toBe(200);

      const listed = await listContent(services.db, contentList.parse(new URLSearchParams(`q=${slug}`)));
      expect(listed.items[0]).toMatchObject({ status: "published", arabicMissing: true, section: "page" });

      expect((await post(id, { intent: "unpublish" })).status).toBe(200);
      expect(await getPublishedPage(services.db, "page", slug, "en")).toBeNull();
      expect((await answerOf(async () => pageLoader(await pageArgs()))).status).toBe(404);
      const actions = (await auditOf(services, id)).map((row) => row.action);
      expect(actions).toContain("cms_page.publish");
      expect(actions).toContain("cms_page.unpublish");
    });

    it("removes an uploaded image's files with the last page that names it (a duplicate shares them)", async () => {
      const image = await storeImage(services.storage, {
        body: await sharp({ create: { width: 320, height: 200, channels: 3, background: "#0f766e" } })
          .jpeg()
          .toBuffer(),
        fileName: "Wadi Rum.jpg",
      });
      const stored = () => {
        const parsed = parseManagedImageUrl(image.url)!;
        return services.storage.exists(
          "uploads",
          `images/${parsed.id}/${variantName(parsed, parsed.width, parsed.fallbackFormat)}`,
        );
      };
      const id = await newPage(`img-${tag}`);
      const withImage = doc(`img-${tag}`, [
        { type: "image", content: { url: image.url, alt: { en: "Dunes", ar: "كثبان" } } },
      ]);
      expect((await save(id, withImage)).status).toBe(200);
      const copy = await postTo<AdminActionData>(
        editorAction,
        await argsFor(services, `/admin/pages/${id}`, {
          session: admin,
          form: { intent: "duplicate" },
          params: { id },
        }),
      );
      const copyId = copy.location!.split("/").pop()!.split("?")[0]!;
      expect((await post(id, { intent: "delete", confirm: "yes" })).status).toBe(200);
      expect(await stored()).toBe(true);
      expect((await post(copyId, { intent: "delete", confirm: "yes" })).status).toBe(200);
      expect(await stored()).toBe(false);
    });

    it("refuses a document whose JSON escapes a control character (a NUL would fail the database)", async () => {
      const id = await newPage(`nul-${tag}`);
      const document = doc(`nul-${tag}`, []);
      const answer = await save(id, { ...document, title: { en: "A\u0000B", ar: "أ" } });
      expect(answer.status).toBe(400);
      const [page] = await services.db.select().from(cmsPages).where(eq(cmsPages.id, id));
      expect(page?.title.en).toBe(`Title nul-${tag}`);
    });

    it("duplicates and deletes, lists posts as their own section", async () => {
      const id = await newPage(`dup-${tag}`);
      const copy = await postTo<AdminActionData>(
        editorAction,
        await argsFor(services, `/admin/pages/${id}`, {
          session: admin,
          form: { intent: "duplicate" },
          params: { id },
        }),
      );
      expect(copy.location).toMatch(/\/admin\/pages\/[0-9a-f-]{36}\?duplicated=1$/);
      const copyId = copy.location!.split("/").pop()!.split("?")[0]!;
      const [copied] = await services.db.select().from(cmsPages).where(eq(cmsPages.id, copyId));
      expect(copied).toMatchObject({ slug: `dup-${tag}-copy`, status: "draft" });
      expect((await post(copyId, { intent: "delete", confirm: "yes" })).status).toBe(200);
      expect(await services.db.select().from(cmsPages).where(eq(cmsPages.id, copyId))).toHaveLength(0);
      expect((await auditOf(services, copyId)).map((row) => row.action)).toEqual([
        "cms_page.duplicate",
        "cms_page.delete",
      ]);

      const postAnswer = await create({ section: "post", slug: `post-${tag}`, titleEn: "A post" });
      const postId = postAnswer.location!.split("/").pop()!;
      const posts = await listContent(
        services.db,
        contentList.parse(new URLSearchParams(`section=post&q=${tag}`)),
      );
      expect(posts.items.map((row) => row.id)).toEqual([postId]);
      const body = { en: "<p>Body<script>x()</script></p>", ar: "<p>نص</p>" };
      const saved = await post(postId, {
        intent: "save",
        document: JSON.stringify({
          kind: "post",
          slug: `post-${tag}`,
          title: { en: "A post", ar: "مقال" },
          excerpt: { en: "E", ar: "م" },
          body,
          coverImageUrl: null,
          author: "Staff",
        }),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const subject = await loadEditorSubject(services.db, postId);
      expect(subject?.kind === "post" && subject.document.body.en).toBe("<p>Body</p>");
    });
  });
}
