import type { Trends } from '../../../domain/api-trends';
import { EMOTION_GROUP_INFO } from '../../../domain/emotions';
import { de } from '../../../domain/messages';
import type { AccountRole } from '../../../domain/messages-de/settings';
import { MIN_RELATION_ENTRIES } from '../../../domain/trends-limits';
import { ChartCard } from './chart-card';
import { DataTable } from './data-table';
import { GroupCode } from './group-code';
import { describeCorrelation, formatCorrelation, formatCount } from './lib/format';

type Relation = Trends['relation'][number];

/** The figure in words; the same text stands next to the bar and in the table. */
function relationText(r: Relation): string {
  if (r.n < MIN_RELATION_ENTRIES) return de.trends.relation.tooFew(r.n, MIN_RELATION_ENTRIES);
  if (r.r === null) return de.trends.relation.notComputable;
  return `${formatCorrelation(r.r)} · ${describeCorrelation(r.r)}`;
}

function summaryOf(relation: Relation[], viewer: AccountRole): string {
  const known = relation.filter((r): r is Relation & { r: number } => r.r !== null);
  if (known.length === 0) {
    return de.trends.relation.noneYet(MIN_RELATION_ENTRIES);
  }
  const top = known.reduce((a, b) => (b.r > a.r ? b : a));
  const bottom = known.reduce((a, b) => (b.r < a.r ? b : a));
  const parts = [];
  if (top.r > 0)
    parts.push(de.trends.relation.strongestPositive(top.label, formatCorrelation(top.r)));
  if (bottom.r < 0) {
    parts.push(de.trends.relation.strongestNegative(bottom.label, formatCorrelation(bottom.r)));
  }
  return parts.length > 0 ? parts.join(' ') : de.trends.relation.noRelation[viewer];
}

function DivergingBar({ r }: { r: number }) {
  const width = Math.abs(r) * 50;
  return (
    <div aria-hidden="true" className="relative h-4 rounded bg-surface">
      <div className="absolute inset-y-0 left-1/2 w-px bg-muted/60" />
      <div
        className={`absolute inset-y-0.5 rounded-sm ${
          r >= 0 ? 'bg-brand-600 dark:bg-brand-300' : 'bg-amber-600 dark:bg-amber-400'
        }`}
        style={r >= 0 ? { left: '50%', width: `${width}%` } : { right: '50%', width: `${width}%` }}
      />
    </div>
  );
}

/** Emotions rated often enough in the window to be related to the rating: only they get a bar. */
export function relatedEmotions(trends: Trends): Relation[] {
  return trends.relation.filter((r) => r.n >= MIN_RELATION_ENTRIES);
}

export function RelationChart({ trends, viewer }: { trends: Trends; viewer: AccountRole }) {
  const { relation } = trends;
  const shown = relatedEmotions(trends);
  const waiting = relation.filter((r) => r.n < MIN_RELATION_ENTRIES);
  return (
    <ChartCard
      name="relation"
      title={de.trends.relation.title}
      intro={
        <>
          <p>{de.trends.relation.intro[viewer]}</p>
          <p className="mt-1">
            <strong className="font-semibold text-ink">{de.trends.relation.positive}</strong>{' '}
            {de.trends.relation.positiveMeans[viewer]}{' '}
            <strong className="font-semibold text-ink">{de.trends.relation.negative}</strong>{' '}
            {de.trends.relation.negativeMeans}
          </p>
        </>
      }
      summary={summaryOf(relation, viewer)}
      chart={() => (
        <div>
          <ul className="flex flex-col gap-3">
            {shown.map((r) => (
              <li key={r.id} data-emotion={r.id} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="flex items-center gap-2 font-medium">
                    {r.label} <GroupCode group={r.group} />
                  </span>
                  <span className="text-sm text-muted">n = {formatCount(r.n)}</span>
                </div>
                {r.r !== null ? (
                  <DivergingBar r={r.r} />
                ) : (
                  <div
                    aria-hidden="true"
                    className="h-4 rounded border border-dashed border-line"
                  />
                )}
                <p
                  className={`text-sm ${r.r === null ? 'text-muted' : 'font-semibold tabular-nums'}`}
                >
                  {relationText(r)}
                </p>
              </li>
            ))}
          </ul>
          <div
            aria-hidden="true"
            className="mt-3 flex justify-between border-t border-line pt-1 text-[11px] text-muted"
          >
            <span>{de.trends.relation.axisNegative}</span>
            <span>0</span>
            <span>{de.trends.relation.axisPositive}</span>
          </div>
          <p aria-hidden="true" className="text-center text-[11px] text-muted">
            {de.trends.relation.axisTitle[viewer]}
          </p>
          {waiting.length > 0 && (
            <p className="mt-3 text-sm text-muted">
              {de.trends.relation.hidden(
                waiting.map((r) => r.label).join(', '),
                MIN_RELATION_ENTRIES,
              )}
            </p>
          )}
        </div>
      )}
      table={
        <DataTable
          caption={de.trends.relation.caption[viewer]}
          columns={[
            { label: de.trends.relation.columns.emotion },
            { label: de.trends.relation.columns.group },
            { label: de.trends.relation.columns.entries, numeric: true },
            { label: de.trends.relation.columns.correlation, numeric: true },
            { label: de.trends.relation.columns.assessment },
          ]}
          rows={relation.map((r) => ({
            key: r.id,
            cells: [
              r.label,
              `${r.group} · ${EMOTION_GROUP_INFO[r.group].label}`,
              formatCount(r.n),
              r.r === null ? '–' : formatCorrelation(r.r),
              r.r === null ? relationText(r) : describeCorrelation(r.r),
            ],
          }))}
        />
      }
    />
  );
}
