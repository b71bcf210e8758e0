// Covers and galleries: uploaded one by one through the drop zone's queue (progress, preview, retry) to the
// image route, then kept here in display order with their alt text in both languages. The form posts
// `${name}[i].url`, `${name}[i].alt.en`, `${name}[i].alt.ar` in that order (imagesSchema reads them).
import { arrayMove } from "@dnd-kit/sortable";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { acceptAttribute, IMAGE_UPLOAD_RULE } from "../../platform/domain/validation.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { buttonClasses } from "../ui/button-classes.ts";
import { cx } from "../ui/cx.ts";
import { X } from "../ui/icons.tsx";
import { inputClasses } from "../ui/input-classes.ts";
import { Picture } from "../ui/picture.tsx";
import { DropTarget } from "./drop-zone.tsx";
import { FileRow } from "./drop-zone-rows.tsx";
import { ErrorList } from "./error-list.tsx";
import { DEFAULT_MAX_IMAGES, IMAGE_ALT_MAX_LENGTH, type ImageValue } from "./image-field-schema.ts";
import { DragHandle, SortableList, useSortableRow } from "./sortable-list.tsx";
import type { UploadedRef } from "./upload-file.ts";
import { type StoredFile, useUploadQueue } from "./use-upload-queue.ts";

export type { ImageValue } from "./image-field-schema.ts";

export interface ImageFieldProps {
  name: string;
  label: string;
  /** a gallery (reorderable; the first is the cover) rather than one image */
  multiple?: boolean;
  max?: number;
  defaultValue?: readonly ImageValue[];
  uploadUrl?: string;
  description?: string;
  errors?: string[] | null;
  id?: string;
  className?: string;
  onChange?: (images: ImageValue[]) => void;
  /** shown, not changeable (what is there is still posted) */
  disabled?: boolean;
  /** false where the picture is decorative wherever it shows (a logo beside the site name): no alt text asked */
  withAlt?: boolean;
}

const MB = 1_048_576;

const fileNameOf = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf("/") + 1));

export function ImageField({
  name,
  label,
  multiple = false,
  max = multiple ? DEFAULT_MAX_IMAGES : 1,
  defaultValue = [],
  uploadUrl = "/admin/images",
  description,
  errors,
  id,
  className,
  onChange,
  disabled = false,
  withAlt = true,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? `${ownId}input`;
  const labelId = `${inputId}-label`;
  const buttonId = `${inputId}-button`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [images, setImages] = useState<ImageValue[]>(() => defaultValue.map((image) => ({ ...image })));
  const imagesRef = useRef(images);
  imagesRef.current = images;

  const change = useCallback(
    (next: ImageValue[]) => {
      imagesRef.current = next;
      setImages(next);
      onChange?.(next);
    },
    [onChange],
  );

  // What the page came with, for the queue's count of how many more fit.
  const initialFiles = useMemo<StoredFile[]>(
    () =>
      defaultValue.map((image) => ({
        id: image.url,
        name: fileNameOf(image.url),
        size: 0,
        contentType: image.url.endsWith(".png") ? "image/png" : "image/jpeg",
        url: image.url,
      })),
    [defaultValue],
  );

  const onUploaded = useCallback(
    (answer: UploadedRef) => {
      const url = (answer as UploadedRef & { url?: unknown }).url;
      if (typeof url !== "string") return;
      const added: ImageValue = { url, alt: { en: "", ar: "" } };
      change(multiple ? [...imagesRef.current, added] : [added]);
    },
    [change, multiple],
  );

  const queue = useUploadQueue({
    name: "file",
    rule: IMAGE_UPLOAD_RULE,
    multiple,
    maxFiles: max,
    uploadUrl,
    initialFiles,
    // Storage is only tidied when the record is saved: until then "remove" only leaves the list.
    onRemoveStored: async () => null,
    onUploaded,
    refocus: () => document.getElementById(buttonId)?.focus(),
  });

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, refused) => queue.add([...accepted, ...refused.map(({ file }) => file)]),
    multiple,
    noKeyboard: true,
    disabled,
  });

  const removeImage = (image: ImageValue) => {
    change(imagesRef.current.filter((other) => other.url !== image.url));
    const uploaded = queue.items.find((item) => item.storedId === image.url);
    if (uploaded) queue.remove(uploaded);
    else queue.removeStored({ id: image.url, name: fileNameOf(image.url), size: 0, contentType: "" });
  };

  const setAlt = (url: string, locale: "en" | "ar", text: string) =>
    change(
      imagesRef.current.map((image) =>
        image.url === url ? { ...image, alt: { ...image.alt, [locale]: text } } : image,
      ),
    );

  const count = images.length;
  // In flight or refused; an upload that is done shows in the list above.
  const pending = queue.items.filter((item) => item.state !== "done");
  const shownErrors = queue.items.some((item) => item.state === "done") ? null : errors;
  const invalid = Boolean(shownErrors?.length);
  const describedBy = cx(hintId, invalid && errorId) || undefined;
  const hint =
    description ??
    t(multiple ? "imageField.hintMany" : "imageField.hintOne", {
      megabytes: IMAGE_UPLOAD_RULE.maxBytes / MB,
    });
  const full = disabled || (multiple && count >= max);
  const size = (bytes: number) =>
    bytes < MB
      ? t("upload.kilobytes", { size: Math.max(1, Math.round(bytes / 1024)) })
      : t("upload.megabytes", { size: (bytes / MB).toFixed(1) });

  return (
    <div className={cx("flex flex-col gap-2", className)} data-image-field={name}>
      <label id={labelId} htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {images.length ? (
        <SortableList
          id={`${inputId}-dnd`}
          items={images}
          idOf={(image) => image.url}
          nameOf={(index) => t("imageField.image", { position: index + 1 })}
          onMove={(from, to) => change(arrayMove(imagesRef.current, from, to))}
          label={t("imageField.list", { label })}
          className="flex flex-col gap-2"
        >
          {(image, index) => (
            <ImageRow
              key={image.url}
              name={name}
              index={index}
              image={image}
              sortable={!disabled && multiple && count > 1}
              disabled={disabled}
              withAlt={withAlt}
              cover={multiple && index === 0 && count > 1}
              onAlt={(locale, text) => setAlt(image.url, locale, text)}
              onRemove={() => removeImage(image)}
            />
          )}
        </SortableList>
      ) : null}
      <input
        {...getInputProps({
          id: inputId,
          multiple,
          accept: acceptAttribute(IMAGE_UPLOAD_RULE),
          "aria-describedby": describedBy,
          "aria-invalid": invalid || undefined,
        })}
      />
      {full ? null : (
        <DropTarget
          rootProps={getRootProps()}
          active={isDragActive}
          invalid={invalid}
          multiple={multiple}
          button={{ id: buttonId, labelledBy: `${labelId} ${buttonId}`, describedBy }}
          choose={t(
            multiple ? "upload.chooseMany" : images.length ? "imageField.replace" : "upload.chooseOne",
          )}
        />
      )}
      <p id={hintId} className="text-xs text-slate-500">
        {hint}
      </p>
      <ErrorList id={errorId} errors={shownErrors} />
      {pending.length ? (
        <ul className="flex flex-col gap-2" aria-label={t("upload.files")}>
          {pending.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              size={size(item.file.size)}
              onRemove={() => queue.remove(item)}
              onRetry={() => queue.upload(item)}
            />
          ))}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {queue.announcement}
      </p>
    </div>
  );
}

