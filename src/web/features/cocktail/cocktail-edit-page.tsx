import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useBeforeUnload, useBlocker, useNavigate } from 'react-router';
import type { CocktailState } from '../../../domain/api';
import { clientId } from '../../../domain/client-id';
import { catalogueEmotion, customEmotionId, DEFAULT_ZONE } from '../../../domain/emotions';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import { type CocktailEmotion, ZSaveCocktail } from '../../../domain/schemas/athlete';
import { Button } from '../../components/ui/button';
import { secondaryLink } from '../../components/ui/link-styles';
import { LoadError } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { ZoneSuggestionPanel } from '../../components/zone-suggestion-panel';
import { messageForError } from '../../lib/callable';
import { cocktailQuery } from '../../lib/endpoints/get-cocktail';
import { toast } from '../../stores/toast-store';
import { useSaveCocktail } from './api/save-cocktail';
import { CocktailSkeleton } from './components/cocktail-skeleton';
import { type AddedEmotion, EmotionAdder } from './components/emotion-adder';
import { EmotionEditorItem } from './components/emotion-editor-item';
import { LeaveDialog } from './components/leave-dialog';
import { VersionHistory } from './components/version-history';

const BACK_TO = paths.cocktail;

/** The list-level message of the schema (count, duplicates), or null when the draft is valid. */
function listError(emotions: CocktailEmotion[]): string | null {
  // Any uuid will do here: only the emotions are being checked.
  const result = ZSaveCocktail.safeParse({ versionId: clientId(), emotions });
  if (result.success) return null;
  return result.error.issues[0]?.message ?? de.validation.required;
}

