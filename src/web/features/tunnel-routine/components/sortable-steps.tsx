import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { de } from '../../../../domain/messages';
import type { StepDrag } from './step-item';

// The drag-and-drop half of the step list, in a chunk of its own: most visits only play the routine,
// so dnd-kit loads once the list is touched, focused or pointed at (see StepList).

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: de.tunnelRoutine.list.dragInstructions,
};

export interface SortableStepsProps {
  ids: string[];
  /** The step's name as read out, e.g. „Fokus“. */
  nameOf(id: string): string;
  onMove(from: number, to: number): void;
  children: ReactNode;
}

export function SortableSteps({ ids, nameOf, onMove, children }: SortableStepsProps) {
  const sensors = useSensors(
    // A few pixels of movement first, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Older touch browsers without pointer events; a short press, so scrolling past still works.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const at = (id: UniqueIdentifier) => de.tunnelRoutine.list.position(indexOf(id) + 1, ids.length);

  const announcements: Announcements = {
    onDragStart: ({ active }) => de.tunnelRoutine.list.dragStart(name(active.id), at(active.id)),
    onDragOver: ({ active, over }) =>
      over
        ? de.tunnelRoutine.list.dragOver(name(active.id), at(over.id))
        : de.tunnelRoutine.list.dragOutside(name(active.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? de.tunnelRoutine.list.dropped(name(active.id), at(over.id))
        : de.tunnelRoutine.list.droppedNowhere(name(active.id)),
    onDragCancel: ({ active }) => de.tunnelRoutine.list.dragCancel(name(active.id), at(active.id)),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** Hands one step the refs, handle props and motion that make it draggable. */
export function SortableStep({
  id,
  children,
}: {
  id: string;
  children(drag: StepDrag): ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return children({
    setNodeRef,
    setHandleRef: setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners },
    style: { transform: CSS.Translate.toString(transform), transition },
    isDragging,
  });
}
