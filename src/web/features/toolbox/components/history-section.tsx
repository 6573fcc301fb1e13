import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ToolboxHistoryItem } from '../../../../domain/api-training';
import { de } from '../../../../domain/messages';
import { findTechnique } from '../../../../domain/toolbox';
import { formatDuration } from '../../../../domain/tunnel-routine';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatDecimal } from '../../../lib/format';
import { startCheckToolTitle } from '../../../lib/start-check-tool';
import { toolboxHistoryQuery } from '../api/get-toolbox-history';

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('de-DE') + s.slice(1);

function durationText(seconds: number) {
  return de.toolboxScreen.player.duration(seconds, formatDuration(seconds));
}

function Item({ item }: { item: ToolboxHistoryItem }) {
  const t = de.startCheck.history;
  const title =
    item.kind === 'technique'
      ? (findTechnique(item.techniqueId)?.title ?? t.unknownTechnique)
      : startCheckToolTitle(item);
  const kind =
    item.kind === 'technique'
      ? t.technique
      : item.routine
        ? `${t.startCheck} · ${t.routine}`
        : t.startCheck;
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-line bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="min-w-0 break-words font-semibold">
          <span className="text-sm font-semibold text-muted">{kind}:</span> {title}
        </span>
        <time dateTime={item.at} className="text-sm text-muted tabular-nums">
          {formatDateTime(item.at)}
        </time>
      </div>
      {item.kind === 'technique' ? (
        <p className="text-muted">
          {item.completed
            ? t.completed(durationText(item.durationSeconds))
            : t.ended(durationText(item.durationSeconds))}
        </p>
      ) : (
        <>
          {item.competition && (
            <p className="text-sm text-muted break-words">
              {de.competitions.phaseTag(
                capitalise(de.competitions.phase[item.competition.phase]),
                item.competition.name,
              )}
            </p>
          )}
          {item.techniqueUse && (
            <p className="text-sm text-muted">
              {item.techniqueUse.completed
                ? t.completed(durationText(item.techniqueUse.durationSeconds))
                : t.ended(durationText(item.techniqueUse.durationSeconds))}
            </p>
          )}
          <p className="font-medium">
            {de.startCheck.result.change(item.change, formatDecimal(Math.abs(item.change ?? 0)))}
          </p>
          <ul className="flex flex-col text-sm text-muted">
            {item.ratings.map((r) => (
              <li key={r.emotionId}>
                {de.startCheck.pair(capitalise(r.label), r.before, r.after, r.zoneMin, r.zoneMax)}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** "Verlauf": every technique use and Startcheck, latest first, a page at a time until the end. */
export function HistorySection() {
  const headingId = useId();
  const query = useInfiniteQuery(toolboxHistoryQuery);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const t = de.startCheck.history;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold">
          {t.title}
        </h2>
        <p className="text-muted">{t.lead}</p>
      </div>
      {query.isPending ? (
        <p role="status" className="text-muted">
          {de.common.loading}
        </p>
      ) : query.isError && items.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-muted">{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-5 text-muted">{t.empty}</p>
      ) : (
        <>
          <ol className="flex max-w-3xl flex-col gap-3">
            {items.map((item) => (
              <Item key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ol>
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              busy={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
              className="self-start"
            >
              {query.isFetchingNextPage ? t.loadingMore : t.more}
            </Button>
          ) : (
            <p className="text-sm text-muted">{t.end}</p>
          )}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {t.loadFailed}
            </p>
          )}
        </>
      )}
    </section>
  );
}
