import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvLine, germanDateParts, germanDateTime, germanDay } from './csv';

describe('CSV fields', () => {
  it('quotes separators, quotes and line breaks as RFC 4180 has it', () => {
    expect(csvField('einfach')).toBe('einfach');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('sagte "ja"')).toBe('"sagte ""ja"""');
    expect(csvField('zwei\nZeilen')).toBe('"zwei\nZeilen"');
    expect(csvField('zwei\r\nZeilen')).toBe('"zwei\r\nZeilen"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(7)).toBe('7');
  });

  it('turns texts that start like a formula into text, numbers stay numbers', () => {
    for (const text of ['=1+1', '+49 170', '-5', '@SUMME(A1)', '\tx', '\rx']) {
      expect(csvField(text).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-5)).toBe('-5');
    expect(csvField('Lauf = gut')).toBe('Lauf = gut');
  });

  it('joins fields with semicolons and lines with CRLF after a UTF-8 byte order mark', () => {
    expect(csvLine(['Datum', 'Notizen', null, 3])).toBe('Datum;Notizen;;3');
    const doc = csvDocument(['a;b', 'c;d']);
    expect(doc).toBe('\uFEFFa;b\r\nc;d\r\n');
    expect([...Buffer.from(doc).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('German dates', () => {
  it('writes an instant in the athlete’s zone, summer and winter time', () => {
    expect(germanDateParts(new Date('2026-07-01T06:05:09Z'), 'Europe/Berlin')).toEqual({
      date: '01.07.2026',
      time: '08:05',
      seconds: '09',
    });
    expect(germanDateTime(new Date('2026-12-31T23:30:00Z'), 'Europe/Berlin')).toBe(
      '01.01.2027 00:30:00',
    );
    expect(germanDateTime(new Date('2026-03-01T00:00:00Z'), 'Europe/Berlin')).toBe(
      '01.03.2026 01:00:00',
    );
  });

  it('writes a calendar day as TT.MM.JJJJ', () => {
    expect(germanDay('2026-11-27')).toBe('27.11.2026');
    expect(germanDay('kein Tag')).toBe('kein Tag');
  });
});
