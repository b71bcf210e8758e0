import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import type * as z from "zod";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { formatIssues } from "./submission.ts";

export interface SchemaFormOptions<S extends z.ZodType> {
  /** A stable id (the form's fields get ids from it). */
  id?: string;
  /** The action's reply (actionData or a fetcher's data): server errors and the values sent. */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<Record<keyof z.input<S> & string, string>>;
  /** Interpolation values of the schema's messages ({{max}}). */
  messageParams?: Record<string, unknown>;
  /** Called once the form is valid; prevent the default to send it yourself (`value` is the parsed input). */
  onSubmit?: (event: FormEvent<HTMLFormElement>, value: z.output<S>) => void;
}

/**
 * Conform's form with the schema the action parses with: checked in the browser on submit, then again on
 * each input once refused; messages translated like the server's; the first invalid field focused.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S, options: SchemaFormOptions<S> = {}) {
  const { t } = useTranslation();
  const { onSubmit, messageParams, ...rest } = options;
  return useForm<Record<string, unknown>, z.output<S>>({
    ...rest,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema, formatError: formatIssues(t, messageParams) }) as never,
    onSubmit: onSubmit
      ? (event, { submission }) => {
          if (submission?.status === "success") onSubmit(event, submission.value);
        }
      : undefined,
  });
}
