import { useId } from 'react';
import type { Trends } from '../../../domain/api-trends';
import { de } from '../../../domain/messages';
import { MIN_RELATION_ENTRIES, MIN_ZONE_ENTRIES } from '../../../domain/trends-limits';
import { Card } from '../ui/card';
import { relatedEmotions } from './relation-chart';

/**
 * What the protocol does not show yet and how many entries it takes: said once, instead of an empty
 * box in every chart.
 */
export function pendingOf(trends: Trends): string[] {
  const t = de.trends.upcoming;
  const { zoneLearning: learning } = trends;
  const pending: string[] = [];
  if (!learning.available) {
    pending.push(
      learning.goodFrom === null && learning.entriesNeeded === 0
        ? t.sameRatings
        : t.zones(MIN_ZONE_ENTRIES, learning.entriesNeeded),
    );
  }
  if (trends.summary.entries > 0 && relatedEmotions(trends).length === 0) {
    pending.push(t.relation(MIN_RELATION_ENTRIES));
  }
  return pending;
}

export function Upcoming({ pending }: { pending: string[] }) {
  const titleId = useId();
  if (pending.length === 0) return null;
  return (
    <Card className="border-dashed">
      <section aria-labelledby={titleId} data-upcoming className="flex flex-col gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {de.trends.upcoming.title}
        </h2>
        {pending.map((text) => (
          <p key={text} data-pending>
            {text}
          </p>
        ))}
      </section>
    </Card>
  );
}
