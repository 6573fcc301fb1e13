import { type KeyboardEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { de } from '../../../../domain/messages';
import { rememberFocus } from '../lib/keep-focus';
import { type DraftStep, moveItem, type RoutineErrors } from '../lib/routine-draft';
import { useAfterRender } from '../lib/use-after-render';
import { type StepDrag, StepItem } from './step-item';

type Sortable = typeof import('./sortable-steps');

function stepName(step: DraftStep | undefined): string {
  const title = step?.title.trim();
  return title ? de.common.quoted(title) : de.tunnelRoutine.step.untitled;
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
 *
 * dnd-kit is a third of this screen's code and most visits only play the routine, so it loads when
 * the list is first pointed at, touched or focused. The list is then rendered again inside dnd-kit's
 * context, in one synchronous step that puts the focus (and caret) back where it was; a Space or
 * Enter pressed on a handle meanwhile picks the step up once the handle can be dragged.
 */
export function StepList({ steps, errors, onChange, announce, onEmptied }: StepListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const afterRender = useAfterRender();
  const [sortable, setSortable] = useState<Sortable | null>(null);
  const loading = useRef(false);
  const pendingPickUp = useRef<string | null>(null);

  function loadSortable() {
    if (loading.current) return;
    loading.current = true;
    import('./sortable-steps').then(
      (module) => {
        const restoreFocus = rememberFocus(listRef.current);
        flushSync(() => setSortable(module));
        restoreFocus();
        const stepId = pendingPickUp.current;
        pendingPickUp.current = null;
        if (stepId !== null) pickUp(stepId);
      },
      (err) => {
        // The buttons still move steps; a later touch of the list tries again.
        console.error('drag and drop failed to load', err);
        loading.current = false;
      },
    );
  }

  function pickUp(stepId: string) {
    const handle = listRef.current?.querySelector<HTMLElement>(
      `[data-step-id="${CSS.escape(stepId)}"] [data-drag-handle]`,
    );
    if (handle !== document.activeElement) return;
    handle?.dispatchEvent(
      new globalThis.KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true }),
    );
  }

  function onKeyDownCapture(event: KeyboardEvent<HTMLOListElement>) {
    if (sortable || (event.key !== ' ' && event.key !== 'Enter')) return;
    const handle = (event.target as HTMLElement).closest('[data-drag-handle]');
    const stepId = handle?.closest<HTMLElement>('[data-step-id]')?.dataset.stepId;
    if (stepId === undefined) return;
    event.preventDefault();
    pendingPickUp.current = stepId;
    loadSortable();
  }

  function focusIn(stepId: string, selector: string) {
    // Once React has put the item in its new place.
    afterRender(() => {
      const item = listRef.current?.querySelector(`[data-step-id="${stepId}"]`);
      item?.querySelector<HTMLElement>(selector)?.focus();
    });
  }

  function move(index: number, direction: -1 | 1) {
    const target = index + direction;
    const step = steps[index];
    if (!step || target < 0 || target >= steps.length) return;
    onChange(moveItem(steps, index, target));
    announce(de.tunnelRoutine.list.moved(stepName(step), target + 1, steps.length));
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
    announce(de.tunnelRoutine.list.deleted(stepName(step)));
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) focusIn(neighbour.id, '[data-drag-handle]');
    else onEmptied();
  }

  const items = steps.map((step, index) => {
    const item = (drag?: StepDrag) => (
      <StepItem
        key={step.id}
        step={step}
        drag={drag}
        index={index}
        count={steps.length}
        errors={errors.steps[step.id]}
        onChange={(changed) => onChange(steps.map((s) => (s.id === changed.id ? changed : s)))}
        onMove={(direction) => move(index, direction)}
        onDelete={() => remove(index)}
      />
    );
    return sortable ? (
      <sortable.SortableStep key={step.id} id={step.id}>
        {item}
      </sortable.SortableStep>
    ) : (
      item()
    );
  });

  const list = (
    <ol
      ref={listRef}
      aria-label={de.tunnelRoutine.list.label}
      className="flex flex-col gap-3"
      onPointerEnter={sortable ? undefined : loadSortable}
      onPointerDown={sortable ? undefined : loadSortable}
      onFocus={sortable ? undefined : loadSortable}
      onKeyDownCapture={onKeyDownCapture}
    >
      {items}
    </ol>
  );
  if (!sortable) return list;
  return (
    <sortable.SortableSteps
      ids={steps.map((s) => s.id)}
      nameOf={(id) => stepName(steps.find((s) => s.id === id))}
      onMove={(from, to) => onChange(moveItem(steps, from, to))}
    >
      {list}
    </sortable.SortableSteps>
  );
}
