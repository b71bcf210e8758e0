// Size and type are checked here only for speed; the server decides. Without JavaScript it is the plain file
// input of its multipart form (docs/decisions/018).

import { type HTMLAttributes, useEffect, useId, useState } from "react";
import { useDropzone } from "react-dropzone";
import { acceptAttribute, type DocumentRule } from "../../platform/domain/validation.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { buttonClasses } from "../ui/button-classes.ts";
import { cx } from "../ui/cx.ts";
import { CloudUpload } from "../ui/icons.tsx";
import { inputClasses } from "../ui/input-classes.ts";
import { FileRow, StoredRow } from "./drop-zone-rows.tsx";
import { ErrorList } from "./field.tsx";
import type { UploadedRef } from "./upload-file.ts";
import { type StoredFile, useUploadQueue } from "./use-upload-queue.ts";

export interface DropZoneProps {
  name: string;
  label: string;
  rule: DocumentRule;
  description?: string;
  id?: string;
  multiple?: boolean;
  maxFiles?: number;
  errors?: string[] | null;
  uploadUrl?: string;
  required?: boolean;
  className?: string;
  initialFiles?: readonly StoredFile[];
  /** Resolves with null when the file is gone, else with the message to show. */
  onRemoveStored?: (id: string) => Promise<string | null>;
  /** Without JavaScript a remove button submits this other form, so Enter in the zone's form never removes. */
  removeForm?: string;
  removeName?: string;
  onUploaded?: (stored: UploadedRef) => void;
  /** with `uploadUrl`: hidden inputs carry each stored key with the form (default true) */
  keyInputs?: boolean;
}

const MB = 1_048_576;

function typesOf(rule: DocumentRule): string {
  const names = rule.extensions.map((extension) => (extension === "jpeg" ? "jpg" : extension).toUpperCase());
  return [...new Set(names)].join(", ");
}

export function DropZone({
  name,
  label,
  rule,
  description,
  id,
  multiple = false,
  maxFiles = 10,
  errors,
  uploadUrl,
  required,
  className,
  initialFiles,
  onRemoveStored,
  removeForm,
  removeName = "documentId",
  keyInputs = true,
  onUploaded,
}: DropZoneProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? `${ownId}input`;
  const labelId = `${inputId}-label`;
  const buttonId = `${inputId}-button`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [enhanced, setEnhanced] = useState(false);
  const { items, stored, announcement, removeError, add, upload, remove, removeStored } = useUploadQueue({
    name,
    rule,
    multiple,
    maxFiles,
    uploadUrl,
    initialFiles,
    onRemoveStored,
    onUploaded,
    refocus: () => document.getElementById(buttonId)?.focus(),
  });

  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    // Files it refuses (more than one where one is asked for) get this zone's own message.
    onDrop: (accepted, refused) => add([...accepted, ...refused.map(({ file }) => file)]),
    multiple,
    // Keyboard users have the button; a focusable box around it would be a second, unnamed stop.
    noKeyboard: true,
  });

  // A file chosen before the page came to life is taken up, then the zone takes over from the plain input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const chosen = Array.from(inputRef.current?.files ?? []);
    setEnhanced(true);
    if (chosen.length) add(chosen);
  }, []);

  // Without an upload route the files go with the form: the input holds exactly the accepted ones.
  useEffect(() => {
    const input = inputRef.current;
    if (!enhanced || uploadUrl || !input || typeof DataTransfer === "undefined") return;
    const transfer = new DataTransfer();
    for (const item of items) if (item.state === "ready") transfer.items.add(item.file);
    input.files = transfer.files;
  }, [enhanced, items, inputRef, uploadUrl]);

  const hint = description ?? t("upload.hint", { types: typesOf(rule), megabytes: rule.maxBytes / MB });
  // A file uploaded since answers the server's "please upload" for this zone.
  const shownErrors = items.some((item) => item.state === "done") ? null : errors;
  const invalid = Boolean(shownErrors?.length);
  const describedBy = cx(hintId, invalid && errorId) || undefined;
  const size = (bytes: number) =>
    bytes < MB
      ? t("upload.kilobytes", { size: Math.max(1, Math.round(bytes / 1024)) })
      : t("upload.megabytes", { size: (bytes / MB).toFixed(1) });

  const inputProps = {
    id: inputId,
    type: "file" as const,
    multiple,
    accept: acceptAttribute(rule),
    "aria-describedby": describedBy,
    "aria-invalid": invalid || undefined,
    "aria-required": required || undefined,
  };

  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label id={labelId} htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {enhanced ? (
        <input {...getInputProps(inputProps)} name={uploadUrl ? undefined : name} />
      ) : (
        <input
          {...inputProps}
          ref={inputRef}
          name={name}
          className={cx(
            inputClasses,
            "cursor-pointer file:me-3 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-strong",
          )}
        />
      )}
      {enhanced ? (
        <DropTarget
          rootProps={getRootProps()}
          active={isDragActive}
          invalid={invalid}
          multiple={multiple}
          button={{ id: buttonId, labelledBy: `${labelId} ${buttonId}`, describedBy }}
          choose={t(multiple ? "upload.chooseMany" : "upload.chooseOne")}
        />
      ) : null}
      <p id={hintId} className="text-xs text-slate-500">
        {hint}
      </p>
      <ErrorList id={errorId} errors={shownErrors} />
      {items.length || stored.length ? (
        <ul className="flex flex-col gap-2" aria-label={t("upload.files")}>
          {stored.map((file) => (
            <StoredRow
              key={file.id}
              file={file}
              size={size(file.size)}
              remove={
                enhanced && onRemoveStored
                  ? { onClick: () => removeStored(file) }
                  : removeForm
                    ? { form: removeForm, name: removeName }
                    : null
              }
            />
          ))}
          {items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              size={size(item.file.size)}
              onRemove={() => remove(item)}
              onRetry={() => upload(item)}
            />
          ))}
        </ul>
      ) : null}
      {removeError ? <p className="text-sm text-red-700">{removeError}</p> : null}
      {uploadUrl && keyInputs
        ? items
            .filter((item) => item.state === "done" && item.key)
            .map((item) => <input key={item.id} type="hidden" name={name} value={item.key} />)
        : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** The dashed area a file is dropped on, with its "choose" button (the drop zone's and the image field's). */
export function DropTarget({
  rootProps,
  active,
  invalid,
  multiple,
  button,
  choose,
}: {
  rootProps: HTMLAttributes<HTMLDivElement>;
  active: boolean;
  invalid: boolean;
  multiple: boolean;
  button: { id: string; labelledBy: string; describedBy: string | undefined };
  choose: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      {...rootProps}
      className={cx(
        "flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors",
        active
          ? "border-brand bg-brand-soft"
          : invalid
            ? "border-red-400 bg-red-50/40 hover:bg-red-50"
            : "border-slate-300 bg-slate-50 hover:border-brand hover:bg-brand-soft/60",
      )}
    >
      <CloudUpload aria-hidden className="size-7 text-brand" />
      <p className="text-sm text-slate-700">
        {active ? t("upload.dropHere") : t(multiple ? "upload.dragMany" : "upload.dragOne")}
      </p>
      <button
        type="button"
        id={button.id}
        aria-labelledby={button.labelledBy}
        aria-describedby={button.describedBy}
        className={buttonClasses("secondary", "sm")}
      >
        {choose}
      </button>
    </div>
  );
}