function ImageRow({
  name,
  index,
  image,
  sortable,
  disabled,
  withAlt,
  cover,
  onAlt,
  onRemove,
}: {
  name: string;
  index: number;
  image: ImageValue;
  sortable: boolean;
  disabled: boolean;
  withAlt: boolean;
  cover: boolean;
  onAlt: (locale: "en" | "ar", text: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { row, handle, isDragging } = useSortableRow(image.url, !sortable);
  const position = index + 1;
  const field = `${name}[${index}]`;
  const rowId = useId();
  return (
    <li
      {...row}
      data-image-url={image.url}
      className={cx(
        "flex flex-wrap items-start gap-3 rounded-lg border bg-white p-2 sm:flex-nowrap",
        isDragging ? "relative z-10 border-brand shadow-lg" : "border-slate-200",
      )}
    >
      <input type="hidden" name={`${field}.url`} value={image.url} />
      {sortable ? <DragHandle handle={handle} label={t("imageField.move", { position })} /> : null}
      <div className="relative shrink-0">
        <Picture
          src={image.url}
          alt=""
          sizes="96px"
          width={96}
          height={72}
          className="h-18 w-24 rounded-md bg-slate-100 object-cover"
        />
        {cover ? (
          <span className="absolute start-1 top-1 rounded bg-slate-900/80 px-1.5 py-0.5 text-[11px] font-semibold text-white">
            {t("imageField.cover")}
          </span>
        ) : null}
      </div>
      {withAlt ? (
        <div className="order-last grid w-full min-w-0 gap-2 sm:order-none sm:flex-1 sm:grid-cols-2">
          <AltInput
            id={`${rowId}en`}
            name={`${field}.alt.en`}
            label={t("imageField.altEn")}
            prefix={sortable ? t("imageField.image", { position }) : undefined}
            lang="en"
            value={image.alt.en}
            onChange={(text) => onAlt("en", text)}
            readOnly={disabled}
          />
          <AltInput
            id={`${rowId}ar`}
            name={`${field}.alt.ar`}
            label={t("imageField.altAr")}
            prefix={sortable ? t("imageField.image", { position }) : undefined}
            lang="ar"
            value={image.alt.ar}
            onChange={(text) => onAlt("ar", text)}
            readOnly={disabled}
          />
        </div>
      ) : (
        <div className="flex-1" />
      )}
      {disabled ? null : (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("imageField.remove", { position })}
          className={cx(buttonClasses("ghost", "icon", "size-9"), "ms-auto shrink-0 sm:ms-0")}
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </li>
  );
}

function AltInput({
  id,
  name,
  label,
  prefix,
  lang,
  value,
  onChange,
  readOnly,
}: {
  id: string;
  name: string;
  label: string;
  /** which image, for screen readers, when there are several */
  prefix?: string | undefined;
  lang: "en" | "ar";
  value: string;
  onChange: (text: string) => void;
  readOnly: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {prefix ? <span className="sr-only">{prefix}: </span> : null}
        {label}
      </label>
      <input
        id={id}
        name={name}
        lang={lang}
        dir={lang === "ar" ? "rtl" : "ltr"}
        value={value}
        maxLength={IMAGE_ALT_MAX_LENGTH}
        readOnly={readOnly}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={cx(inputClasses, "h-9 text-sm")}
      />
    </div>
  );
}
