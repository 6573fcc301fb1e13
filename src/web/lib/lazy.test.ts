import { describe, expect, it, vi } from 'vitest';
import { lazy } from './lazy';

describe('lazy', () => {
  it('builds nothing until asked, then builds once and keeps it', () => {
    const make = vi.fn(() => new Intl.NumberFormat('de-DE'));
    const format = lazy(make);
    expect(make).not.toHaveBeenCalled();
    const first = format();
    expect(format()).toBe(first);
    expect(make).toHaveBeenCalledOnce();
    expect(first.format(1234.5)).toBe('1.234,5');
  });
});
