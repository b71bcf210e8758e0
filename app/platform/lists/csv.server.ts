// CSV exports are streamed a page at a time, so that an export of any size holds one page in memory.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** `read(last)` gives at most `size` rows after `last` (undefined: the first page). */
export async function* inPages<T>(
  read: (last: T | undefined, size: number) => Promise<T[]>,
  size = 500,
): AsyncGenerator<T> {
  let last: T | undefined;
  for (;;) {
    const page = await read(last, size);
    yield* page;
    if (page.length < size) return;
    last = page.at(-1);
  }
}

export function contentDisposition(fileName: string): string {
  const clean = fileName.replace(/[\p{Cc}/\\"]/gu, "_");
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_");
  // RFC 5987 leaves ' ( ) * out of the characters a value may carry as they are.
  const utf8 = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** A byte order mark so that Excel reads Arabic; a leading ' on text cells starting with = + - @ so that spreadsheets
 * never run them as formulas. A failure midway cuts the download off rather than ending it as if complete. */
export function csvResponse<Row>(options: {
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  rows: AsyncIterable<Row> | Iterable<Row>;
  onError?: (error: unknown) => void;
}): Response {
  const { columns } = options;
  const records = Readable.from(
    (async function* () {
      for await (const row of options.rows) yield columns.map((column) => column.value(row) ?? null);
    })(),
  );
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: "windows",
    escape_formulas: true,
    cast: {
      boolean: (value) => (value ? "true" : "false"),
      date: (value) => value.toISOString(),
    },
  });
  pipeline(records, csv).catch((error) => options.onError?.(error));
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(options.fileName),
      "Cache-Control": "no-store",
    },
  });
}
