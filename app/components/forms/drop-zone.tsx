/**
 * A file drop zone (react-dropzone, decision 018): drag and drop or choose, each file with its preview, size,
 * progress and a remove control, and the spec's messages for a file too large or of a wrong type, checked
 * here for speed (the server decides). Before hydration, and without JavaScript, it is the plain file input
 * of its multipart form. With `uploadUrl` each file is uploaded at once (XMLHttpRequest, for progress) to a
 * route answering with `uploadResponse` (uploads.server.ts), and a hidden input carries its stored key;
 * without it the files stay in the file input and go with the form.
 *
 * Files stored earlier (a saved draft's documents) come as `initialFiles`: shown as uploaded, images with their
 * preview. Their remove control calls `onRemoveStored` once the page is hydrated, and before (or without
 * JavaScript) submits the separate form `removeForm` with the file's id as `removeName`: a button of another form,
 * so that Enter in the zone's own form never removes a file. A file uploaded here that the server answered with an
 * `id` is removed through `onRemoveStored` too.
 */
import { CircleAlert, CircleCheck, CloudUpload, FileText, RotateCcw, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { acceptAttribute, checkFile, type DocumentRule } from "../../platform/domain/validation.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { buttonClasses } from "../ui/button-classes.ts";
import { cx } from "../ui/cx.ts";
import { inputClasses } from "../ui/input-classes.ts";
import { ErrorList } from "./field.tsx";
import { type UploadedRef, UploadFailed, uploadFile } from "./upload-file.ts";

/** A file already on the server. */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
  contentType: string;
  /** where the owner reads it (images are previewed from it) */
  url?: string;
}

export interface DropZoneProps {
  /** the form field: the file input's name, or the hidden inputs' with `uploadUrl` */
  name: string;
  label: string;
  /** size and types (validation.ts: DOCUMENT_RULES, documentRule); shown as the hint */
  rule: DocumentRule;
  /** replaces the hint ("JPG, PNG · up to 5 MB") */
  description?: string;
  id?: string;
  multiple?: boolean;
  /** with `multiple`; default 10 */
  maxFiles?: number;
  /** the server's messages for the field (Conform: meta.errors) */
  errors?: string[] | null;
  /** an upload route: each file is sent at once, with its progress */
  uploadUrl?: string;
  required?: boolean;
  className?: string;
  /** files stored before (a draft's documents), shown as uploaded */
  initialFiles?: readonly StoredFile[];
  /**
   * Removes a stored file (initial, or uploaded here and answered with an id) on the server: resolves with null
   * when it is gone, else with the message to show.
   */
  onRemoveStored?: (id: string) => Promise<string | null>;
  /** without JavaScript: the id of the form a stored file's remove button submits… */
  removeForm?: string;
  /** …with the file's id under this name (default "documentId") */
  removeName?: string;
  /** with `uploadUrl`: called when the server has stored a file (its answer) */
  onUploaded?: (stored: UploadedRef) => void;
  /** with `uploadUrl`: hidden inputs carry each stored key with the form (default true) */
  keyInputs?: boolean;
}

interface Item {
  id: string;
  file: File;
  /** an image's preview as a data: URL (the pages' Content-Security-Policy allows data: images, not blob:) */
  preview?: string;
  state: "ready" | "uploading" | "done" | "failed" | "refused";
  progress: number;
  message?: string;
  key?: string;
  /** the server's id of the stored file, when its upload route gives one */
  storedId?: string;
  abort?: AbortController;
}

const MB = 1_048_576;

/** "JPG, PNG": a JPEG is one type however it is spelled. */
function typesOf(rule: DocumentRule): string {
  const names = rule.extensions.map((extension) => (extension === "jpeg" ? "jpg" : extension).toUpperCase());
  return [...new Set(names)].join(", ");
}

