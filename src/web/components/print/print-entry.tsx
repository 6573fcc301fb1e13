import type { SharedEntry } from '../../../domain/api-coach';
import { ENTRY_TYPE_LABELS, GOAL_REACHED_LABELS } from '../../../domain/athlete-choices';
import { de } from '../../../domain/messages';
import { zoneRange } from '../../../domain/messages-de/zone-range';
import { givenAnswers } from '../../../domain/quick-log';
import { formatShare, formatWeekdayDateTime } from '../../lib/format';

const c = de.protocolExport.columns;
const p = de.protocolExport.print;

/**
 * One entry as it goes on paper: when and what, its figures, its emotions against their zones and
 * its notes. A coach's print view has no notes to give (they never leave the athlete's account).
 * `lz-print-entry` keeps it on one page where it fits.
 */
export function PrintEntry({ entry }: { entry: SharedEntry & { notes?: string } }) {
  const given = givenAnswers(entry);
  const facts = [
    {
      label: c.importance,
      value: given.importance === null ? de.common.notGiven : `${given.importance} / 5`,
    },
    { label: c.rating, value: `${entry.rating} / 10` },
    {
      label: c.goalReached,
      value:
        given.goalReached === null ? de.common.notGiven : GOAL_REACHED_LABELS[given.goalReached],
    },
    {
      label: de.protocolScreens.list.inZone,
      value: entry.inZoneShare === null ? p.noZone : formatShare(entry.inZoneShare),
    },
    ...(entry.place ? [{ label: c.place, value: entry.place }] : []),
    ...(entry.result ? [{ label: c.result, value: entry.result }] : []),
  ];
  const headingId = `print-entry-${entry.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="lz-print-entry rounded-xl border border-line bg-card p-4"
    >
      <p className="text-sm text-muted">
        {formatWeekdayDateTime(entry.occurredAt)} · {ENTRY_TYPE_LABELS[entry.type]}
      </p>
      <h3 id={headingId} className="mb-3 text-lg font-bold break-words">
        {entry.title}
      </h3>
      <dl className="mb-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {facts.map((f) => (
          <div key={f.label} className="min-w-0">
            <dt className="text-muted">{f.label}</dt>
            <dd className="font-medium break-words">{f.value}</dd>
          </div>
        ))}
      </dl>
      {entry.emotions.length > 0 && (
        <table className="mb-3 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{de.protocolScreens.fields.emotions}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-3 font-semibold">
                {p.emotion}
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {p.intensity}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {p.zone}
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.emotions.map((e) => (
              <tr key={e.id} className="border-b border-line last:border-b-0">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {e.label} <span className="font-normal text-muted">({e.group})</span>
                </th>
                <td className="py-1 pr-3 tabular-nums">{e.intensity}</td>
                <td className="py-1 tabular-nums">
                  {e.zoneMin === null || e.zoneMax === null
                    ? p.noZone
                    : zoneRange(e.zoneMin, e.zoneMax)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {entry.notes !== undefined && (
        <>
          <h4 className="text-sm font-semibold">{c.notes}</h4>
          <p className="text-sm break-words whitespace-pre-wrap">
            {entry.notes.trim() ? entry.notes : <span className="text-muted">{p.noNotes}</span>}
          </p>
        </>
      )}
    </article>
  );
}
