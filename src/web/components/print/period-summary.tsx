import type { Trends } from '../../../domain/api-trends';
import { de } from '../../../domain/messages';
import { zoneRange } from '../../../domain/messages-de/zone-range';
import { formatShare, numberFormat } from '../../lib/format';

const p = de.protocolExport.print;
const formatDecimal = numberFormat({ maximumFractionDigits: 1 });
const formatCount = numberFormat({ maximumFractionDigits: 0 });
// Smaller heads on a phone, so four columns fit 360 px without a scroll bar.
const HEAD = 'py-2 pr-2 align-bottom text-xs font-semibold sm:pr-3 sm:text-sm';

/** Per emotion of the cocktail: how strong it was on average and how often in its zone. */
function emotionRows(trends: Trends) {
  return trends.emotions.map((e) => {
    const rated = e.intensities.filter((v): v is number => v !== null);
    const inZone = rated.filter((v) => v >= e.zoneMin && v <= e.zoneMax).length;
    const average = rated.length ? rated.reduce((a, b) => a + b, 0) / rated.length : null;
    return { ...e, rated: rated.length, inZone, average };
  });
}

/** The trends' figures of the period: the three numbers of the trends screen and a table per emotion. */
export function PeriodSummary({ trends }: { trends: Trends }) {
  const { summary } = trends;
  const stats = [
    { key: 'entries', label: de.trends.stats.entries, value: formatCount(summary.entries) },
    {
      key: 'rating',
      label: de.trends.stats.rating,
      value:
        summary.averageRating === null
          ? null
          : `${formatDecimal(summary.averageRating)} ${de.trends.stats.ratingUnit}`,
    },
    {
      key: 'zone',
      label: de.trends.stats.inZone,
      value: summary.averageInZoneShare === null ? null : formatShare(summary.averageInZoneShare),
    },
  ];
  const rows = emotionRows(trends);
  return (
    <section aria-labelledby="print-summary" className="lz-print-block mb-8">
      <h2 id="print-summary" className="mb-3 text-xl font-bold">
        {p.summary}
      </h2>
      <dl className="mb-5 grid grid-cols-3 gap-2 sm:gap-3">
        {stats.map((s) => (
          <div key={s.key} className="min-w-0 rounded-xl border border-line bg-card p-3">
            <dt className="text-xs font-semibold text-muted sm:text-sm">{s.label}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">
              {s.value ?? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">{de.trends.stats.noData}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {rows.length > 0 && (
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-base font-semibold">{p.emotionsTitle}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={HEAD}>
                {p.emotion}
              </th>
              <th scope="col" className={HEAD}>
                {p.zone}
              </th>
              <th scope="col" className={HEAD}>
                {p.average}
              </th>
              <th scope="col" className={HEAD}>
                {p.inZoneCount}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id} className="border-b border-line last:border-b-0">
                <th scope="row" className="py-2 pr-2 font-medium [overflow-wrap:anywhere] sm:pr-3">
                  {e.label} <span className="font-normal text-muted">({e.group})</span>
                </th>
                <td className="py-2 pr-2 tabular-nums sm:pr-3">
                  {zoneRange(e.zoneMin, e.zoneMax)}
                </td>
                <td className="py-2 pr-2 tabular-nums sm:pr-3">
                  {e.average === null ? '–' : formatDecimal(e.average)}
                </td>
                <td className="py-2 tabular-nums">
                  {p.outOf(formatCount(e.inZone), formatCount(e.rated))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
