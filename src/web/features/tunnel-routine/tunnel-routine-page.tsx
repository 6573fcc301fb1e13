import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import {
  formatDuration,
  instantiateTemplate,
  MAX_ROUTINE_STEPS,
  type RoutineStep,
  type RoutineTemplate,
} from '../../../domain/tunnel-routine';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageTitle } from '../../components/ui/page-title';
import { messageForError } from '../../lib/callable';
import { toast } from '../../stores/toast-store';
import { routineQuery } from './api/get-routine';
import { useSaveRoutine } from './api/save-routine';
import { RoutinePlayer } from './components/routine-player';
import { RunList } from './components/run-list';
import { StepList } from './components/step-list';
import { TemplateList } from './components/template-list';
import {
  type DraftStep,
  draftSeconds,
  NO_ERRORS,
  newDraftStep,
  type RoutineErrors,
  sameRoutine,
  toDraft,
  validateDraft,
} from './lib/routine-draft';
import { unlockAudio } from './lib/step-signal';
import { useAfterRender } from './lib/use-after-render';

const TITLE = ROUTES.tunnelRoutine.title;

/** A polite live region whose every message is read, even the same one twice in a row. */
function useAnnouncer() {
  const [state, setState] = useState({ text: '', n: 0 });
  const region = (
    <p aria-live="polite" className="sr-only">
      {state.text}
      {state.n % 2 === 1 ? '\u00a0' : ''}
    </p>
  );
  return [region, (text: string) => setState((s) => ({ text, n: s.n + 1 }))] as const;
}

// The shared Button takes no ref, so its own data attribute finds it.
function focusAction(action: 'start' | 'add') {
  document.querySelector<HTMLElement>(`[data-action="${action}"]`)?.focus();
}

function EditorSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{de.common.loading}</span>
      {[0, 1].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="h-56 animate-pulse rounded-2xl border border-line bg-card motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

export function Component() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editorRef = useRef<HTMLElement>(null);
  const query = useQuery(routineQuery);
  const save = useSaveRoutine();
  const [draft, setDraft] = useState<DraftStep[] | null>(null);
  const [errors, setErrors] = useState<RoutineErrors>(NO_ERRORS);
  const [checking, setChecking] = useState(false);
  const [playing, setPlaying] = useState<RoutineStep[] | null>(null);
  const [pendingTemplate, setPendingTemplate] = useState<RoutineTemplate | null>(null);
  const [liveRegion, announce] = useAnnouncer();
  const afterRender = useAfterRender();

  const saved = useMemo(() => (query.data?.steps ?? []).map(toDraft), [query.data]);
  const steps = draft ?? saved;
  const dirty = draft !== null && !sameRoutine(draft, saved);
  const total = steps.reduce((sum, s) => {
    const seconds = draftSeconds(s);
    return sum + (Number.isFinite(seconds) ? seconds : 0);
  }, 0);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function change(next: DraftStep[]) {
    setDraft(next);
    // Once a check failed, the messages follow the typing, so a fixed field clears at once.
    if (checking) setErrors(validateDraft(next).errors);
  }

  function check() {
    const result = validateDraft(steps);
    setErrors(result.errors);
    setChecking(!result.ok);
    if (!result.ok) {
      announce(de.tunnelRoutine.checkMarked);
      afterRender(() => {
        const field = editorRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        // Centred, so the sticky header does not cover the field.
        field?.focus({ preventScroll: true });
        field?.scrollIntoView({ block: 'center' });
      });
    }
    return result;
  }

  function onSave() {
    if (save.isPending) return;
    const result = check();
    if (!result.ok) return;
    save.mutate(
      { steps: result.steps },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success(de.generic.saved);
        },
        onError: (err) =>
          toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed)),
      },
    );
  }

  function onPlay() {
    const result = check();
    if (!result.ok) return;
    // Inside the click, so the browser lets the step signal play sound later.
    unlockAudio();
    setPlaying(result.steps);
  }

  function addStep() {
    const step = newDraftStep();
    change([...steps, step]);
    afterRender(() =>
      editorRef.current?.querySelector<HTMLElement>(`[data-step-id="${step.id}"] input`)?.focus(),
    );
  }

  function applyTemplate(template: RoutineTemplate) {
    setPendingTemplate(null);
    change(instantiateTemplate(template).map(toDraft));
    announce(
      de.tunnelRoutine.templateApplied(template.title, de.counts.steps(template.steps.length)),
    );
    afterRender(() => headingRef.current?.focus());
  }

  const stepsLabel = de.counts.steps(steps.length);

  return (
    <>
      <PageTitle subtitle={de.tunnelRoutine.subtitle}>{TITLE}</PageTitle>
      {liveRegion}
      {playing ? (
        <RoutinePlayer
          steps={playing}
          onExit={() => {
            setPlaying(null);
            afterRender(() => focusAction('start'));
          }}
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section ref={editorRef} aria-labelledby={headingId} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2
                  id={headingId}
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-xl font-bold outline-none"
                >
                  {de.tunnelRoutine.yourRoutine}
                </h2>
                <p className="text-muted">
                  {stepsLabel} · {de.tunnelRoutine.total}{' '}
                  <span className="font-semibold text-ink tabular-nums">
                    {formatDuration(total)}
                  </span>{' '}
                  {de.tunnelRoutine.minutes}
                  {dirty && <> · {de.tunnelRoutine.notSaved}</>}
                </p>
              </div>
              <Button
                data-action="start"
                onClick={onPlay}
                disabled={steps.length === 0 || query.isPending}
                className="px-6"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                  <path d="M8 5v14l11-7z" />
                </svg>
                {de.tunnelRoutine.start}
              </Button>
            </div>

            {query.isPending ? (
              <EditorSkeleton />
            ) : query.isError ? (
              <div
                role="alert"
                className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-card p-5 shadow-sm"
              >
                <p className="text-lg font-semibold">{de.generic.loadFailed}</p>
                <p className="text-muted">{messageForError(query.error)}</p>
                <Button
                  variant="secondary"
                  onClick={() => void query.refetch()}
                  busy={query.isFetching}
                >
                  {de.common.retry}
                </Button>
              </div>
            ) : steps.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line p-5 text-muted">
                {de.tunnelRoutine.empty}
              </p>
            ) : (
              <StepList
                steps={steps}
                errors={errors}
                onChange={change}
                announce={announce}
                onEmptied={() => focusAction('add')}
              />
            )}

            {errors.routine && (
              <p role="alert" className="font-medium text-red-700 dark:text-red-300">
                {errors.routine}
              </p>
            )}

            {!query.isPending && !query.isError && (
              <div className="flex flex-col gap-2 min-[400px]:flex-row min-[400px]:justify-between">
                <Button
                  data-action="add"
                  variant="secondary"
                  onClick={addStep}
                  disabled={steps.length >= MAX_ROUTINE_STEPS}
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  >
                    <path d="M12 5v14M5 12h14" />
                  </svg>
                  {de.tunnelRoutine.addStep}
                </Button>
                <Button onClick={onSave} busy={save.isPending} disabled={!dirty && !checking}>
                  {de.common.save}
                </Button>
              </div>
            )}
          </section>

          <div className="flex flex-col gap-6">
            <RunList runs={query.data?.runs ?? []} pending={query.isPending} />
            <TemplateList
              onUse={(t) => (steps.length > 0 ? setPendingTemplate(t) : applyTemplate(t))}
            />
          </div>
        </div>
      )}

      <ConfirmDialog
        open={pendingTemplate !== null}
        title={de.tunnelRoutine.replaceTitle}
        confirmLabel={de.tunnelRoutine.replace}
        danger
        onConfirm={() => pendingTemplate && applyTemplate(pendingTemplate)}
        onCancel={() => setPendingTemplate(null)}
      >
        {de.tunnelRoutine.replaceText(pendingTemplate?.title, stepsLabel)}
      </ConfirmDialog>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={de.tunnelRoutine.discardTitle}
        confirmLabel={de.tunnelRoutine.discard}
        cancelLabel={de.tunnelRoutine.keepEditing}
        danger
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
        onCancel={() => blocker.state === 'blocked' && blocker.reset()}
      >
        {de.tunnelRoutine.discardText}
      </ConfirmDialog>
    </>
  );
}
