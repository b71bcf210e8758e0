import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../tests/helpers/csv.ts";
import { type CsvColumn, contentDisposition, csvResponse, inPages } from "./csv.server.ts";

interface Person {
  name: string;
  note: string | null;
  amount: number;
  active: boolean;
  joined: Date;
}

const columns: CsvColumn<Person>[] = [
  { header: "Name", value: (p) => p.name },
  { header: "Note", value: (p) => p.note },
  { header: "Amount", value: (p) => p.amount },
  { header: "Active", value: (p) => p.active },
  { header: "Joined", value: (p) => p.joined },
];

const person = (name: string, note: string | null = null, amount = 0): Person => ({
  name,
  note,
  amount,
  active: true,
  joined: new Date("2025-01-02T03:04:05.000Z"),
});

async function download(rows: Iterable<Person> | AsyncIterable<Person>) {
  const response = csvResponse({ fileName: "people.csv", columns, rows });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

describe("CSV export", () => {
  it("answers text/csv in UTF-8 as an attachment that is not cached", async () => {
    const { response } = await download([]);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="people.csv"; filename*=UTF-8''people.csv`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("starts with a UTF-8 byte order mark and the header line, CRLF-separated", async () => {
    const { bytes, text } = await download([person("Ana", null, 12)]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1)).toBe("Name,Note,Amount,Active,Joined\r\nAna,,12,true,2025-01-02T03:04:05.000Z\r\n");
  });

  it("quotes commas, quotes and line breaks, and reads back the same", async () => {
    const notes = ["Room 4, floor 2", 'She said "hi"', "line one\nline two", "cr\r\nlf", "plain"];
    const { text } = await download(notes.map((note) => person("X", note)));
    expect(text).toContain('"Room 4, floor 2"');
    expect(text).toContain('"She said ""hi"""');
    expect(
      parseCsv(text.slice(1))
        .slice(1)
        .map((record) => record[1]),
    ).toEqual(notes);
  });

  it("keeps Arabic text intact", async () => {
    const name = "محمد بن عبد الله، «مسافر»";
    const { text, bytes } = await download([person(name, "رحلة إلى دبي\nيومان")]);
    const [, record] = parseCsv(text.slice(1));
    expect(record?.slice(0, 2)).toEqual([name, "رحلة إلى دبي\nيومان"]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(text.slice(1));
  });

  it("neutralises spreadsheet formulas in text but leaves numbers alone", async () => {
    const dangerous = ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=x", "\r=x", "＝HYPERLINK()"];
    const { text } = await download(dangerous.map((name, i) => person(name, null, -i)));
    const records = parseCsv(text.slice(1)).slice(1);
    expect(records.map((record) => record[0])).toEqual(dangerous.map((name) => `'${name}`));
    expect(records.map((record) => record[2])).toEqual(dangerous.map((_, i) => String(-i)));
    for (const record of records) expect(record[0]?.startsWith("'")).toBe(true);
  });

  it("streams: rows are read as the body is read, not all at once", async () => {
    const total = 100_000;
    let produced = 0;
    async function* rows() {
      for (let i = 0; i < total; i++) {
        produced++;
        yield person(`Traveller ${i}`, "note, with a comma", i);
      }
    }
    const response = csvResponse({ fileName: "big.csv", columns, rows: rows() });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan(total);

    let lines = new TextDecoder().decode(first.value).split("\r\n").length - 1;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      lines += new TextDecoder().decode(chunk.value).split("\r\n").length - 1;
    }
    expect(produced).toBe(total);
    expect(lines).toBe(total + 1);
  });

  it("cuts the download off when reading the rows fails midway", async () => {
    let reported: unknown;
    async function* rows() {
      yield person("Ana");
      throw new Error("database went away");
    }
    const response = csvResponse({
      fileName: "broken.csv",
      columns,
      rows: rows(),
      onError: (error) => {
        reported = error;
      },
    });
    await expect(response.text()).rejects.toThrow();
    expect((reported as Error).message).toBe("database went away");
  });

  it("stops reading rows when the browser goes away", async () => {
    let produced = 0;
    let closed = false;
    async function* rows() {
      try {
        for (let i = 0; i < 1_000_000; i++) {
          produced++;
          yield person(`T${i}`);
        }
      } finally {
        closed = true;
      }
    }
    const response = csvResponse({ fileName: "x.csv", columns, rows: rows() });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
    expect(produced).toBeLessThan(1_000_000);
  });

  it("reads rows a page at a time after the last row of the previous page", async () => {
    const all = Array.from({ length: 1203 }, (_, i) => i);
    const calls: (number | undefined)[] = [];
    const rows: number[] = [];
    for await (const row of inPages<number>(async (last, size) => {
      calls.push(last);
      return all.filter((n) => last === undefined || n > last).slice(0, size);
    })) {
      rows.push(row);
    }
    expect(rows).toEqual(all);
    expect(calls).toEqual([undefined, 499, 999]);
  });

  it("names the file safely in the header", () => {
    expect(contentDisposition('report "final"\r\n.csv')).toBe(
      `attachment; filename="report _final___.csv"; filename*=UTF-8''report%20_final___.csv`,
    );
    expect(contentDisposition("حجوزات-2025.csv")).toBe(
      `attachment; filename="______-2025.csv"; filename*=UTF-8''${encodeURIComponent("حجوزات-2025.csv")}`,
    );
    expect(contentDisposition("o'brien (1)*.csv")).toBe(
      `attachment; filename="o'brien (1)*.csv"; filename*=UTF-8''o%27brien%20%281%29%2A.csv`,
    );
    expect(contentDisposition("../../etc/passwd")).not.toContain("/");
  });
});
