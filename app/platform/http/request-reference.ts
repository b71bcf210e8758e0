import { useEffect, useState } from "react";

/** The Server-Timing entry that carries a request's id (X-Request-Id) to the browser, where resource timing reads it. */
export const REQUEST_ID_TIMING = "request";

/**
 * The id of the request whose answer the page shows: the document's, or the latest data request's (a client
 * navigation), read once the page runs in the browser. Null before that and where the browser hides it.
 */
export function useRequestReference(): string | null {
  const [reference, setReference] = useState<string | null>(null);
  useEffect(() => {
    const entries = [
      ...performance.getEntriesByType("navigation"),
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".data")),
    ] as PerformanceResourceTiming[];
    let latest: { at: number; id: string } | null = null;
    for (const entry of entries) {
      const id = entry.serverTiming?.find((timing) => timing.name === REQUEST_ID_TIMING)?.description;
      if (id && (!latest || entry.responseEnd >= latest.at)) latest = { at: entry.responseEnd, id };
    }
    setReference(latest?.id ?? null);
  }, []);
  return reference;
}
