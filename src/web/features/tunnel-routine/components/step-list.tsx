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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useRef } from 'react';
import { type DraftStep, moveItem, type RoutineErrors } from '../lib/routine-draft';
import { useAfterRender } from '../lib/use-after-render';
import { StepItem } from './step-item';

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Zum Verschieben Leertaste oder Eingabetaste drücken. Mit den Pfeiltasten nach oben oder unten bewegen, mit Leertaste oder Eingabetaste ablegen, mit Escape abbrechen.',
};

export function stepName(step: DraftStep | undefined): string {
  const title = step?.title.trim();
  return title ? `„${title}“` : 'ohne Titel';
}

export interface StepListProps {
  steps: readonly DraftStep[];
  errors: RoutineErrors;
  onChange(steps: DraftStep[]): void;
  /** Says something in the page's polite live region. */
  announce(message: string): void;
  /** Where focus goes once the last step is deleted. */
  onEmptied(): void;
}

/**
 * The routine's steps in order. They move by dragging the handle (mouse, pen or touch), by the
 * keyboard on the handle (dnd-kit's keyboard sensor), or with the explicit 'Nach oben'/'Nach unten'
 * buttons; every move is announced in words.
 */
export function StepList({ steps, errors, onChange, announce, onEmptied }: StepListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const afterRender = useAfterRender();
  const sensors = useSensors(
    // A few pixels of movement first, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Older touch browsers without pointer events; a short press, so scrolling past still works.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const indexOf = (id: UniqueIdentifier) => steps.findIndex((s) => s.id === id);
  const nameOf = (id: UniqueIdentifier) => stepName(steps[indexOf(id)]);
  const at = (id: UniqueIdentifier) => `Position ${indexOf(id) + 1} von ${steps.length}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Schritt ${nameOf(active.id)} aufgenommen, ${at(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Schritt ${nameOf(active.id)} ist über ${at(over.id)}.`
        : `Schritt ${nameOf(active.id)} ist außerhalb der Liste.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Schritt ${nameOf(active.id)} abgelegt auf ${at(over.id)}.`
        : `Schritt ${nameOf(active.id)} abgelegt.`,
    onDragCancel: ({ active }) =>
      `Verschieben abgebrochen. Schritt ${nameOf(active.id)} bleibt auf ${at(active.id)}.`,
  };

  function focusIn(stepId: string, selector: string) {
    // Once React has put the item in its new place.
    afterRender(() => {
      const item = listRef.current?.querySelector(`[data-step-id="${stepId}"]`);
      item?.querySelector<HTMLElement>(selector)?.focus();
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onChange(moveItem(steps, indexOf(active.id), indexOf(over.id)));
  }

  function move(index: number, direction: -1 | 1) {
    const target = index + direction;
    const step = steps[index];
    if (!step || target < 0 || target >= steps.length) return;
    onChange(moveItem(steps, index, target));
    announce(`Schritt ${stepName(step)} ist jetzt an Position ${target + 1} von ${steps.length}.`);
    // Keep the focus on the button just used, unless the step reached the end where it is disabled.
    const atEdge = target === 0 || target === steps.length - 1;
    const same = direction === -1 ? 'up' : 'down';
    const other = direction === -1 ? 'down' : 'up';
    focusIn(step.id, `[data-move="${atEdge ? other : same}"]`);
  }

  function remove(index: number) {
    const step = steps[index];
    if (!step) return;
    const next = steps.filter((s) => s.id !== step.id);
    onChange(next);
    announce(`Schritt ${stepName(step)} gelöscht.`);
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) focusIn(neighbour.id, '[data-drag-handle]');
    else onEmptied();
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={steps.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol ref={listRef} aria-label="Schritte der Routine" className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <StepItem
              key={step.id}
              step={step}
              index={index}
              count={steps.length}
              errors={errors.steps[step.id]}
              onChange={(changed) =>
                onChange(steps.map((s) => (s.id === changed.id ? changed : s)))
              }
              onMove={(direction) => move(index, direction)}
              onDelete={() => remove(index)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
