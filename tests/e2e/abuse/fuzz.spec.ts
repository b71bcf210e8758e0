/**
 * The standing fuzzer (issue 10): over a thousand malformed requests, generated from the route table
 * (app/routes.ts) and a seed, to every page, form action, API, single-fetch URL and Better Auth endpoint.
 * It fails on any 5xx, any 4xx without a human message in the request's language (tests/helpers/
 * human-message.ts), any redirect leaving the site, and any request left without an answer; it collects
 * them all and prints them grouped by route and status, each with the exact request.
 *
 *   FUZZ_SEED=<n>        another seed (default 20260901); the seed is printed with the totals
 *   FUZZ_CASES=12,345    send only these cases (ids from the report) again
 *   FUZZ_CONCURRENCY=<n> requests in flight (default 4)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { groupedReport, type Judged, judge, pool, send } from "../../helpers/abuse-http.ts";
import { cookieHeader, customer } from "../../helpers/abuse-identities.ts";
import { buildCases } from "../../helpers/fuzz-cases.ts";
import { prng, seedFromEnv } from "../../helpers/prng.ts";
import { discoverSamples } from "../../helpers/route-samples.ts";
import { routeTable } from "../../helpers/route-table.ts";
import { expect, test } from "../test.ts";

const SEED = seedFromEnv(20260901);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const ONLY = process.env.FUZZ_CASES ? new Set(process.env.FUZZ_CASES.split(",").map(Number)) : null;

test("fuzz: malformed input to every route gets no 5xx and a translated 4xx", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const origin = new URL(base).origin;
  const routes = routeTable();

  // Real parameter values, from the links of the pages that need none.
  const samples = await discoverSamples(request, routes);

  const fuzzCustomer = await customer(base, "fuzz customer", { firstName: "Fuzz", lastName: "Customer" });
  const sessionCookie = await cookieHeader(fuzzCustomer);
  await fuzzCustomer.request.dispose();

  const all = buildCases({ routes, samples, rng: prng(SEED), origin, sessionCookie });
  const cases = ONLY ? all.filter((c) => ONLY.has(c.id)) : all;
  expect(ONLY || cases.length >= 1000, `at least 1,000 inputs (got ${cases.length})`).toBeTruthy();

  const started = performance.now();
  const outcomes = await pool(cases, CONCURRENCY, (c) => send(request, c));
  const seconds = (performance.now() - started) / 1000;

  const failures: Judged[] = [];
  cases.forEach((c, i) => {
    const outcome = outcomes[i]!;
    const failure = judge(outcome, c.lang, base, c.path.split("?")[0]);
    if (failure) failures.push({ c, outcome, failure });
  });

  const count = (kind: string) => failures.filter((f) => f.failure.kind === kind).length;
  const byLang = (lang: string) => cases.filter((c) => c.lang === lang).length;
  const statuses = new Map<string, number>();
  for (const o of outcomes) {
    const key = o.status === null ? "none" : `${Math.floor(o.status / 100)}xx`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const totals = [
    `FUZZ TOTALS (seed ${SEED}): ${cases.length} inputs tried (${byLang("en")} English, ${byLang("ar")} Arabic; ` +
      `${cases.filter((c) => c.signedIn).length} signed in) against ${routes.length} routes of app/routes.ts, ` +
      `their .data URLs and 6 Better Auth endpoints, in ${seconds.toFixed(1)} s`,
    `  answers: ${[...statuses].map(([k, v]) => `${k} ${v}`).join(", ")}`,
    `  5xx: ${count("5xx")}; untranslated 4xx: ${count("untranslated 4xx")}; unsafe redirects: ${count("unsafe redirect")}; no answer: ${count("no answer")}`,
  ].join("\n");
  const report = groupedReport(failures);
  console.log(`${totals}\n${report}`);
  console.log(
    failures.length > 0
      ? `\nSend cases again: FUZZ_SEED=${SEED} FUZZ_CASES=<ids> npx playwright test tests/e2e/abuse/fuzz.spec.ts`
      : "",
  );

  const reports = path.resolve(import.meta.dirname, "../../../reports");
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    path.join(reports, "abuse-fuzz.json"),
    JSON.stringify(
      {
        seed: SEED,
        inputs: cases.length,
        seconds,
        failures: failures.map(({ c, outcome, failure }) => ({
          id: c.id,
          target: c.target,
          method: c.method,
          path: c.path,
          lang: c.lang,
          signedIn: c.signedIn,
          input: c.input,
          headers: c.headers,
          bodyPreview:
            typeof c.body === "string" ? c.body.slice(0, 500) : c.body?.toString("latin1").slice(0, 500),
          status: outcome.status,
          contentType: outcome.contentType,
          location: outcome.location,
          answerPreview: outcome.body.slice(0, 500),
          ...failure,
        })),
      },
      null,
      2,
    ),
  );

  expect(failures.length, `${totals}\n${report}`).toBe(0);
});
