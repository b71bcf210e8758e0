import { useEffect, useRef, useState } from "react";
import type { FormReply } from "./submission.ts";

// Server-checked only, without Conform's runtime or zod in the browser: for forms on every page, where those
// would break the first load's budget (docs/decisions/019). Every other form uses useSchemaForm.
export function useReplyForm(id: string, reply: FormReply | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  const [serial, setSerial] = useState(0);
  const error = reply?.error ?? {};

  useEffect(() => {
    if (reply?.initialValue === null) setSerial((n) => n + 1);
    if (reply?.status !== "error") return;
    for (const element of ref.current?.elements ?? []) {
      const name = element.getAttribute("name");
      if (name && reply.error?.[name]?.length && element instanceof HTMLElement) {
        element.focus();
        break;
      }
    }
  }, [reply]);

  const form = {
    props: { id, ref, noValidate: true },
    errorId: `${id}-error`,
    errors: error[""] ?? undefined,
  };
  const field = (name: string) => {
    const errors = error[name] ?? undefined;
    const errorId = `${id}-${name}-error`;
    const value = reply?.initialValue?.[name];
    return {
      errors,
      errorId,
      /** For the <input>; `key` empties it after a reset. */
      inputProps: {
        key: String(serial),
        id: `${id}-${name}`,
        name,
        defaultValue: typeof value === "string" ? value : undefined,
        "aria-invalid": errors ? true : undefined,
        "aria-describedby": errors ? errorId : undefined,
      },
    };
  };
  return [form, field] as const;
}
