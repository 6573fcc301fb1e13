import { describe, expect, it } from 'vitest';
import { paramsOf, queryFromParams } from './range-params';

const parse = (search: string) => queryFromParams(new URLSearchParams(search));

describe('trends range in the URL', () => {
  it('reads presets and drops days they do not use', () => {
    expect(parse('?range=7')).toEqual({ range: '7', from: null, to: null });
    expect(parse('?range=90&from=2026-01-01')).toEqual({ range: '90', from: null, to: null });
  });

  it('falls back to 30 days for a missing or unknown range', () => {
    expect(parse('')).toEqual({ range: '30', from: null, to: null });
    expect(parse('?range=365')).toEqual({ range: '30', from: null, to: null });
  });

  it('passes custom days on as written, for the server to judge', () => {
    expect(parse('?range=custom&from=2026-10-01&to=2026-10-31')).toEqual({
      range: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(parse('?range=custom&from=gestern')).toEqual({
      range: 'custom',
      from: 'gestern',
      to: null,
    });
  });

  it('writes what it reads', () => {
    for (const search of ['?range=7', '?range=custom&from=2026-10-01&to=2026-10-31']) {
      expect(paramsOf(parse(search))).toBe(search);
    }
  });
});