function Editor({ state }: { state: CocktailState }) {
  const navigate = useNavigate();
  const saved = state.cocktail?.emotions ?? [];
  // Set once from the first answer: a background refetch must not overwrite what is being edited.
  const [draft, setDraft] = useState<CocktailEmotion[]>(() => saved);
  const [showError, setShowError] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const listHeadingId = useId();
  const errorId = useId();
  const mutation = useSaveCocktail();
  // The version id belongs to one draft content: a retry of the same draft reuses it (the server
  // keeps it once), a changed draft gets a new one (so the change is not swallowed as a duplicate).
  const versionRef = useRef<{ id: string; content: string } | null>(null);
  const leavingRef = useRef(false);

  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const error = listError(draft);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leavingRef.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload((event) => {
    if (dirty && !leavingRef.current) event.preventDefault();
  });

  // Only a save attempt moves the focus; while editing, the alert role announces the rule instead.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) errorRef.current?.focus();
  }, [focusRequest]);

  function update(next: CocktailEmotion[], message?: string) {
    setDraft(next);
    // Once the athlete has changed something, the count rules speak up right away.
    setShowError(true);
    if (message) setAnnouncement(message);
  }

  function add({ id, label, group }: AddedEmotion) {
    update(
      [...draft, { id, label, group, ...DEFAULT_ZONE[group] }],
      de.performanceCocktail.editor.added(label),
    );
  }

  function remove(emotion: CocktailEmotion) {
    update(
      draft.filter((e) => e.id !== emotion.id),
      `${emotion.label} entfernt`,
    );
    // The button that had the focus is gone; the list heading is the nearest sensible place.
    listHeadingRef.current?.focus();
  }

  function toggle(emotion: AddedEmotion) {
    const existing = draft.find((e) => e.id === emotion.id);
    if (existing) remove(existing);
    else add(emotion);
  }

  function addOwn(label: string, group: CocktailEmotion['group']): string | null {
    const fromCatalogue = catalogueEmotion(label.toLowerCase()) ?? null;
    const id = fromCatalogue?.id ?? customEmotionId(label);
    if (draft.some((e) => e.id === id || e.label.toLowerCase() === label.toLowerCase())) {
      return de.performanceCocktail.editor.duplicate;
    }
    add(fromCatalogue ?? { id, label, group });
    return null;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    setShowError(true);
    if (error) {
      setFocusRequest((n) => n + 1);
      return;
    }
    // Every save is kept as a version; an unchanged draft would only add a duplicate to the history.
    if (!dirty && state.cocktail) {
      toast.info(de.performanceCocktail.editor.unchanged);
      navigate(BACK_TO);
      return;
    }
    const content = JSON.stringify(draft);
    if (versionRef.current?.content !== content) {
      versionRef.current = { id: clientId(), content };
    }
    try {
      await mutation.mutateAsync({ versionId: versionRef.current.id, emotions: draft });
    } catch (err) {
      toast.error(de.generic.updateFailed, messageForError(err, de.generic.updateFailed));
      return;
    }
    toast.success(de.generic.updated);
    leavingRef.current = true;
    navigate(BACK_TO);
  }

  const selectedIds = new Set(draft.map((e) => e.id));

  return (
    <form onSubmit={onSubmit} noValidate>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby={listHeadingId} className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <h2
              id={listHeadingId}
              ref={listHeadingRef}
              tabIndex={-1}
              className="text-lg font-semibold outline-none"
            >
              {de.performanceCocktail.and(
                de.performanceCocktail.emotions,
                de.performanceCocktail.targetState,
              )}
            </h2>
            <span className="shrink-0 text-sm text-muted tabular-nums">
              {de.counts.emotions(draft.length)}
            </span>
          </div>
          <p className="-mt-1 text-sm text-muted">{de.performanceCocktail.editor.dragHint}</p>
          {showError && error && (
            <p
              id={errorId}
              ref={errorRef}
              tabIndex={-1}
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {error}
            </p>
          )}
          {draft.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
              {de.performanceCocktail.editor.empty}
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {draft.map((emotion, i) => (
                <EmotionEditorItem
                  key={emotion.id}
                  emotion={emotion}
                  onChange={(next) => update(draft.map((e, j) => (j === i ? next : e)))}
                  onRemove={() => remove(emotion)}
                />
              ))}
            </ul>
          )}
        </section>
        <div className="flex flex-col gap-4">
          {/* Learned from the protocol; taking a suggestion changes the draft, Save keeps it. */}
          <ZoneSuggestionPanel
            currentZones={draft.map(({ id, zoneMin, zoneMax }) => ({ id, zoneMin, zoneMax }))}
            onTakeOver={(changes) =>
              update(
                draft.map((e) => {
                  const c = changes.find((x) => x.id === e.id);
                  return c ? { ...e, zoneMin: c.zoneMin, zoneMax: c.zoneMax } : e;
                }),
                de.performanceCocktail.editor.suggestionTaken,
              )
            }
          />
          <EmotionAdder selectedIds={selectedIds} onToggle={toggle} onAddOwn={addOwn} />
          <VersionHistory
            history={state.history}
            currentVersionId={state.cocktail?.versionId ?? null}
          />
        </div>
      </div>
      {/* Always in reach (of the thumb, on a phone), however long the list and the catalogue get. */}
      <div className="sticky bottom-free z-10 -mx-4 mt-6 flex gap-3 border-t border-line bg-card/95 px-4 py-3 backdrop-blur sm:justify-end">
        <Link to={BACK_TO} className={`${secondaryLink} flex-1 sm:flex-none`}>
          {de.common.cancel}
        </Link>
        <Button
          type="submit"
          busy={mutation.isPending}
          aria-describedby={showError && error ? errorId : undefined}
          className="flex-1 sm:flex-none"
        >
          {de.common.save}
        </Button>
      </div>
      <LeaveDialog blocker={blocker} />
    </form>
  );
}

export function Component() {
  const query = useQuery(cocktailQuery);
  return (
    <>
      <PageTitle subtitle={de.performanceCocktail.editSubtitle}>
        {ROUTES.cocktailEdit.title}
      </PageTitle>
      {query.isPending ? (
        <CocktailSkeleton />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Editor state={query.data} />
      )}
    </>
  );
}
