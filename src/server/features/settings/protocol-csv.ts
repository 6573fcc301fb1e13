import type { ProtocolEntry } from '../../../domain/api';
import { ENTRY_TYPE_LABELS, GOAL_REACHED_LABELS } from '../../../domain/athlete-choices';
import { de } from '../../../domain/messages';
import { givenAnswers } from '../../../domain/quick-log';
import { csvDocument, csvLine, germanDateParts } from './csv';

/** One intensity column per emotion the entries rated, in the order they first appear. */
function emotionColumns(entries: readonly ProtocolEntry[]): { id: string; header: string }[] {
  const byId = new Map<string, { label: string; group: string }>();
  for (const entry of entries) {
    for (const e of entry.emotions) if (!byId.has(e.id)) byId.set(e.id, e);
  }
  const labelCount = new Map<string, number>();
  for (const { label } of byId.values()) labelCount.set(label, (labelCount.get(label) ?? 0) + 1);
  // An own word may share its label with a catalogue emotion; the group tells the two apart.
  return [...byId].map(([id, { label, group }]) => ({
    id,
    header: (labelCount.get(label) ?? 0) > 1 ? `${label} (${group})` : label,
  }));
}

/**
 * The protocol as a table, one line per entry (oldest first, as given): date and time in the
 * athlete's zone, the choices in words, each emotion's intensity in its own column and the share of
 * emotions in their zone in percent. Plain values only, no lists or objects inside a field; an
 * empty field is a value not given.
 */
export function protocolCsv(entries: readonly ProtocolEntry[], timeZone: string): string {
  const c = de.protocolExport.columns;
  const emotions = emotionColumns(entries);
  const header = [
    c.date,
    c.time,
    c.type,
    c.title,
    c.importance,
    c.place,
    c.rating,
    c.goalReached,
    c.result,
    c.notes,
    ...emotions.map((e) => e.header),
    c.inZone,
  ];
  const lines = entries.map((entry) => {
    const when = germanDateParts(new Date(entry.occurredAt), timeZone);
    const intensity = new Map(entry.emotions.map((e) => [e.id, e.intensity]));
    // A quick entry's stand-ins are no answers: their cells stay empty, as for a missing place.
    const given = givenAnswers(entry);
    return csvLine([
      when.date,
      when.time,
      ENTRY_TYPE_LABELS[entry.type],
      entry.title,
      given.importance,
      entry.place,
      entry.rating,
      given.goalReached && GOAL_REACHED_LABELS[given.goalReached],
      entry.result,
      entry.notes,
      ...emotions.map((e) => intensity.get(e.id)),
      entry.inZoneShare === null ? null : Math.round(entry.inZoneShare * 100),
    ]);
  });
  return csvDocument([csvLine(header), ...lines]);
}

export function protocolFileName(localDate: string): string {
  return `leistungszone-protokoll-${localDate}.csv`;
}
