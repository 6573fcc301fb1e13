import { type FormEvent, useId, useState } from 'react';
import { clientId } from '../../../../domain/client-id';
import type { CoachFlag } from '../../../../domain/coach-flags';
import { MAX_FLAG_NOTE_LENGTH, type TeamGroup, type TeamRow } from '../../../../domain/coach-team';
import { de } from '../../../../domain/messages';
import { FlagList } from '../../../components/coach-athlete/flag-badges';
import { Button } from '../../../components/ui/button';
import { CharCounter } from '../../../components/ui/char-counter';
import { useMarkFlag } from '../api/mark-flag';
import { useSetAthleteGroups } from '../api/set-athlete-groups';
import { saveWithToast } from './save-feedback';

const t = de.coachFlags;

/** Seen or not, and the note: one row per link and flag, so the id made here only names a new one. */
function FlagActions({ athleteId, flag }: { athleteId: string; flag: CoachFlag }) {
  const [id] = useState(() => clientId());
  const [note, setNote] = useState(flag.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const mark = useMarkFlag();
  const noteId = useId();
  const countId = useId();
  const errorId = useId();
  const seen = flag.seenAt !== null;

  async function save(next: { seen: boolean; note: string }) {
    if (next.note.trim().length > MAX_FLAG_NOTE_LENGTH) {
      setError(de.textLimit.tooLong(MAX_FLAG_NOTE_LENGTH));
      return;
    }
    setError(
      await saveWithToast(() =>
        mark.mutateAsync({ id, athleteId, flagKey: flag.key, seen: next.seen, note: next.note }),
      ),
    );
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void save({ seen, note });
  }

  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-amber-300 pt-3 dark:border-amber-700">
      <div>
        <Button
          variant="secondary"
          busy={mark.isPending}
          onClick={() => void save({ seen: !seen, note: flag.note ?? '' })}
        >
          {seen ? t.unmarkSeen : t.markSeen}
        </Button>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium">
          {t.noteLabel}
        </label>
        <textarea
          id={noteId}
          value={note}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${countId}${error ? ` ${errorId}` : ''}`}
          className="w-full rounded-lg border border-line bg-card px-3 py-2 text-ink"
        />
        <CharCounter id={countId} length={note.length} max={MAX_FLAG_NOTE_LENGTH} />
        <p className="text-sm">{t.noteHint}</p>
        {error && (
          <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" variant="secondary" busy={mark.isPending}>
            {t.saveNote}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The coach's groups as checkboxes; each change saves the athlete's groups at once. */
function GroupPicker({ row, groups }: { row: TeamRow; groups: readonly TeamGroup[] }) {
  const set = useSetAthleteGroups();
  const [chosen, setChosen] = useState(row.groupIds);
  if (groups.length === 0) return <p className="text-sm text-muted">{de.coachTeam.groups.none}</p>;

  async function toggle(groupId: string, on: boolean) {
    const next = on ? [...chosen, groupId] : chosen.filter((g) => g !== groupId);
    setChosen(next);
    const failed = await saveWithToast(() =>
      set.mutateAsync({ athleteId: row.athleteId, groupIds: next }),
    );
    if (failed) setChosen(chosen);
  }

  return (
    <fieldset>
      <legend className="mb-1 font-semibold">{de.coachTeam.groups.assign(row.name)}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {groups.map((g) => (
          <label key={g.id} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.includes(g.id)}
              onChange={(e) => void toggle(g.id, e.target.checked)}
            />
            {g.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Under a row: its flags with the coach's controls, and its groups. */
export function RowDetails({ row, groups }: { row: TeamRow; groups: readonly TeamGroup[] }) {
  return (
    <div className="flex flex-col gap-4">
      {row.flags.length > 0 && (
        <FlagList
          flags={row.flags}
          seenText={t.seen}
          noteLabel={`${t.note}:`}
          actions={(flag) => <FlagActions athleteId={row.athleteId} flag={flag} />}
        />
      )}
      <GroupPicker row={row} groups={groups} />
    </div>
  );
}
