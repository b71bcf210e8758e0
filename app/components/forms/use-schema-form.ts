import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import type * as z from "zod";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { formatIssues } from "./submission.ts";

/** The form's fields by name, as Conform reads them from the schema's input. */
type Shape<S extends z.ZodType> =
  z.input<S> extends Record<string, unknown> ? z.input<S> : Record<string, unknown>;

export interface SchemaFormOptions<S extends z.ZodType> {
  /** A stable id (the form's fields get ids from it). */
  id?: string;
  /** The action's reply (actionData or a fetcher's data): server errors and the values sent. */
  lastResult?: SubmissionResult<string[]> | null;
  /** Values to start with (typed before the page was hydrated). */
  defaultValue?: Record<string, string>;
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
  const { onSubmit, messageParams, defaultValue, ...rest } = options;
  return useForm<Shape<S>, z.output<S>>({
    ...rest,
    defaultValue: defaultValue as DefaultValue<Shape<S>>,
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
