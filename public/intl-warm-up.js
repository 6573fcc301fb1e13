// Reads the locale data of the app's formats in a thread of its own. The browser keeps that data for
// the whole page, so the app's first date, number or list on the main thread no longer waits for it
// (public/app-start.js starts this worker beside the app's scripts). The options need not match the
// app's: each kind of format loads its data once, whatever its options.
const now = new Date();
new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(now);
// The domain's rules read a zone's clock in en-US (src/domain/calendar-day.ts).
new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', hourCycle: 'h23' }).format(now);
new Intl.NumberFormat('de-DE', { style: 'percent' }).format(0.5);
new Intl.RelativeTimeFormat('de-DE', { numeric: 'auto' }).format(-1, 'day');
new Intl.PluralRules('de-DE').select(2);
new Intl.ListFormat('de-DE', { type: 'conjunction' }).format(['1', '2']);
new Intl.Collator('de').compare('ä', 'z');
close();
