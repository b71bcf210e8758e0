import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import type * as z from "zod";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { formatIssues } from "./submission.ts";

type Shape<S extends z.ZodType> =
  z.input<S> extends Record<string, unknown> ? z.input<S> : Record<string, unknown>;

export interface SchemaFormOptions<S extends z.ZodType> {
  id?: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string>;
  messageParams?: Record<string, unknown>;
  /** Called once the form is valid; prevent the default to send it yourself. */
  onSubmit?: (event: FormEvent<HTMLFormElement>, value: z.output<S>) => void;
}

/** Pass the schema the action parses with, so browser and server judge alike. */
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
