// npm run bench:upload — one 10 MB document uploaded to an application draft (the drop zone's upload route):
// the time it takes and the server's memory growth while it streams to storage (it must stay well under the
// file's size: the file is never held whole). Starts the production server on a throwaway data directory and
// a free port, signs a customer up (the confirmation link from the mail outbox), then posts the file
// BENCH_UPLOAD_RUNS times (default 5; each one removed again before the next, as the applicant's remove
// control does) after one small warm-up upload, sampling the server's RSS from /proc/<pid>/status every
// 10 ms. A benchmark, not a test.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BenchServer, freePort, memoryMb, signIn, startServer, trackPeakRss } from "./bench-kit.ts";
import { buildIfNeeded } from "./start.ts";

const MB = 1024 * 1024;
const runs = Number(process.env.BENCH_UPLOAD_RUNS ?? 5);
const UPLOAD_PATH = "/applications/upload?kind=visa&document=additional";

/** A real (if plain) PDF of about `bytes`: a header, one page and a long comment stream. */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n");
  const tail = Buffer.from(
    "2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  );
  const filler = Buffer.alloc(Math.max(0, bytes - head.length - tail.length), "%".charCodeAt(0));
  for (let i = 80; i < filler.length; i += 81) filler[i] = 10;
  return Buffer.concat([head, filler, tail]);
}

async function signUp(base: string, dataDir: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const headers = { origin: base, "content-type": "application/json" };
  const password = "Bench!Upload-2026";
  const up = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, firstName: "Bench", lastName: "Upload", name: "Bench Upload" }),
  });
  if (!up.ok) throw new Error(`sign-up: ${up.status} ${await up.text()}`);
  const mailDir = path.join(dataDir, "mail");
  const mail = readdirSync(mailDir)
    .map((name) =>
      readFileSync(path.join(mailDir, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .find((text) => text.includes(email));
  const link = mail && /(https?:\/\/[^\s"<>]*verify-email[^\s"<>]*)/.exec(mail)?.[1];
  if (!link) throw new Error("no confirmation mail");
  await fetch(link, { redirect: "manual" });
  return signIn(base, { email, password });
}

buildIfNeeded();
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-upload-"));

let server: BenchServer | undefined;
try {
  server = await startServer({ dataDir }, { port, stderr: "inherit" });
  const { base, pid } = server;
  const cookie = await signUp(base, dataDir);
  const file = pdfOf(10 * MB - 64 * 1024);
  // Warm-up: a small file first, so the figures are not the first use of the parser, file-type and storage code.
  const warm = new FormData();
  warm.append(
    "additional",
    new Blob([new Uint8Array(pdfOf(100 * 1024))], { type: "application/pdf" }),
    "warm-up.pdf",
  );
  const warmed = await fetch(`${base}${UPLOAD_PATH}`, {
    method: "POST",
    headers: { origin: base, cookie },
    body: warm,
  });
  if (!warmed.ok) throw new Error(`warm-up upload: ${warmed.status} ${await warmed.text()}`);
  const times: number[] = [];
  const growths: number[] = [];
  for (let run = 0; run < runs; run++) {
    const body = new FormData();
    body.append(
      "additional",
      new Blob([new Uint8Array(file)], { type: "application/pdf" }),
      `bank-statement-${run}.pdf`,
    );
    const before = memoryMb(pid).rss;
    const stopSampling = trackPeakRss(pid, 10, before);
    const started = performance.now();
    const response = await fetch(`${base}${UPLOAD_PATH}`, {
      method: "POST",
      headers: { origin: base, cookie, accept: "application/json" },
      body,
    });
    const answer = await response.text();
    const ms = performance.now() - started;
    const peak = Math.max(stopSampling(), memoryMb(pid).rss);
    if (!response.ok) throw new Error(`upload ${run + 1}: ${response.status} ${answer}`);
    // The slot takes five files: each one is removed again, as the applicant's remove control does.
    const documentId = (JSON.parse(answer) as { files: { id: string }[] }).files[0]!.id;
    await fetch(`${base}${UPLOAD_PATH}`, {
      method: "POST",
      headers: { origin: base, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "remove-document", documentId }),
    });
    times.push(ms);
    growths.push(peak - before);
    console.log(
      `upload ${run + 1}: ${(file.length / MB).toFixed(2)} MB in ${Math.round(ms)} ms; server RSS ${before.toFixed(1)} → peak ${peak.toFixed(1)} MB (+${(peak - before).toFixed(1)} MB)`,
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${runs} uploads of ${(file.length / MB).toFixed(2)} MB: median ${Math.round(sorted[Math.floor(runs / 2)]!)} ms, ` +
      `largest RSS growth during an upload ${Math.max(...growths).toFixed(1)} MB (the file: ${(file.length / MB).toFixed(1)} MB)`,
  );
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
