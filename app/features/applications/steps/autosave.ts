// "Your draft is saved as you go": what is typed reaches the server draft about 800 ms after typing stops and
// when a field is left, so a reload, a sign-in or another tab shows it. Files are stored as they are dropped.
import { type FocusEvent, useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ApplicationActionData } from "../application-action.server.ts";

const DELAY_MS = 800;

export type AutosaveState = "idle" | "saving" | "saved" | "failed";

export function useAutosave(formId: string, fields: readonly string[], saved: Record<string, string>) {
  const fetcher = useFetcher<ApplicationActionData>({ key: `autosave-${formId}` });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What the server holds: only a change is sent.
  const last = useRef(JSON.stringify(fields.map((field) => saved[field] ?? "")));

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  /** The typed values when they differ from what the server holds, else null. */
  const changed = useCallback((): URLSearchParams | null => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return null;
    const typed = new FormData(form);
    const values = fields.map((field) => {
      const value = typed.get(field);
      return typeof value === "string" ? value : "";
    });
    const snapshot = JSON.stringify(values);
    if (snapshot === last.current) return null;
    last.current = snapshot;
    const body = new URLSearchParams({ intent: "autosave" });
    fields.forEach((field, index) => {
      body.set(field, values[index]!);
    });
    return body;
  }, [fields, formId]);
  const save = useCallback(() => {
    cancel();
    const body = changed();
    if (body) fetcher.submit(body, { method: "post", encType: "application/x-www-form-urlencoded" });
  }, [cancel, changed, fetcher]);

  // Leaving the page (a reload, a closed tab) within the delay still sends the last keystrokes.
  useEffect(() => {
    const flush = () => {
      cancel();
      const body = changed();
      if (body) void fetch(window.location.href, { method: "POST", body, keepalive: true }).catch(() => {});
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      cancel();
    };
  }, [cancel, changed]);

  const state: AutosaveState =
    fetcher.state !== "idle"
      ? "saving"
      : fetcher.data === undefined
        ? "idle"
        : fetcher.data.ok
          ? "saved"
          : "failed";
  return {
    state,
    cancel,
    onInput: () => {
      cancel();
      timer.current = setTimeout(save, DELAY_MS);
    },
    // Leaving a field for one of the form's own buttons: the submission about to start carries the fields, and a
    // save racing it could hold the step back.
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof HTMLButtonElement && next.type === "submit") cancel();
      else save();
    },
  };
}
