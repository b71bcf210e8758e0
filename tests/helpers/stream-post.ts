/**
 * A POST whose body is written piece by piece with Node's http module (fetch and Playwright buffer the
 * whole body first), so that a test can tell whether the server answered while the client was still
 * writing, and how much it had accepted by then. Used by the body-limit tests and scripts/bench-abuse.ts.
 */
import http from "node:http";

export interface StreamPostOptions {
  headers?: Record<string, string>;
  /** Body bytes to send in all. */
  total: number;
  /** Send a Content-Length (else the body goes chunked, with no length). */
  contentLength?: boolean;
  /** The first bytes of the body (e.g. "email="); the rest is `fill` repeated. */
  prefix?: string;
  fill?: string;
  chunkSize?: number;
  /** Stop writing when this many bytes were accepted without an answer (the server is reading it all). */
  giveUpAfter?: number;
  /** The longest wait for an answer, in ms. */
  timeoutMs?: number;
}

export interface StreamPostResult {
  /** null when no answer came. */
  status: number | null;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Body bytes written when the answer's headers arrived (or in all, when none came). */
  bytesWhenAnswered: number;
  bytesWritten: number;
  /** The answer came before the last byte was written. */
  answeredWhileWriting: boolean;
  /** The client stopped at `giveUpAfter` without an answer. */
  gaveUp: boolean;
  /** A socket error (reset, broken pipe) and whether it came before the answer. */
  error?: string;
  errorBeforeAnswer?: boolean;
  ms: number;
}

export function streamPost(url: string, options: StreamPostOptions): Promise<StreamPostResult> {
  const {
    headers = {},
    total,
    contentLength = false,
    prefix = "",
    fill = "a",
    chunkSize = 64 * 1024,
    giveUpAfter = Number.POSITIVE_INFINITY,
    timeoutMs = 20_000,
  } = options;
  const started = performance.now();
  return new Promise((resolve) => {
    const sendHeaders: Record<string, string> = { ...headers };
    if (contentLength) sendHeaders["content-length"] = String(total);
    else sendHeaders["transfer-encoding"] = "chunked";
    const request = http.request(url, { method: "POST", headers: sendHeaders });
    const result: StreamPostResult = {
      status: null,
      headers: {},
      body: "",
      bytesWhenAnswered: 0,
      bytesWritten: 0,
      answeredWhileWriting: false,
      gaveUp: false,
      ms: 0,
    };
    let answered = false;
    let finishedWriting = false;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      result.ms = performance.now() - started;
      if (!answered) result.bytesWhenAnswered = result.bytesWritten;
      request.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => {
      result.error ??= `no answer within ${timeoutMs} ms`;
      result.errorBeforeAnswer ??= !answered;
      settle();
    }, timeoutMs);

    request.on("response", (response) => {
      answered = true;
      result.status = response.statusCode ?? null;
      result.headers = response.headers;
      result.bytesWhenAnswered = result.bytesWritten;
      result.answeredWhileWriting = !finishedWriting;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        result.body = Buffer.concat(chunks).toString("utf8");
        settle();
      });
      response.on("error", () => settle());
    });
    request.on("error", (error) => {
      result.error ??= (error as NodeJS.ErrnoException).code ?? error.message;
      result.errorBeforeAnswer ??= !answered;
      // An error after the answer's headers (the server closed the socket while we wrote) is expected;
      // the answer's body may still be complete.
      if (!answered) settle();
    });

    const filler = Buffer.alloc(chunkSize, fill);
    const write = async () => {
      if (prefix) {
        request.write(prefix);
        result.bytesWritten += Buffer.byteLength(prefix);
      }
      while (result.bytesWritten < total && !answered && !settled) {
        if (result.bytesWritten >= giveUpAfter) {
          result.gaveUp = true;
          settle();
          return;
        }
        // Let the event loop read first: an answer that has arrived is parsed before the next write, which
        // could fail (EPIPE) once the server has closed and take the unread answer down with the socket.
        await new Promise((r) => setTimeout(r, 0));
        if (answered || settled) break;
        const size = Math.min(chunkSize, total - result.bytesWritten);
        const ok = request.write(size === chunkSize ? filler : filler.subarray(0, size));
        result.bytesWritten += size;
        if (!ok)
          await new Promise<void>((r) => {
            const done = () => {
              request.off("drain", done);
              request.off("response", done);
              request.off("close", done);
              r();
            };
            request.once("drain", done);
            request.once("response", done);
            request.once("close", done);
          });
      }
      if (!answered && !settled && !request.destroyed) {
        finishedWriting = true;
        request.end();
      }
    };
    void write();
  });
}
