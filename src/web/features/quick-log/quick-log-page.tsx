import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ENTRY_TYPE_LABELS, ENTRY_TYPES, type EntryType } from '../../../domain/athlete-choices';
import { clientId } from '../../../domain/client-id';
import { de } from '../../../domain/messages';
import type { QuickLog } from '../../../domain/quick-log';
import { paths, ROUTES } from '../../../domain/routes';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { IntensitySlider } from '../../components/ui/intensity-slider';
import { secondaryLink, textLink } from '../../components/ui/link-styles';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { messageForError } from '../../lib/callable';
import { useOnline } from '../../lib/use-online';
import { useUserDraft } from '../../lib/use-user-draft';
import { toast } from '../../stores/toast-store';
import { quickLogQuery } from './api/get-quick-log';
import { useSaveQuickEntry } from './api/save-quick-entry';
import {
  changed,
  isComplete,
  newQuickDraft,
  parseQuickDraft,
  type QuickDraft,
  quickDraftKey,
  toQuickEntryInput,
} from './quick-log-draft';

const t = de.quickLog;
// One toast for the outcome of saving: a retry replaces the last failure instead of stacking up.
const SAVE_TOAST = 'quick-log-save';
const TYPE_CHOICES = ENTRY_TYPES.map((value) => ({ value, label: ENTRY_TYPE_LABELS[value] }));

function basisText(log: QuickLog | undefined): string | null {
  if (!log) return null;
  if (log.basis === 'performance') return t.basisPerformance;
  return log.entriesNeeded > 0 ? t.basisCocktail(log.entriesNeeded) : t.basisCocktailNoLink;
}

export function Component() {
  const navigate = useNavigate();
  const log = useQuery(quickLogQuery);
  const {
    draft: stored,
    setDraft,
    clearDraft,
  } = useUserDraft<QuickDraft>(quickDraftKey, parseQuickDraft);
  const saveEntry = useSaveQuickEntry();
  const online = useOnline();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const problemId = useId();
  const noteId = useId();

  // Only the athlete's changes are stored: until the first, the draft follows the server's current
  // choice of emotions, and nothing is left behind on the device.
  // The next entry's id; a new one once an entry is saved.
  const [freshId, setFreshId] = useState(() => clientId());
  const fresh = useMemo(
    () => (log.data && log.data.emotions.length > 0 ? newQuickDraft(log.data, freshId) : null),
    [log.data, freshId],
  );
  const draft = stored ?? fresh;

  const update = (patch: Partial<QuickDraft>) => {
    setProblem(null);
    setDraft((current) => {
      const base = current ?? fresh;
      return base ? changed(base, patch) : current;
    });
  };

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (!draft || saving) return;
    if (!isComplete(draft)) {
      setProblem(t.missing);
      return;
    }
    setSaving(true);
    try {
      // The draft's id goes along: if an earlier attempt did reach the server, this one finds
      // that same entry instead of adding a second.
      await saveEntry.mutateAsync(toQuickEntryInput(draft));
      toast.success(de.generic.saved, undefined, { id: SAVE_TOAST });
      clearDraft();
      setFreshId(clientId());
      navigate(paths.dashboard);
    } catch (err) {
      const message = messageForError(err, de.generic.saveFailed);
      toast.error(de.generic.saveFailed, message, { id: SAVE_TOAST });
      setFailure(message);
      setSaving(false);
      // The toast announces the failure; the keyboard continues at the retry box.
      requestAnimationFrame(() => {
        const box = failureRef.current;
        if (box && !box.contains(document.activeElement)) box.focus();
      });
    }
  }

  const title = <PageTitle subtitle={t.subtitle}>{ROUTES.quickLog.title}</PageTitle>;

  if (!draft) {
    return (
      <div className="mx-auto max-w-2xl">
        {title}
        {log.isError ? (
          <LoadError
            error={log.error}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        ) : log.data?.emotions.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-card p-5">
            <p>{t.noCocktail}</p>
            <Link to={paths.cocktailEdit} className={secondaryLink}>
              {t.toCocktail}
            </Link>
          </div>
        ) : (
          <Loading />
        )}
      </div>
    );
  }

  const basis = basisText(log.data);
  return (
    <div className="mx-auto max-w-2xl">
      {title}
      <form onSubmit={save} noValidate className="flex flex-col gap-5">
        {!online && <p className="font-medium text-amber-800 dark:text-amber-300">{t.offline}</p>}
        <div className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
          <fieldset className="flex min-w-0 flex-col gap-5">
            <legend className="mb-1 text-lg font-semibold">{t.emotions}</legend>
            {basis && <p className="-mt-2 text-sm text-muted">{basis}</p>}
            {draft.emotions.map((e) => (
              <IntensitySlider
                key={e.id}
                label={e.label}
                description={de.zoneControls.zone(e.zoneMin, e.zoneMax)}
                zone={{ min: e.zoneMin, max: e.zoneMax }}
                value={e.intensity}
                onChange={(intensity) =>
                  update({
                    emotions: draft.emotions.map((x) => (x.id === e.id ? { ...x, intensity } : x)),
                  })
                }
              />
            ))}
          </fieldset>
        </div>
        <div className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
          <IntensitySlider
            label={t.rating}
            description={t.ratingHint}
            value={draft.rating}
            onChange={(rating) => update({ rating })}
          />
        </div>
        <details className="rounded-2xl border border-line bg-card shadow-sm">
          <summary className="flex min-h-11 cursor-pointer items-center rounded-2xl px-5 font-medium">
            {t.more}
          </summary>
          <div className="flex flex-col gap-5 px-5 pb-5">
            <ChoiceGroup<EntryType>
              legend={t.type}
              name="type"
              choices={TYPE_CHOICES}
              value={draft.type}
              onChange={(type) => update({ type })}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={noteId} className="font-medium">
                {t.note}
              </label>
              <textarea
                id={noteId}
                name="notes"
                rows={3}
                maxLength={2000}
                value={draft.notes}
                onChange={(e) => update({ notes: e.target.value })}
                className="w-full resize-y rounded-lg border border-line bg-card px-3 py-2 text-ink"
              />
            </div>
          </div>
        </details>
        {problem && (
          <p id={problemId} role="alert" className="font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        {failure && (
          <div
            ref={failureRef}
            tabIndex={-1}
            className="rounded-2xl border border-red-600 bg-red-50 p-5 text-red-950 dark:border-red-400 dark:bg-red-950/40 dark:text-red-100"
          >
            <h2 className="font-semibold">{de.generic.saveFailed}</h2>
            <p>{failure}</p>
            <p className="mt-1 text-sm">{t.keptOffline}</p>
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button
            type="submit"
            busy={saving}
            aria-describedby={problem ? problemId : undefined}
            className="w-full sm:w-auto"
          >
            {failure ? de.common.retry : t.save}
          </Button>
          <Link to={paths.protocolContext} className={`${textLink} self-center py-2`}>
            {t.fullEntry}
          </Link>
        </div>
      </form>
    </div>
  );
}
