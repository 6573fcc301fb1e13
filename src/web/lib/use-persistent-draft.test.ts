import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPersistentDraft, usePersistentDraft } from './use-persistent-draft';

interface Note {
  text: string;
}

const parseNote = (value: unknown): Note | null =>
  typeof value === 'object' && value !== null && typeof (value as Note).text === 'string'
    ? { text: (value as Note).text }
    : null;

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('usePersistentDraft', () => {
  it('writes every change to localStorage at once', () => {
    const { result } = renderHook(() => usePersistentDraft('k1', parseNote));
    expect(result.current.draft).toBeNull();
    act(() => result.current.setDraft({ text: 'a' }));
    expect(JSON.parse(localStorage.getItem('k1')!)).toEqual({ text: 'a' });
    act(() => result.current.setDraft((d) => ({ text: `${d?.text}b` })));
    expect(result.current.draft).toEqual({ text: 'ab' });
    expect(JSON.parse(localStorage.getItem('k1')!)).toEqual({ text: 'ab' });
  });

  it('reads what an earlier page left (a reload)', () => {
    localStorage.setItem('k2', JSON.stringify({ text: 'von gestern' }));
    const { result } = renderHook(() => usePersistentDraft('k2', parseNote));
    expect(result.current.draft).toEqual({ text: 'von gestern' });
  });

  it('drops damaged or foreign data instead of failing', () => {
    localStorage.setItem('k3', '{kaputt');
    localStorage.setItem('k4', JSON.stringify({ other: 1 }));
    expect(renderHook(() => usePersistentDraft('k3', parseNote)).result.current.draft).toBeNull();
    expect(renderHook(() => usePersistentDraft('k4', parseNote)).result.current.draft).toBeNull();
  });

  it('shares one value between all users of a key', () => {
    const a = renderHook(() => usePersistentDraft('k5', parseNote));
    const b = renderHook(() => usePersistentDraft('k5', parseNote));
    act(() => a.result.current.setDraft({ text: 'geteilt' }));
    expect(b.result.current.draft).toEqual({ text: 'geteilt' });
    act(() => b.result.current.clearDraft());
    expect(a.result.current.draft).toBeNull();
    expect(localStorage.getItem('k5')).toBeNull();
  });

  it('keeps the same object while nothing changed, so renders settle', () => {
    localStorage.setItem('k6', JSON.stringify({ text: 'x' }));
    const { result, rerender } = renderHook(() => usePersistentDraft('k6', parseNote));
    const first = result.current.draft;
    rerender();
    expect(result.current.draft).toBe(first);
  });

  it('keeps keys apart (one draft per user)', () => {
    const anna = renderHook(() => usePersistentDraft('draft:anna', parseNote));
    const ben = renderHook(() => usePersistentDraft('draft:ben', parseNote));
    act(() => anna.result.current.setDraft({ text: 'Annas' }));
    expect(ben.result.current.draft).toBeNull();
  });

  it('ignores writes while the key is unknown', () => {
    const { result } = renderHook(() => usePersistentDraft<Note>(null, parseNote));
    act(() => result.current.setDraft({ text: 'weg' }));
    expect(result.current.draft).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('picks up a change made in another tab', () => {
    const { result } = renderHook(() => usePersistentDraft('k7', parseNote));
    act(() => {
      localStorage.setItem('k7', JSON.stringify({ text: 'anderer Tab' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'k7' }));
    });
    expect(result.current.draft).toEqual({ text: 'anderer Tab' });
  });

  it('still holds the draft for the tab when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => usePersistentDraft('k8', parseNote));
    act(() => result.current.setDraft({ text: 'nur im Speicher' }));
    expect(result.current.draft).toEqual({ text: 'nur im Speicher' });
    expect(readPersistentDraft('k8', parseNote)).toEqual({ text: 'nur im Speicher' });
  });
});
