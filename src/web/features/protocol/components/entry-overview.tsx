import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import {
  ENTRY_TYPE_LABELS,
  type EntryType,
  GOAL_REACHED_LABELS,
  type GoalReached,
} from '../../../../domain/athlete-choices';
import { EMOTION_GROUP_INFO, type EmotionGroup } from '../../../../domain/emotions';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import {
  describeDistance,
  distanceToZone,
  inZoneShare,
  type Zoned,
} from '../../../../domain/zones';
import { ZoneBar } from '../../../components/ui/zone-bar';
import { formatShare } from '../../../lib/format';
import { STEPS, type StepKey } from '../entry-draft';
import { formatLongDateTime } from '../entry-format';

/** What the summary (a draft) and the detail view (a saved entry) both show. */
export interface OverviewData {
  occurredAt: string | null;
  type: EntryType | null;
  title: string;
  importance: number | null;
  place: string | null;
  emotions: {
    id: string;
    label: string;
    group: EmotionGroup;
    intensity: number | null;
    zoneMin: number | null;
    zoneMax: number | null;
  }[];
  rating: number | null;
  goalReached: GoalReached | null;
  result: string | null;
  notes: string;
}

const MISSING = <span className="text-muted italic">{de.protocolScreens.overview.missing}</span>;
/** A saved entry's field without an answer: one the quick log did not ask (`givenAnswers`). */
const NOT_GIVEN = <span className="text-muted italic">{de.common.notGiven}</span>;

function Section({
  title,
  step,
  editable,
  problems,
  children,
}: {
  title: string;
  step: StepKey;
  editable: boolean;
  problems?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const path = STEPS.find((s) => s.key === step)?.path ?? paths.protocol;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-card p-5 shadow-sm sm:p-6 ${
        problems ? 'border-amber-600 dark:border-amber-400' : 'border-line'
      }`}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {editable && (
          <Link
            to={path}
            state={problems ? { check: true } : undefined}
            className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {de.common.edit}
            <span className="sr-only">: {title}</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ZoneAnalysis({ emotions }: { emotions: OverviewData['emotions'] }) {
  const zoned = emotions.filter(
    (e): e is typeof e & { zoneMin: number; zoneMax: number } =>
      e.zoneMin !== null && e.zoneMax !== null,
  );
  const rated = zoned.filter((e): e is typeof e & Zoned => e.intensity !== null);
  const share = inZoneShare(rated);
  const inZone = rated.filter((e) => distanceToZone(e) === 0).length;
  // The emotion furthest from its zone is where regulation would help most.
  const furthest = rated
    .map((e) => ({ e, d: distanceToZone(e) }))
    .filter(({ d }) => d !== 0)
    .sort((a, b) => Math.abs(b.d) - Math.abs(a.d))[0];
  const extras = emotions.filter((e) => e.zoneMin === null || e.zoneMax === null);

  return (
    <div className="flex flex-col gap-5">
      {zoned.length > 0 && (
        <div className="rounded-xl bg-surface p-4">
          {share === null ? (
            <p className="text-muted">{de.protocolScreens.overview.noneRated}</p>
          ) : (
            <>
              <p className="text-lg font-semibold">
                {de.protocolScreens.overview.inZone(inZone, rated.length)}{' '}
                <span className="text-brand-800 dark:text-brand-300">({formatShare(share)})</span>
              </p>
              {furthest ? (
                <p className="mt-1 text-sm text-muted">
                  {de.protocolScreens.overview.furthest(
                    furthest.e.label,
                    describeDistance(furthest.d),
                  )}
                </p>
              ) : (
                <p className="mt-1 text-sm text-muted">{de.protocolScreens.overview.allInZone}</p>
              )}
            </>
          )}
        </div>
      )}
      {zoned.length > 0 && (
        <ul className="flex flex-col gap-4">
          {zoned.map((e) => (
            <li key={e.id}>
              <ZoneBar
                label={e.label}
                zoneMin={e.zoneMin}
                zoneMax={e.zoneMax}
                value={e.intensity}
              />
            </li>
          ))}
        </ul>
      )}
      {extras.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold">{de.protocolScreens.overview.extras}</h3>
          <ul className="flex flex-wrap gap-2">
            {extras.map((e) => (
              <li
                key={e.id}
                className="rounded-full border border-line px-3 py-1 text-sm"
                title={EMOTION_GROUP_INFO[e.group].label}
              >
                {e.label}: <span className="font-semibold">{e.intensity ?? '–'}</span>
                <span className="sr-only"> {de.protocolScreens.overview.outOf10}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {emotions.length === 0 && MISSING}
    </div>
  );
}

/**
 * The whole entry on one page. With `editable`, each section links to its step and `problems` marks
 * the sections that still keep the entry from being saved.
 */
export function EntryOverview({
  data,
  editable = false,
  problems = [],
}: {
  data: OverviewData;
  editable?: boolean;
  problems?: readonly StepKey[];
}) {
  const has = (step: StepKey) => problems.includes(step);
  // A draft's empty field still keeps it from being saved; a saved entry's was never asked.
  const unanswered = editable ? MISSING : NOT_GIVEN;
  return (
    <div className="flex flex-col gap-5">
      <Section
        title={de.protocol.context}
        step="context"
        editable={editable}
        problems={has('context')}
      >
        <Facts
          items={[
            [
              de.protocolScreens.fields.date,
              data.occurredAt ? formatLongDateTime(data.occurredAt) : MISSING,
            ],
            [de.protocolScreens.fields.type, data.type ? ENTRY_TYPE_LABELS[data.type] : MISSING],
            [de.protocolScreens.fields.title, data.title.trim() || MISSING],
            [
              de.protocolScreens.fields.importance,
              data.importance ? de.protocolScreens.overview.ofFive(data.importance) : unanswered,
            ],
            [de.protocolScreens.fields.place, data.place?.trim() || '–'],
          ]}
        />
      </Section>
      <Section
        title={de.protocol.emotions}
        step="emotions"
        editable={editable}
        problems={has('emotions')}
      >
        <ZoneAnalysis emotions={data.emotions} />
      </Section>
      <Section
        title={de.protocol.performance}
        step="performance"
        editable={editable}
        problems={has('performance')}
      >
        <Facts
          items={[
            [
              de.protocolScreens.fields.rating,
              data.rating === null ? MISSING : de.protocolScreens.overview.ofTen(data.rating),
            ],
            [
              de.protocolScreens.fields.goalReached,
              data.goalReached ? GOAL_REACHED_LABELS[data.goalReached] : unanswered,
            ],
            [de.protocolScreens.fields.result, data.result?.trim() || '–'],
          ]}
        />
      </Section>
      <Section title={de.protocol.notes} step="notes" editable={editable} problems={has('notes')}>
        {data.notes.trim() ? (
          <p className="whitespace-pre-wrap break-words">{data.notes}</p>
        ) : (
          <p className="text-muted">{de.protocolScreens.overview.noNotes}</p>
        )}
      </Section>
    </div>
  );
}
