import { useCallback } from 'react';
import { useUserDraft } from '../../lib/use-user-draft';
import { draftKey, type EntryDraft, parseDraft } from './entry-draft';

/**
 * The signed-in athlete's one entry draft, stored per user so a shared device never shows one
 * athlete another's unsaved entry.
 */
export function useEntryDraft() {
  const { draft, setDraft, clearDraft } = useUserDraft<EntryDraft>(draftKey, parseDraft);

  /** A change made by the athlete: marks the draft as worth keeping and stamps the time. */
  const update = useCallback(
    (change: Partial<EntryDraft> | ((d: EntryDraft) => Partial<EntryDraft>)) => {
      setDraft((current) => {
        if (!current) return current;
        const patch = typeof change === 'function' ? change(current) : change;
        return { ...current, ...patch, dirty: true, updatedAt: new Date().toISOString() };
      });
    },
    [setDraft],
  );

  return { draft, setDraft, update, clearDraft };
}
