import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { cardGrid } from './card-grid.ts';

/** What the handle is called and what screen readers hear, in the words of the thing being moved. */
export interface SortTexts {
  handle: (number: number) => string;
  instructions: string;
  picked: (from: number) => string;
  over: (from: number, to: number, total: number) => string;
  dropped: (from: number, to: number, total: number) => string;
  cancelled: (from: number) => string;
}

interface Props<T extends { id: number }> {
  items: T[];
  onReorder: (items: T[]) => void;
  texts: SortTexts;
  /** The narrowest a column gets. */
  minWidth?: number;
  /** The item's card, with the handle that moves it. */
  renderItem: (item: T, number: number, handle: ReactNode) => ReactNode;
}

/** Announcements by places in the grid rather than by dnd-kit's ids. */
function announcementsOf(ids: number[], texts: SortTexts): Announcements {
  const place = (id: string | number | undefined) => ids.indexOf(Number(id)) + 1;
  const moved = (say: SortTexts['over'], active: { id: string | number }, over: { id: string | number } | null) =>
    over ? say(place(active.id), place(over.id), ids.length) : undefined;
  return {
    onDragStart: ({ active }) => texts.picked(place(active.id)),
    onDragOver: ({ active, over }) => moved(texts.over, active, over),
    onDragEnd: ({ active, over }) => moved(texts.dropped, active, over),
    onDragCancel: ({ active }) => texts.cancelled(place(active.id)),
  };
}

function SortableItem({
  id,
  number,
  label,
  children,
}: {
  id: number;
  number: number;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      size="small"
      color="inherit"
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon />
    </IconButton>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-sort-id={id}
      data-sort-place={number}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 6 : undefined,
        borderRadius: 3,
      }}
    >
      {children(handle)}
    </Box>
  );
}

/**
 * Cards in a grid that move by their handles: dragged with a pointer, or picked up with space and moved with the
 * arrows (dnd-kit). Dropping one elsewhere hands the new order up.
 */
export function SortableGrid<T extends { id: number }>({ items, onReorder, texts, minWidth = 260, renderItem }: Props<T>) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle's card still reaches its buttons.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcementsOf(ids, texts), screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <Box component="ul" sx={cardGrid(minWidth)}>
          {items.map((item, i) => (
            <SortableItem key={item.id} id={item.id} number={i + 1} label={texts.handle(i + 1)}>
              {(handle) => renderItem(item, i + 1, handle)}
            </SortableItem>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
