import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, mayHoldUnstorableText } from './text-input';

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

describe('mayHoldUnstorableText', () => {
  it('is true for the escapes of NUL and of surrogates, in either case', () => {
    expect(mayHoldUnstorableText('{"data":"a\\u0000"}')).toBe(true);
    expect(mayHoldUnstorableText('{"data":"\\uD800"}')).toBe(true);
    expect(mayHoldUnstorableText('{"data":"\\udfff"}')).toBe(true);
    expect(mayHoldUnstorableText('{"data":"Grüße 🏃 \\u00e4 \\u202e"}')).toBe(false);
  });

  it('is true for the JSON of every value findUnstorableText refuses', () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom('\u0000', '\uD800', '\uDFFF', 'a'),
        fc.string({ unit: 'binary', maxLength: 1 }),
      ),
    });
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.integer(),
        fc.constant(null),
        fc.array(tie('node')),
        fc.dictionary(text, tie('node')),
      ),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        const json = JSON.stringify(v);
        if (findUnstorableText(JSON.parse(json)) !== null)
          expect(mayHoldUnstorableText(json)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // 2,000 generated values take a few seconds; on a busy machine more than Vitest's default 5 s.
  }, 30_000);
});
