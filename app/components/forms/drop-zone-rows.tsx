import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { buttonClasses } from "../ui/button-classes.ts";
import { cx } from "../ui/cx.ts";
import { CircleAlert, CircleCheck, FileText, RotateCcw, X } from "../ui/icons.tsx";
import { isImageType, type StoredFile, type UploadItem } from "./use-upload-queue.ts";

export function StoredRow({
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

export function FileRow({
  item,
  size,
  onRemove,
  onRetry,
}: {
  item: UploadItem;
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
