import type { ComponentProps } from "react";
import { DropZone } from "../../../components/forms/drop-zone.tsx";
import type { ApplicationKind } from "../../../platform/db/schema/index.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { type DocumentSlot, slotRule } from "../kinds.ts";
import { documentHint } from "./detail-input.tsx";

interface StoredDocument {
  id: string;
  kind: string;
  fileName: string;
  size: number;
  contentType: string;
  url: string;
}

/** One document slot of an application form (the draft's and the resubmission's): its label, rule and files. */
export function DocumentDropZone({
  kind,
  slot,
  documents,
  error,
  uploadUrl,
  ...rest
}: {
  kind: ApplicationKind;
  slot: DocumentSlot;
  /** The application's stored documents; the slot shows its own. */
  documents: readonly StoredDocument[];
  error: string | undefined;
  uploadUrl: string;
} & Pick<ComponentProps<typeof DropZone>, "onRemoveStored" | "onUploaded" | "removeForm">) {
  const { t } = useTranslation("applications");
  return (
    <DropZone
      id={`document-${slot.kind}`}
      name={slot.kind}
      label={`${t(`documents.${slot.kind}`)} (${t(slot.required ? "form.required" : "form.optional")})`}
      rule={slotRule(kind, slot.kind)}
      description={documentHint(t, kind, slot.kind)}
      multiple={slot.maxFiles > 1}
      maxFiles={slot.maxFiles}
      required={slot.required}
      errors={error ? [error] : null}
      uploadUrl={uploadUrl}
      keyInputs={false}
      initialFiles={documents
        .filter((document) => document.kind === slot.kind)
        .map((document) => ({
          id: document.id,
          name: document.fileName,
          size: document.size,
          contentType: document.contentType,
          url: document.url,
        }))}
      {...rest}
    />
  );
}
