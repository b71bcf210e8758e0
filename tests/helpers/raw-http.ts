/**
 * One HTTP/1.1 request over a plain TCP socket (node:net), so that a test sees what a client library hides: the
 * exact status line and Connection header, and how the server ends the connection (a clean end or a reset).
 * The body is written whole, as a client that does not read while it sends; the answer is read meanwhile.
 */
import net from "node:net";

export interface RawExchangeOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Body bytes, sent with a Content-Length. */
  bodyBytes?: number;
  prefix?: string;
  timeoutMs?: number;
}

export interface RawExchange {
  /** null when no answer came. */
  status: number | null;
  statusText: string;
  /** Lower-case names; a repeated header keeps every value. */
  headers: Record<string, string[]>;
  body: string;
  bytesWritten: number;
  /** The server ended the connection (FIN) after its answer. */
  endedByServer: boolean;
  /** A socket error (ECONNRESET, EPIPE) or a timeout. */
  error?: string;
}

function parseAnswer(raw: Buffer): Pick<RawExchange, "status" | "statusText" | "headers" | "body"> {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  if (end === -1) return { status: null, statusText: "", headers: {}, body: "" };
  const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
  const match = /^HTTP\/1\.[01] (\d{3}) ?(.*)$/.exec(statusLine);
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] = [...(headers[name] ?? []), line.slice(colon + 1).trim()];
  }
  return {
    status: match ? Number(match[1]) : null,
    statusText: match?.[2] ?? "",
    headers,
    body: raw.subarray(Buffer.byteLength(text.slice(0, end + 4), "latin1")).toString("utf8"),
  };
}

export function rawExchange(baseUrl: string, options: RawExchangeOptions): Promise<RawExchange> {
  const { method = "GET", path, headers = {}, bodyBytes = 0, prefix = "", timeoutMs = 15_000 } = options;
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    // Half-open: the body is written on after the server's end, as a client busy sending would.
    const socket = net.connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
    const received: Buffer[] = [];
    let bytesWritten = 0;
    let endedByServer = false;
    let error: string | undefined;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseAnswer(Buffer.concat(received)), bytesWritten, endedByServer, error });
    };
    const timer = setTimeout(() => {
      error ??= `no end of the connection within ${timeoutMs} ms`;
      settle();
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    let sent = false;
    socket.on("end", () => {
      endedByServer = true;
      if (sent) socket.end();
    });
    socket.on("error", (e: NodeJS.ErrnoException) => {
      error ??= e.code ?? e.message;
    });
    socket.on("close", settle);
    socket.once("connect", () => {
      const head = [
        `${method} ${path} HTTP/1.1`,
        `Host: ${url.host}`,
        ...(Object.keys(headers).some((name) => name.toLowerCase() === "connection")
          ? []
          : ["Connection: keep-alive"]),
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        ...(bodyBytes > 0 || method === "POST" ? [`Content-Length: ${bodyBytes}`] : []),
        "",
        "",
      ].join("\r\n");
      socket.write(head);
      const chunk = Buffer.alloc(64 * 1024, "a");
      let remaining = bodyBytes;
      if (prefix && remaining > 0) {
        const first = Buffer.from(prefix).subarray(0, remaining);
        socket.write(first);
        remaining -= first.length;
        bytesWritten += first.length;
      }
      const pump = () => {
        while (remaining > 0 && !socket.destroyed) {
          const piece = remaining >= chunk.length ? chunk : chunk.subarray(0, remaining);
          remaining -= piece.length;
          bytesWritten += piece.length;
          if (!socket.write(piece)) return void socket.once("drain", pump);
        }
        sent = true;
        if (endedByServer) socket.end();
      };
      pump();
    });
  });
}
