/**
 * CSV files as German spreadsheets open them. Semicolons separate the fields: Excel with German
 * regional settings splits a line at its list separator, which is ';' because ',' is the decimal
 * comma, so a comma-separated file would open as one column there (LibreOffice asks and takes
 * either). The UTF-8 byte order mark makes Excel read the file as UTF-8, so umlauts survive; a
 * `sep=;` line is left out because Excel then ignores the mark. Fields are quoted as RFC 4180 has
 * it, and lines end in CRLF.
 */

const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** What a spreadsheet would run as a formula (OWASP "CSV injection"), tab and CR included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: texts starting like a formula get a leading apostrophe, so the spreadsheet shows them
 * as text; a field holding the separator, a quote or a line break is quoted, quotes doubled.
 * Numbers are never guarded: a negative number is no formula.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[;,"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return fields.map(csvField).join(CSV_SEPARATOR);
}

/** The file: the mark, then the lines joined with CRLF and a CRLF after the last. */
export function csvDocument(lines: readonly string[]): string {
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** 'TT.MM.JJJJ' and 'HH:MM' of an instant in a time zone, the forms German spreadsheets read. */
export function germanDateParts(
  at: Date,
  timeZone: string,
): { date: string; time: string; seconds: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('de-DE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.day}.${parts.month}.${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: parts.second ?? '00',
  };
}

/** An instant as '27.11.2026 07:16:05' in the zone: what German Excel reads as a date and time. */
export function germanDateTime(at: Date, timeZone: string): string {
  const p = germanDateParts(at, timeZone);
  return `${p.date} ${p.time}:${p.seconds}`;
}

/** A calendar day '2026-11-27' as '27.11.2026'. */
export function germanDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : day;
}
