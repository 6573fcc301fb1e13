import { useId } from 'react';
import type { CocktailState } from '../../../../domain/api';
import { de } from '../../../../domain/messages';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

/** Every saved version stays on the server; this shows the athlete how the cocktail evolved. */
export function VersionHistory({
  history,
  currentVersionId,
}: {
  history: CocktailState['history'];
  currentVersionId: string | null;
}) {
  const headingId = useId();
  const versions = [...history].sort((a, b) => b.version - a.version);
  return (
    <Card>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {de.performanceCocktail.versions.title}
      </h2>
      {versions.length === 0 ? (
        <p className="text-sm text-muted">{de.performanceCocktail.versions.none}</p>
      ) : (
        <ol aria-labelledby={headingId} className="flex flex-col divide-y divide-line">
          {versions.map((v) => (
            <li key={v.versionId} className="flex items-center justify-between gap-3 py-2.5">
              <div className="flex flex-col">
                <span className="font-semibold">
                  {de.performanceCocktail.versions.version(v.version)}
                  {v.versionId === currentVersionId && (
                    <span className="ml-2 rounded-md bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
                      {de.performanceCocktail.versions.current}
                    </span>
                  )}
                </span>
                <time dateTime={v.createdAt} className="text-sm text-muted">
                  {formatDateTime(v.createdAt)}
                </time>
              </div>
              <span className="text-sm tabular-nums">{de.counts.emotions(v.emotionCount)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
