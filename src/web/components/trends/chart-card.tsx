import { type ReactNode, useId, useState } from 'react';
import { de } from '../../../domain/messages';
import { Card } from '../ui/card';

export interface ChartCardProps {
  title: string;
  /** What the chart shows and how to read it, in one or two plain sentences. */
  intro?: ReactNode;
  /** The figures in words: the chart's accessible description and visible under it. */
  summary: string;
  /** Draws the chart, named by the card's heading and described by its summary. */
  chart: (ids: { titleId: string; summaryId: string }) => ReactNode;
  /** The same values as a table, behind a disclosure so the chart stays the first read. */
  table: ReactNode;
  className?: string;
  /** For tests and styling hooks: which chart this is. */
  name: string;
}

/** One chart of the screen: heading, chart, its figures in words, and a table of the same values. */
export function ChartCard({
  title,
  intro,
  summary,
  chart,
  table,
  className = '',
  name,
}: ChartCardProps) {
  const titleId = useId();
  const summaryId = useId();
  // A year's tables hold thousands of cells: they are built when first opened, not with the page.
  const [tableWanted, setTableWanted] = useState(false);
  return (
    <Card className={`flex min-w-0 flex-col gap-3 ${className}`}>
      <section aria-labelledby={titleId} data-chart={name} className="flex min-w-0 flex-col gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {intro && <div className="text-sm text-muted">{intro}</div>}
        {chart({ titleId, summaryId })}
        <p id={summaryId} className="text-sm">
          {summary}
        </p>
        <details
          className="group"
          onToggle={(event) => {
            if (event.currentTarget.open) setTableWanted(true);
          }}
        >
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200">
            <span
              aria-hidden="true"
              className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
            >
              ▸
            </span>
            {de.trends.showTable}
          </summary>
          <div className="mt-2">{tableWanted && table}</div>
        </details>
      </section>
    </Card>
  );
}
