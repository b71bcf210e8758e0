// The page's blocks in order: dragged by the handle with a pointer or the keyboard (space, arrows, space), or
// moved with the up and down buttons; each announced to screen readers.
import { arrayMove } from "@dnd-kit/sortable";
import { useId, useState } from "react";
import { selectClasses } from "../../../components/admin/admin-ui.tsx";
import { DragHandle, SortableList, useSortableRow } from "../../../components/forms/sortable-list.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { type EditorBlock, isKnownBlockType, KNOWN_BLOCK_TYPES, newBlockContent } from "../page-document.ts";
import { BlockFields, type Content } from "./block-editors.tsx";

function typeLabel(t: ReturnType<typeof useTranslation<"adminCms">>["t"], type: string): string {
  return isKnownBlockType(type) ? t(`blockTypes.${type}`) : t("blockTypes.unknown", { type });
}

function SortableBlock({
  block,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  block: EditorBlock;
  index: number;
  count: number;
  onChange: (content: Content) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("adminCms");
  const { row, handle, isDragging } = useSortableRow(block.key);
  const label = t("editor.blockN", { n: index + 1, type: typeLabel(t, block.type) });
  return (
    <li
      {...row}
      data-block-type={block.type}
      aria-label={label}
      className={`rounded-xl border border-slate-200 bg-white ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-3 py-2">
        <DragHandle handle={handle} label={t("editor.drag", { block: label })} />
        <h3 className="flex-1 text-sm font-semibold text-slate-900">{label}</h3>
        <button
          type="button"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={t("editor.moveUp", { block: label })}
          className={buttonClasses("ghost", "sm")}
        >
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={t("editor.moveDown", { block: label })}
          className={buttonClasses("ghost", "sm")}
        >
          <ArrowDown aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("editor.removeBlock", { block: label })}
          className={buttonClasses("ghost", "sm", "text-red-700")}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
      <div className="p-3">
        <BlockFields type={block.type} content={block.content} onChange={onChange} />
      </div>
    </li>
  );
}

export function BlockList({
  blocks,
  onChange,
}: {
  blocks: EditorBlock[];
  onChange: (blocks: EditorBlock[]) => void;
}) {
  const { t } = useTranslation("adminCms");
  const id = useId();
  const [adding, setAdding] = useState<(typeof KNOWN_BLOCK_TYPES)[number]>("rich_text");
  const nameOf = (index: number) =>
    t("editor.blockN", { n: index + 1, type: typeLabel(t, blocks[index]?.type ?? "") });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    onChange(arrayMove(blocks, from, to));
  };
  return (
    <div className="space-y-4">
      {blocks.length === 0 ? <p className="text-sm text-slate-600">{t("editor.noBlocks")}</p> : null}
      <SortableList
        items={blocks}
        idOf={(block) => block.key}
        nameOf={nameOf}
        onMove={move}
        label={t("editor.blocks")}
        className="space-y-4"
      >
        {(block, index) => (
          <SortableBlock
            key={block.key}
            block={block}
            index={index}
            count={blocks.length}
            onChange={(content) =>
              onChange(blocks.map((other) => (other.key === block.key ? { ...other, content } : other)))
            }
            onMove={(to) => move(index, to)}
            onRemove={() => onChange(blocks.filter((other) => other.key !== block.key))}
          />
        )}
      </SortableList>
      <div className="flex flex-wrap items-end gap-2 rounded-xl border border-dashed border-slate-300 p-3">
        <label htmlFor={`${id}-type`} className="block text-sm font-medium text-slate-800">
          {t("editor.addBlockType")}
          <select
            id={`${id}-type`}
            value={adding}
            onChange={(event) => setAdding(event.target.value as typeof adding)}
            className={`${selectClasses} mt-1 w-56`}
          >
            {KNOWN_BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`blockTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => {
            const { type: _, ...content } = newBlockContent(adding) as Content;
            onChange([
              ...blocks,
              { key: `n${Date.now().toString(36)}${blocks.length}`, type: adding, content },
            ]);
          }}
          className={buttonClasses("secondary", "md")}
        >
          <Plus aria-hidden className="size-4" />
          {t("editor.addBlock")}
        </button>
      </div>
    </div>
  );
}