const isImageType = (type: string) => /^image\/(jpeg|png|webp)$/.test(type);
const isImage = (file: File) => isImageType(file.type);

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
  const [items, setItems] = useState<Item[]>([]);
  const [announcement, setAnnouncement] = useState("");
  /** stored files removed here (hidden at once), and the message of a removal the server refused */
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [removeError, setRemoveError] = useState<string | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // A stored file shows once: as the item uploaded here when it is one, else from `initialFiles`. A single-file
  // zone that is uploading or has uploaded a file here replaces what was stored.
  const localIds = new Set(items.flatMap((item) => (item.storedId ? [item.storedId] : [])));
  const replacing = !multiple && items.some((item) => item.state === "uploading" || item.state === "done");
  const stored = replacing
    ? []
    : (initialFiles ?? []).filter((file) => !localIds.has(file.id) && !removedIds.has(file.id));
  const storedCount = useRef(0);
  storedCount.current = stored.length;

  const update = useCallback((itemId: string, patch: Partial<Item>) => {
    setItems((list) => list.map((item) => (item.id === itemId ? { ...item, ...patch } : item)));
  }, []);

  const upload = useCallback(
    (item: Item) => {
      if (!uploadUrl) return;
      const abort = new AbortController();
      update(item.id, { state: "uploading", progress: 0, message: undefined, abort });
      uploadFile(uploadUrl, name, item.file, (progress) => update(item.id, { progress }), abort.signal).then(
        (answer) => {
          const storedId = (answer as { id?: unknown }).id;
          update(item.id, {
            state: "done",
            progress: 1,
            key: answer.key,
            storedId: typeof storedId === "string" ? storedId : undefined,
          });
          setAnnouncement(t("upload.uploaded", { name: item.file.name }));
          onUploaded?.(answer);
        },
        (error: unknown) => {
          if ((error as Error).name === "AbortError") return;
          const message =
            error instanceof UploadFailed && error.fromServer ? error.message : t("upload.failed");
          // What the server refused is no picture to show (a program named .jpg).
          update(item.id, { state: "failed", message, preview: undefined });
          setAnnouncement(`${item.file.name}: ${message}`);
        },
      );
    },
    [name, onUploaded, t, update, uploadUrl],
  );

  const readPreview = useCallback((item: Item) => {
    if (typeof FileReader === "undefined") return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result !== "string") return;
      // Not for a file the server has refused meanwhile (a program named .jpg).
      setItems((list) =>
        list.map((other) =>
          other.id === item.id && other.state !== "failed"
            ? { ...other, preview: reader.result as string }
            : other,
        ),
      );
    };
    reader.readAsDataURL(item.file);
  }, []);

  const discard = useCallback((gone: Item[]) => {
    for (const item of gone) {
      item.abort?.abort();
    }
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const current = multiple ? itemsRef.current : [];
      let kept =
        current.filter((item) => item.state !== "refused").length + (multiple ? storedCount.current : 0);
      const added = files.map((file): Item => {
        const check = checkFile(file, rule);
        const message = !check.ok
          ? t(check.messageKey, check.params ?? {})
          : kept >= (multiple ? maxFiles : 1)
            ? t(multiple ? "upload.tooMany" : "upload.onlyOne", { max: maxFiles })
            : undefined;
        if (!message) kept++;
        return {
          id: `${Date.now()}-${Math.random()}`,
          file,
          state: message ? "refused" : uploadUrl ? "uploading" : "ready",
          progress: 0,
          message,
        };
      });
      if (!multiple) discard(itemsRef.current);
      setItems([...current, ...added]);
      const refused = added.filter((item) => item.message);
      setAnnouncement(
        refused.length
          ? refused.map((item) => `${item.file.name}: ${item.message}`).join(" ")
          : t("upload.added", { names: added.map((item) => item.file.name).join(", ") }),
      );
      for (const item of added) {
        if (item.message) continue;
        if (isImage(item.file)) readPreview(item);
        upload(item);
      }
    },
    [discard, maxFiles, multiple, readPreview, rule, t, upload, uploadUrl],
  );

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

  useEffect(() => () => discard(itemsRef.current), [discard]);

  // Without an upload route the files go with the form: the input holds exactly the accepted ones.
  useEffect(() => {
    const input = inputRef.current;
    if (!enhanced || uploadUrl || !input || typeof DataTransfer === "undefined") return;
    const transfer = new DataTransfer();
    for (const item of items) if (item.state === "ready") transfer.items.add(item.file);
    input.files = transfer.files;
  }, [enhanced, items, inputRef, uploadUrl]);

  const removeOnServer = async (id: string, name: string) => {
    if (!onRemoveStored) return;
    setRemovedIds((ids) => new Set(ids).add(id));
    setRemoveError(null);
    const message = await onRemoveStored(id);
    if (message === null) return;
    setRemovedIds((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
    setRemoveError(message);
    setAnnouncement(`${name}: ${message}`);
  };

  const remove = (item: Item) => {
    discard([item]);
    setItems((list) => list.filter((other) => other.id !== item.id));
    setAnnouncement(t("upload.removed", { name: item.file.name }));
    document.getElementById(buttonId)?.focus();
    if (item.storedId) void removeOnServer(item.storedId, item.file.name);
  };

  const removeStored = (file: StoredFile) => {
    setAnnouncement(t("upload.removed", { name: file.name }));
    document.getElementById(buttonId)?.focus();
    void removeOnServer(file.id, file.name);
  };

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
        <div
          {...getRootProps()}
          className={cx(
            "flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors",
            isDragActive
              ? "border-brand bg-brand-soft"
              : invalid
                ? "border-red-400 bg-red-50/40 hover:bg-red-50"
                : "border-slate-300 bg-slate-50 hover:border-brand hover:bg-brand-soft/60",
          )}
        >
          <CloudUpload aria-hidden className="size-8 text-brand" />
          <p className="text-sm text-slate-700">
            {isDragActive ? t("upload.dropHere") : t(multiple ? "upload.dragMany" : "upload.dragOne")}
          </p>
          {/* Its click reaches the box, which opens the file dialog. */}
          <button
            type="button"
            id={buttonId}
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-describedby={describedBy}
            className={buttonClasses("secondary", "sm")}
          >
            {t(multiple ? "upload.chooseMany" : "upload.chooseOne")}
          </button>
        </div>
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

/** A file stored before: its preview (images), name, size and a remove control. */
function StoredRow({
  file,
  size,
  remove,
}: {
  file: StoredFile;
  size: string;
  remove: { onClick: () => void } | { form: string; name: string } | null;
}) {
  const { t } = useTranslation();
  const label = t("upload.remove", { name: file.name });
  return (
    <li
      className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 pe-1"
      data-stored-file={file.id}
    >
      {file.url && isImageType(file.contentType) ? (
        <img src={file.url} alt="" className="size-12 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="grid size-12 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-500">
          <FileText aria-hidden className="size-6" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex min-w-0 items-baseline gap-2 text-sm">
          {file.url ? (
            <a
              href={file.url}
              dir="auto"
              className="truncate font-medium text-slate-900 underline-offset-4 hover:underline"
            >
              {file.name}
            </a>
          ) : (
            <span dir="auto" className="truncate font-medium text-slate-900">
              {file.name}
            </span>
          )}
          <span className="shrink-0 text-xs text-slate-500">{size}</span>
        </p>
        <p className="flex items-center gap-1 text-xs text-emerald-700">
          <CircleCheck aria-hidden className="size-3.5" />
          {t("upload.done")}
        </p>
      </div>
      {remove === null ? null : "onClick" in remove ? (
        <button
          type="button"
          onClick={remove.onClick}
          aria-label={label}
          className={buttonClasses("ghost", "icon", "size-9")}
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : (
        <button
          type="submit"
          form={remove.form}
          name={remove.name}
          value={file.id}
          aria-label={label}
          className={buttonClasses("ghost", "icon", "size-9")}
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </li>
  );
}

function FileRow({
  item,
  size,
  onRemove,
  onRetry,
}: {
  item: Item;
  size: string;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  // Sent is not yet stored: the bar stops short of the end until the server has answered.
  const percent = Math.min(99, Math.round(item.progress * 100));
  const failed = item.state === "failed" || item.state === "refused";
  return (
    <li
      className={cx(
        "flex items-center gap-3 rounded-lg border bg-white p-2 pe-1",
        failed ? "border-red-300" : "border-slate-200",
      )}
    >
      {item.preview ? (
        <img src={item.preview} alt="" className="size-12 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="grid size-12 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-500">
          {failed ? (
            <CircleAlert aria-hidden className="size-6 text-red-600" />
          ) : (
            <FileText aria-hidden className="size-6" />
          )}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex min-w-0 items-baseline gap-2 text-sm">
          <span dir="auto" className="truncate font-medium text-slate-900">
            {item.file.name}
          </span>
          <span className="shrink-0 text-xs text-slate-500">{size}</span>
        </p>
        {item.state === "uploading" ? (
          <div className="flex items-center gap-2">
            <div
              role="progressbar"
              aria-label={t("upload.uploading", { name: item.file.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <span className="w-10 shrink-0 text-end text-xs tabular-nums text-slate-600">{percent}%</span>
          </div>
        ) : item.state === "done" ? (
          <p className="flex items-center gap-1 text-xs text-emerald-700">
            <CircleCheck aria-hidden className="size-3.5" />
            {t("upload.done")}
          </p>
        ) : item.state === "ready" ? (
          <p className="text-xs text-slate-600">{t("upload.ready")}</p>
        ) : (
          <p className="text-xs text-red-700">{item.message}</p>
        )}
      </div>
      {item.state === "failed" ? (
        <button
          type="button"
          onClick={onRetry}
          aria-label={t("upload.retry", { name: item.file.name })}
          className={buttonClasses("ghost", "icon", "size-9")}
        >
          <RotateCcw aria-hidden className="size-4" />
        </button>
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t("upload.remove", { name: item.file.name })}
        className={buttonClasses("ghost", "icon", "size-9")}
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}
