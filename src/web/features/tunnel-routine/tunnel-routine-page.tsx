import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useSearchParams } from 'react-router';
import { MAX_ROUTINE_NAME_LENGTH, type Routine } from '../../../domain/api-training';
import { clientId } from '../../../domain/client-id';
import { isPastCompetition, REMINDER_LEADS, type ReminderLead } from '../../../domain/competitions';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import {
  formatDuration,
  instantiateTemplate,
  MAX_ROUTINE_STEPS,
  type RoutineStep,
  type RoutineTemplate,
} from '../../../domain/tunnel-routine';
import { ReceivedRecommendations } from '../../components/coach-recommendations/received-recommendations';
import { CompetitionSelect } from '../../components/competition-select';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { secondaryLink } from '../../components/ui/link-styles';
import { PageTitle } from '../../components/ui/page-title';
import { TextField } from '../../components/ui/text-field';
import { messageForError } from '../../lib/callable';
import { routineQuery } from '../../lib/endpoints/get-routine';
import { competitionsQuery } from '../../lib/endpoints/list-competitions';
import { toast } from '../../stores/toast-store';
import { useDeleteRoutine } from './api/delete-routine';
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
const r = de.competitions.routines;
const LEAD_LABELS: Record<ReminderLead, string> = {
  'evening-before': de.competitions.reminder.eveningBefore,
  'morning-of': de.competitions.reminder.morningOf,
  'two-hours': de.competitions.reminder.twoHours,
};

/** What a routine has besides its steps: its name and the competition it is for. */
interface RoutineMeta {
  name: string;
  competitionId: string | null;
  reminderLead: ReminderLead | null;
}

const metaOf = (routine: Routine): RoutineMeta => ({
  name: routine.name,
  competitionId: routine.competitionId,
  reminderLead: routine.reminderLead,
});

