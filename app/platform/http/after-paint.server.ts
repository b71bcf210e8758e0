import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { AFTER_PAINT } from "./after-paint.tsx";

// React writes these exact forms: the framework's module preloads, the translations' fetch preloads (root.tsx)
// and the framework's module script. Text and attribute values are escaped, so nothing else can match.
const REWRITES: [RegExp, string][] = [
  [/<link rel="modulepreload"/g, `<link rel="${AFTER_PAINT}modulepreload"`],
  [/<link rel="preload" as="fetch"/g, `<link rel="${AFTER_PAINT}preload" as="fetch"`],
  [/<script((?: nonce="[^"]*")?) type="module"/g, `<script$1 type="${AFTER_PAINT}module"`],
];

/** The page's HTML with its script preloads and module script inert until `StartAfterPaint` runs. */
export function deferScripts(html: string): string {
  return REWRITES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html);
}

/** `deferScripts` over a streamed page: a tag cut between two chunks is held back until it is whole. */
export function deferScriptsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk);
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      held = text.slice(cut);
      done(null, deferScripts(text.slice(0, cut)));
    },
    flush(done) {
      done(null, deferScripts(held + decoder.end()));
    },
  });
}
