// A list reordered by dragging a handle with a pointer or from the keyboard (Space, arrows, Space; Escape
// cancels), each move announced to screen readers: the gallery of an image field and the blocks of a page.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { buttonClasses } from "../ui/button-classes.ts";
import { cx } from "../ui/cx.ts";
import { GripVertical } from "../ui/icons.tsx";

export function SortableList<T>({
  id,
  items,
  idOf,
  nameOf,
  onMove,
  label,
  className,
  children,
}: {
  id?: string;
  items: readonly T[];
  idOf: (item: T) => string;
  /** What the announcements call the item at `index` ("Image 2", "Block 3: Rich text"). */
  nameOf: (index: number) => string;
  /** From one index to another; the caller reorders. */
  onMove: (from: number, to: number) => void;
  label: string;
  className?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (key: UniqueIdentifier) => items.findIndex((item) => idOf(item) === key);
  const count = items.length;
  // The drop as it was before the move (the item's name, where it lands): its announcement may come after it.
  const dropped = useRef<{ item: string; position: number } | null>(null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = indexOf(active.id);
    const to = over ? indexOf(over.id) : -1;
    dropped.current = from < 0 || to < 0 ? null : { item: nameOf(from), position: to + 1 };
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  return (
    <DndContext
      {...(id ? { id } : {})}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t("sortable.instructions") },
        announcements: {
          onDragStart: ({ active }) => {
            dropped.current = null;
            return t("sortable.pickedUp", { item: nameOf(indexOf(active.id)) });
          },
          onDragOver: ({ active, over }) =>
            over
              ? t("sortable.over", {
                  item: nameOf(indexOf(active.id)),
                  position: indexOf(over.id) + 1,
                  count,
                })
              : t("sortable.out", { item: nameOf(indexOf(active.id)) }),
          onDragEnd: ({ active, over }) => {
            const drop = dropped.current ?? { item: nameOf(indexOf(active.id)), position: 0 };
            return over && drop.position > 0
              ? t("sortable.dropped", { item: drop.item, position: drop.position, count })
              : t("sortable.cancelled", { item: drop.item });
          },
          onDragCancel: ({ active }) => t("sortable.cancelled", { item: nameOf(indexOf(active.id)) }),
        },
      }}
    >
      <SortableContext items={items.map(idOf)} strategy={verticalListSortingStrategy}>
        <ol className={className} aria-label={label}>
          {items.map((item, index) => children(item, index))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** A row of a SortableList: spread `row` on its <li>, and put a DragHandle with `handle` in it. */
export function useSortableRow(id: string, disabled = false) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return {
    isDragging,
    row: { ref: setNodeRef, style: { transform: CSS.Translate.toString(transform), transition } },
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

export function DragHandle({
  handle,
  label,
  className,
}: {
  handle: ReturnType<typeof useSortableRow>["handle"];
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      {...handle}
      aria-label={label}
      className={cx(buttonClasses("ghost", "icon", "size-9"), "shrink-0 cursor-grab touch-none", className)}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
}