const sameMeta = (a: RoutineMeta, b: RoutineMeta) =>
  a.name.trim() === b.name.trim() &&
  a.competitionId === b.competitionId &&
  a.reminderLead === b.reminderLead;

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
  const pickId = useId();
  const leadId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editorRef = useRef<HTMLElement>(null);
  const query = useQuery(routineQuery);
  const competitions = useQuery(competitionsQuery);
  const save = useSaveRoutine();
  const removeRoutine = useDeleteRoutine();
  const [search] = useSearchParams();
  const [draft, setDraft] = useState<DraftStep[] | null>(null);
  const [metaDraft, setMetaDraft] = useState<RoutineMeta | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [errors, setErrors] = useState<RoutineErrors>(NO_ERRORS);
  const [checking, setChecking] = useState(false);
  const [playing, setPlaying] = useState<RoutineStep[] | null>(null);
  const [pendingTemplate, setPendingTemplate] = useState<RoutineTemplate | null>(null);
  // The routine picked (the reminder mail links to one), or a new one not saved yet.
  const [selected, setSelected] = useState<string | null>(() => search.get('routine'));
  const [newId, setNewId] = useState<string | null>(null);
  const [firstId] = useState(() => clientId());
  const [pendingSwitch, setPendingSwitch] = useState<{ to: string | null } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [liveRegion, announce] = useAnnouncer();
  const afterRender = useAfterRender();

  const routines = query.data?.routines ?? [];
  const current = newId ? undefined : (routines.find((x) => x.id === selected) ?? routines[0]);
  // The id of a routine not saved yet is made once, so a retried save writes it once.
  const routineId = newId ?? current?.id ?? firstId;
  const savedMeta = useMemo<RoutineMeta>(
    () =>
      current
        ? metaOf(current)
        : { name: newId ? '' : r.defaultName, competitionId: null, reminderLead: null },
    [current, newId],
  );
  const meta = metaDraft ?? savedMeta;
  const saved = useMemo(() => (current?.steps ?? []).map(toDraft), [current]);
  const steps = draft ?? saved;
  const dirty =
    (draft !== null && !sameRoutine(draft, saved)) ||
    (metaDraft !== null && !sameMeta(metaDraft, savedMeta));
  const linked = competitions.data?.competitions.find((c) => c.id === meta.competitionId);
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

  function changeMeta(next: Partial<RoutineMeta>) {
    const merged = { ...meta, ...next };
    // A reminder needs a competition to be before.
    if (merged.competitionId === null) merged.reminderLead = null;
    setMetaDraft(merged);
    if (nameError && merged.name.trim()) setNameError(undefined);
  }

  function switchTo(id: string | null, fresh = false) {
    setSelected(id);
    setNewId(fresh ? clientId() : null);
    setDraft(null);
    setMetaDraft(null);
    setNameError(undefined);
    setErrors(NO_ERRORS);
    setChecking(false);
  }

  function requestSwitch(id: string | null, fresh = false) {
    if (dirty) setPendingSwitch({ to: fresh ? null : id });
    else switchTo(id, fresh);
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
    const name = meta.name.trim();
    if (!name) {
      setNameError(de.validation.required);
      afterRender(() => document.querySelector<HTMLElement>('input[name="routineName"]')?.focus());
      return;
    }
    const result = check();
    if (!result.ok) return;
    save.mutate(
      {
        id: routineId,
        name,
        steps: result.steps,
        competitionId: meta.competitionId,
        reminderLead: meta.reminderLead,
      },
      {
        onSuccess: () => {
          setDraft(null);
          setMetaDraft(null);
          setSelected(routineId);
          setNewId(null);
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
      {/* Sent here by a Startcheck: it waits for the second rating after the routine. */}
      {search.get('from') === 'startcheck' && (
        <p className="mb-4">
          <Link to={paths.startCheck} className={secondaryLink}>
            {de.startCheck.routine.backToCheck}
          </Link>
        </p>
      )}
      {!playing && <ReceivedRecommendations kind="routine" className="mb-8" />}
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
            {!query.isPending && !query.isError && (
              <fieldset className="flex flex-col gap-4 rounded-2xl border border-line bg-card p-5 shadow-sm">
                <legend className="sr-only">{r.settings}</legend>
                <div className="flex flex-col gap-2 min-[400px]:flex-row min-[400px]:items-end">
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <label htmlFor={pickId} className="font-medium">
                      {r.pick}
                    </label>
                    <select
                      id={pickId}
                      name="routine"
                      value={routineId}
                      onChange={(e) => requestSwitch(e.target.value)}
                      className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-card px-3 py-2 text-ink"
                    >
                      {routines.map((x) => (
                        <option key={x.id} value={x.id}>
                          {x.name}
                        </option>
                      ))}
                      {!current && <option value={routineId}>{r.unsaved(meta.name.trim())}</option>}
                    </select>
                  </div>
                  <Button variant="secondary" onClick={() => requestSwitch(null, true)}>
                    {r.add}
                  </Button>
                </div>
                <TextField
                  label={r.name}
                  name="routineName"
                  required
                  maxLength={MAX_ROUTINE_NAME_LENGTH}
                  autoComplete="off"
                  value={meta.name}
                  onChange={(e) => changeMeta({ name: e.target.value })}
                  error={nameError}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <CompetitionSelect
                    name="routineCompetition"
                    value={meta.competitionId}
                    onChange={(competitionId) => changeMeta({ competitionId })}
                  />
                  <div className="flex flex-col gap-1">
                    <label htmlFor={leadId} className="font-medium">
                      {de.competitions.reminder.label}
                    </label>
                    <select
                      id={leadId}
                      name="reminderLead"
                      value={meta.reminderLead ?? ''}
                      disabled={meta.competitionId === null}
                      aria-describedby={`${leadId}-hint`}
                      onChange={(e) =>
                        changeMeta({
                          reminderLead: (e.target.value || null) as ReminderLead | null,
                        })
                      }
                      className="min-h-11 w-full min-w-0 rounded-lg border border-line bg-card px-3 py-2 text-ink disabled:opacity-60"
                    >
                      <option value="">{de.competitions.reminder.none}</option>
                      {REMINDER_LEADS.map((lead) => (
                        <option key={lead} value={lead}>
                          {LEAD_LABELS[lead]}
                        </option>
                      ))}
                    </select>
                    <p id={`${leadId}-hint`} className="text-sm text-muted">
                      {linked && isPastCompetition(linked.date)
                        ? de.competitions.reminder.pastCompetition
                        : de.competitions.reminder.hint}
                    </p>
                  </div>
                </div>
                {current && (
                  <div>
                    <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
                      {r.delete}
                    </Button>
                  </div>
                )}
              </fieldset>
            )}
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
        open={pendingSwitch !== null}
        title={de.tunnelRoutine.discardTitle}
        confirmLabel={de.tunnelRoutine.discard}
        cancelLabel={de.tunnelRoutine.keepEditing}
        danger
        onConfirm={() => {
          if (pendingSwitch) switchTo(pendingSwitch.to, pendingSwitch.to === null);
          setPendingSwitch(null);
        }}
        onCancel={() => setPendingSwitch(null)}
      >
        {de.tunnelRoutine.discardText}
      </ConfirmDialog>

      <ConfirmDialog
        open={confirmDelete}
        title={r.deleteTitle}
        confirmLabel={de.common.delete}
        danger
        busy={removeRoutine.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          removeRoutine.mutate(routineId, {
            onSuccess: () => {
              setConfirmDelete(false);
              switchTo(null);
              toast.success(r.deleted);
            },
            onError: (err) => {
              setConfirmDelete(false);
              toast.error(de.generic.deleteFailed, messageForError(err, de.generic.deleteFailed));
            },
          })
        }
      >
        {r.deleteText(meta.name)}
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
