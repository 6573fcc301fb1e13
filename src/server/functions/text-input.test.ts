import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './text-input';

describe('findUnstorableText', () => {
  it('accepts any well-formed text, emoji and right-to-left marks included', () => {
    expect(
      findUnstorableText({ a: ['Grüße 🏃‍♀️', '\u202Eabc', 'مرحبا'], b: 1, c: null }),
    ).toBeNull();
  });

  it('names the first field with NUL or an unpaired surrogate', () => {
    expect(findUnstorableText('a\u0000b')).toBe('_');
    expect(findUnstorableText({ title: 'ok', notes: 'x\uD800y' })).toBe('notes');
    expect(findUnstorableText({ list: [{ t: 'ok' }, { t: '\uDFFF' }] })).toBe('list.1.t');
    expect(findUnstorableText({ steps: [{ 'k\u0000': 1 }] })).toBe('steps.0.k\u0000');
    expect(findUnstorableText('\uDBFF\uDC00\uD800')).toBe('_');
  });

  it('walks values nested deeper than the call stack would allow', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });
});
