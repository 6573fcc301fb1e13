import { beforeEach, describe, expect, it } from 'vitest';
import { clearPendingCheck, loadPendingCheck, savePendingCheck } from './pending-check';

beforeEach(() => {
  sessionStorage.clear();
});

describe('the Startcheck waiting for its second rating', () => {
  const progress = { checkId: 'c1', before: { nervoes: 8 } };

  it('comes back after a visit to the routine, until cleared', () => {
    savePendingCheck(progress, 1_000);
    expect(loadPendingCheck(1_000 + 60_000)).toEqual(progress);
    clearPendingCheck();
    expect(loadPendingCheck(1_000 + 60_000)).toBeNull();
  });

  it('is dropped once it is hours old: by then it is another moment', () => {
    savePendingCheck(progress, 0);
    expect(loadPendingCheck(3 * 60 * 60 * 1000 + 1)).toBeNull();
    // And stays dropped.
    expect(loadPendingCheck(0)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('lz-start-check-pending', '{kaputt');
    expect(loadPendingCheck()).toBeNull();
    sessionStorage.setItem('lz-start-check-pending', JSON.stringify({ progress }));
    expect(loadPendingCheck()).toBeNull();
  });
});
