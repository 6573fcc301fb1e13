import type { CoachAthlete, SharedEntry } from '../../../domain/api-coach';
import { ENTRY_TYPE_LABELS, GOAL_REACHED_LABELS } from '../../../domain/athlete-choices';
import { SHAREABLE_ENTRY_TYPES } from '../../../domain/coach';
import { de } from '../../../domain/messages';
import { givenAnswers } from '../../../domain/quick-log';
import { formatShare, formatWeekdayDateTime } from '../../lib/format';
import { Card } from '../ui/card';
import { ZoneBar } from '../ui/zone-bar';

const yesNo = (b: boolean) => (b ? de.athleteView.yes : de.athleteView.no);

export function SharingSummary({ sharing }: { sharing: CoachAthlete['sharing'] }) {
  return (
    <Card>
      <h2 className="text-lg font-bold">{de.athleteView.sharedTitle}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{de.athleteView.singleEntries}</dt>
        <dd className="font-medium">{de.athleteView.whenShared}</dd>
        {SHAREABLE_ENTRY_TYPES.map((type) => (
          <div key={type} className="contents">
            <dt className="text-muted">{de.sharing.allOfType[type]}</dt>
            <dd className="font-medium">{yesNo(sharing.entryTypes.includes(type))}</dd>
          </div>
        ))}
        <dt className="text-muted">{de.sharing.trends}</dt>
        <dd className="font-medium">{yesNo(sharing.trends)}</dd>
        <dt className="text-muted">{de.athleteView.cocktail}</dt>
        <dd className="font-medium">{yesNo(sharing.cocktail)}</dd>
      </dl>
    </Card>
  );
}

export function CocktailSection({ data }: { data: NonNullable<CoachAthlete['cocktail']> }) {
  const { cocktail, lastCheckIn } = data;
  const intensity = (id: string) =>
    lastCheckIn?.intensities.find((i) => i.emotionId === id)?.intensity ?? null;
  return (
    <Card>
      <h2 className="text-lg font-bold">{de.athleteView.cocktailTitle}</h2>
      {!cocktail || cocktail.emotions.length === 0 ? (
        <p className="mt-2 text-muted">{de.athleteView.noCocktail}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {lastCheckIn
              ? de.athleteView.lastCheckIn(formatWeekdayDateTime(lastCheckIn.recordedAt))
              : de.athleteView.noCheckIn}
          </p>
          <ul className="mt-4 flex flex-col gap-4">
            {cocktail.emotions.map((e) => (
              <li key={e.id}>
                <ZoneBar
                  label={e.label}
                  zoneMin={e.zoneMin}
                  zoneMax={e.zoneMax}
                  value={intensity(e.id)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function EntryCard({ entry }: { entry: SharedEntry }) {
  const { goalReached } = givenAnswers(entry);
  return (
    <li className="rounded-2xl border border-line bg-card p-4 shadow-sm">
      <h3 className="font-semibold break-words">{entry.title}</h3>
      <p className="text-sm text-muted">
        {formatWeekdayDateTime(entry.occurredAt)} · {ENTRY_TYPE_LABELS[entry.type]}
        {entry.place ? ` · ${entry.place}` : ''}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{de.athleteView.rating}</dt>
        <dd className="font-medium">{entry.rating} / 10</dd>
        <dt className="text-muted">{de.athleteView.goalReached}</dt>
        <dd className="font-medium">
          {goalReached === null ? (
            <span className="text-muted italic">{de.common.notGiven}</span>
          ) : (
            GOAL_REACHED_LABELS[goalReached]
          )}
        </dd>
        <dt className="text-muted">{de.athleteView.inZone}</dt>
        <dd className="font-medium">
          {entry.inZoneShare === null
            ? de.athleteView.noTargetZones
            : formatShare(entry.inZoneShare)}
        </dd>
        {entry.result && (
          <>
            <dt className="text-muted">{de.athleteView.result}</dt>
            <dd className="font-medium break-words">{entry.result}</dd>
          </>
        )}
      </dl>
      {entry.emotions.length > 0 && (
        <ul aria-label={de.athleteView.emotions} className="mt-3 flex flex-wrap gap-2">
          {entry.emotions.map((e) => (
            <li key={e.id} className="rounded-full border border-line px-2.5 py-0.5 text-sm">
              {e.label}: {e.intensity}
              {e.zoneMin !== null && e.zoneMax !== null && (
                <span className="text-muted"> {de.athleteView.target(e.zoneMin, e.zoneMax)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function SharedEntries({ entries }: { entries: readonly SharedEntry[] }) {
  return (
    <section aria-labelledby="shared-entries" className="flex flex-col gap-3">
      <h2 id="shared-entries" className="text-lg font-bold">
        {de.athleteView.sharedEntries}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted">{de.athleteView.noSharedEntries}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {entries.map((e) => (
            <EntryCard key={e.id} entry={e} />
          ))}
        </ul>
      )}
    </section>
  );
}
