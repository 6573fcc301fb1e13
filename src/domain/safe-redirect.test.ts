import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['//evil.example'],
    ['https://evil.example'],
    ['http://app.invalid/trends'],
    ['/\\evil'],
    ['\\\\evil.example'],
    ['/trends\\x'],
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['%2F%2Fevil'],
    ['/%5Cevil.example'],
    ['/%255Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/%25252F%25252Fevil.example'],
    ['/%252F%252Fevil%'],
    ['/.//evil.example'],
    ['/./%2F/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/%09/evil.example'],
    ['/trends\u0000'],
    ['javascript:alert(1)'],
    ['/javascript:alert(1)?%0Ajavascript:alert(1)'],
    ['trends'],
    [' /trends'],
    [''],
    ['/login'],
    ['/login/'],
    ['/login?redirect=%2Ftrends'],
    ['/register'],
    ['/trends/../login'],
    ['/%2e%2e/register'],
  ])('rejects %j', (raw) => {
    expect(safeRedirectTarget(raw)).toBeNull();
  });

  it('rejects a missing parameter', () => {
    expect(safeRedirectTarget(null)).toBeNull();
    expect(safeRedirectTarget(undefined)).toBeNull();
  });

  it.each([
    ['/trends?range=30', '/trends?range=30'],
    ['/trends?range=30#x', '/trends?range=30#x'],
    ['/dashboard', '/dashboard'],
    ['/coach/athletes/abc', '/coach/athletes/abc'],
    ['/', '/'],
    ['/about?q=50%25', '/about?q=50%25'],
    ['/about?q=%E2%82%AC', '/about?q=%E2%82%AC'],
    ['/protocol/./context', '/protocol/context'],
    ['/trends/../dashboard', '/dashboard'],
    ['/about?q=ä b', '/about?q=%C3%A4%20b'],
  ])('keeps %j as %j', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });
});
