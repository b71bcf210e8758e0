import { useCallback, useEffect, useRef, useState } from "react";
import { checkFile, type DocumentRule } from "../../platform/domain/validation.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { type UploadedRef, UploadFailed, uploadFile } from "./upload-file.ts";

export interface StoredFile {
  id: string;
  name: string;
  size: number;
  contentType: string;
  url?: string;
}

export interface UploadItem {
  id: string;
  file: File;
  /** a data: URL: the Content-Security-Policy allows data: images, not blob: */
  preview?: string;
  state: "ready" | "uploading" | "done" | "failed" | "refused";
  progress: number;
  message?: string;
  key?: string;
  storedId?: string;
  abort?: AbortController;
}

export const isImageType = (type: string) => /^image\/(jpeg|png|webp)$/.test(type);
const isImage = (file: File) => isImageType(file.type);

export interface UploadQueueOptions {
  name: string;
  rule: DocumentRule;
  multiple: boolean;
  maxFiles: number;
  uploadUrl?: string;
  initialFiles?: readonly StoredFile[];
  onRemoveStored?: (id: string) => Promise<string | null>;
  onUploaded?: (stored: UploadedRef) => void;
  refocus: () => void;
}

export function useUploadQueue({
  name,
  rule,
  multiple,
  maxFiles,
  uploadUrl,
  initialFiles,
  onRemoveStored,
  onUploaded,
  refocus,
}: UploadQueueOptions) {
  const { t } = useTranslation();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [announcement, setAnnouncement] = useState("");
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

  const update = useCallback((itemId: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === itemId ? { ...item, ...patch } : item)));
  }, []);

  const upload = useCallback(
    (item: UploadItem) => {
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

  const readPreview = useCallback((item: UploadItem) => {
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

  const discard = useCallback((gone: UploadItem[]) => {
    for (const item of gone) {
      item.abort?.abort();
    }
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const current = multiple ? itemsRef.current : [];
      let kept =
        current.filter((item) => item.state !== "refused").length + (multiple ? storedCount.current : 0);
      const added = files.map((file): UploadItem => {
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

  useEffect(() => () => discard(itemsRef.current), [discard]);

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

  const remove = (item: UploadItem) => {
    discard([item]);
    setItems((list) => list.filter((other) => other.id !== item.id));
    setAnnouncement(t("upload.removed", { name: item.file.name }));
    refocus();
    if (item.storedId) void removeOnServer(item.storedId, item.file.name);
  };

  const removeStored = (file: StoredFile) => {
    setAnnouncement(t("upload.removed", { name: file.name }));
    refocus();
    void removeOnServer(file.id, file.name);
  };

  return { items, stored, announcement, removeError, add, upload, remove, removeStored };
}
