import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './session';
import { type PersistentDraft, usePersistentDraft } from './use-persistent-draft';

/**
 * A draft of the signed-in user, stored under a key with her id so that a shared device never shows
 * one user another's unsaved work. Keys starting with `lz-draft:` are also removed on signing out
 * (`clearUserData`). Until the session is known nothing is read or written; the guard loads it
 * before any signed-in screen renders.
 */
export function useUserDraft<T>(
  keyFor: (userId: string) => string,
  parse: (value: unknown) => T | null,
): PersistentDraft<T> {
  const userId = useQuery(sessionQuery).data?.id ?? null;
  return usePersistentDraft<T>(userId ? keyFor(userId) : null, parse);
}
