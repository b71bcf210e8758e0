// The page's scripts and web fonts start loading once it has painted: on a slow link the HTML and the stylesheet
// have the line to themselves, and the page shows before the framework and the fonts arrive (docs/decisions/029,
// "Scripts after the first paint", "Fourth session"). The server renders the scripts inert (after-paint.server.ts);
// this script wakes them up.

import { useEffect } from "react";

/** Marks an inert preload's `rel` or an inert module script's `type`. */
export const AFTER_PAINT = "after-paint:";

/** Set once this browser has been asked for the web fonts: they are in its cache, and later pages set them at once. */
const FONTS_SEEN_KEY = "fonts-seen";

// On the first contentful paint as the browser reports it (a hidden tab paints nothing: at once; a browser that
// reports no paint: half a second after its first frame). Each inert element is replaced by a live copy, so the
// framework finds its own elements when it hydrates. The web fonts are switched on then too (`data-fonts`, app.css),
// or at once when this browser has fetched them before.
const START = `(()=>{const p=${JSON.stringify(AFTER_PAINT)},k=${JSON.stringify(FONTS_SEEN_KEY)};let done=false;const fonts=()=>{document.documentElement.dataset.fonts="";try{localStorage.setItem(k,"1")}catch{}};try{if(localStorage.getItem(k))fonts()}catch{}const go=()=>{if(done)return;done=true;fonts();for(const e of document.querySelectorAll('link[rel^="'+p+'"],script[type^="'+p+'"]')){let n;if(e.tagName==="SCRIPT"){n=document.createElement("script");n.type="module";n.nonce=e.nonce;n.text=e.text}else{n=e.cloneNode();n.rel=e.rel.slice(p.length)}e.replaceWith(n)}};if(document.visibilityState==="hidden")return go();try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}}).observe({type:"paint",buffered:true})}catch{}requestAnimationFrame(()=>setTimeout(go,500))})()`;

export function StartAfterPaint({ nonce }: { nonce: string | undefined }) {
  // Hydrated: end-to-end tests wait for this before they touch the page (tests/e2e/test.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The browser has run it by the time React hydrates: the client's bundle does without its text.
  const __html = import.meta.env.SSR ? START : "";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html }} />;
}
