import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  catalogueEmotion,
  EMOTION_CATALOGUE,
  EMOTION_GROUP_INFO,
  EMOTION_GROUPS,
} from '../../../domain/emotions';
import { de } from '../../../domain/messages';
import { Button } from '../../components/ui/button';
import { IntensitySlider } from '../../components/ui/intensity-slider';
import { messageForError } from '../../lib/callable';
import { cocktailZonesQuery } from '../../lib/endpoints/get-cocktail';
import { EntryStep } from './components/entry-step';
import type { DraftEmotion, EntryDraft } from './entry-draft';

const MAX_EMOTIONS = 24;
const t = de.protocolScreens.emotions;

function setIntensity(draft: EntryDraft, id: string, intensity: number): Partial<EntryDraft> {
  return { emotions: draft.emotions.map((e) => (e.id === id ? { ...e, intensity } : e)) };
}

function emotionHint(e: DraftEmotion): string {
  const group = EMOTION_GROUP_INFO[e.group];
  if (e.zoneMin !== null && e.zoneMax !== null) {
    return `${de.zoneControls.zone(e.zoneMin, e.zoneMax)} · ${group.short} ${group.label}`;
  }
  return `${group.short} ${group.label}`;
}

function AddEmotion({ draft, onAdd }: { draft: EntryDraft; onAdd(e: DraftEmotion): void }) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const taken = new Set(draft.emotions.map((e) => e.id));
  const full = draft.emotions.length >= MAX_EMOTIONS;

  function add() {
    const found = catalogueEmotion(choice);
    if (!found || taken.has(found.id)) return;
    onAdd({
      id: found.id,
      label: found.label,
      group: found.group,
      intensity: null,
      zoneMin: null,
      zoneMax: null,
      extra: true,
    });
    setChoice('');
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t.addLabel}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t.addHint}
      </p>
      <div className="flex flex-wrap gap-2">
        <select
          id={id}
          aria-describedby={`${id}-hint`}
          value={choice}
          disabled={full}
          onChange={(e) => setChoice(e.target.value)}
          className="min-h-11 min-w-48 flex-1 rounded-lg border border-line bg-card px-3 py-2 text-ink"
        >
          <option value="">{t.choose}</option>
          {EMOTION_GROUPS.map((group) => (
            <optgroup key={group} label={`${group} ${EMOTION_GROUP_INFO[group].label}`}>
              {EMOTION_CATALOGUE.filter((e) => e.group === group && !taken.has(e.id)).map((e) => (
                <option key={e.id} value={e.id}>
                  {e.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <Button variant="secondary" onClick={add} disabled={!choice || full}>
          {t.add}
        </Button>
      </div>
    </div>
  );
}

export function Component() {
  const cocktail = useQuery(cocktailZonesQuery);
  const errorId = useId();
  return (
    <EntryStep step="emotions" subtitle={t.subtitle}>
      {({ draft, update, errors }) => {
        const zoned = draft.emotions.filter((e) => !e.extra);
        const extras = draft.emotions.filter((e) => e.extra);
        const unrated = zoned.filter((e) => e.intensity === null);
        const waiting = zoned.length === 0 && cocktail.isPending;
        return (
          <>
            <div
              className={`rounded-2xl border bg-card p-5 shadow-sm sm:p-6 ${
                errors.emotions ? 'border-red-600 dark:border-red-400' : 'border-line'
              }`}
            >
              <fieldset
                aria-invalid={errors.emotions ? true : undefined}
                aria-describedby={errors.emotions ? errorId : undefined}
                className="flex min-w-0 flex-col gap-6"
              >
                <legend className="mb-4 text-lg font-semibold">{t.cocktail}</legend>
                {waiting && <p className="text-muted">{de.common.loading}</p>}
                {cocktail.isError && zoned.length === 0 && (
                  <div role="alert" className="flex flex-wrap items-center gap-3">
                    <p>{messageForError(cocktail.error)}</p>
                    <Button variant="secondary" onClick={() => cocktail.refetch()}>
                      {de.common.retry}
                    </Button>
                  </div>
                )}
                {cocktail.isSuccess && !cocktail.data.cocktail && zoned.length === 0 && (
                  <p className="text-muted">{t.noCocktail}</p>
                )}
                {zoned.map((e) => (
                  <IntensitySlider
                    key={e.id}
                    label={e.label}
                    description={emotionHint(e)}
                    value={e.intensity}
                    zone={
                      e.zoneMin !== null && e.zoneMax !== null
                        ? { min: e.zoneMin, max: e.zoneMax }
                        : null
                    }
                    onChange={(v) => update((d) => setIntensity(d, e.id, v))}
                  />
                ))}
                {extras.length > 0 && (
                  <h2 className="border-t border-line pt-5 text-lg font-semibold">{t.extras}</h2>
                )}
                {extras.map((e) => (
                  <div key={e.id} className="flex flex-col gap-2">
                    <IntensitySlider
                      label={e.label}
                      description={emotionHint(e)}
                      value={e.intensity}
                      onChange={(v) => update((d) => setIntensity(d, e.id, v))}
                    />
                    <Button
                      variant="ghost"
                      className="self-start text-sm"
                      aria-label={t.removeLabel(e.label)}
                      onClick={() =>
                        update((d) => ({ emotions: d.emotions.filter((x) => x.id !== e.id) }))
                      }
                    >
                      {t.remove}
                    </Button>
                  </div>
                ))}
                {errors.emotions && (
                  <p id={errorId} className="font-medium text-red-700 dark:text-red-300">
                    {errors.emotions}
                  </p>
                )}
                {unrated.length > 0 && unrated.length < zoned.length && (
                  <p className="text-sm text-muted">
                    {t.unrated(unrated.map((e) => e.label).join(', '))}
                  </p>
                )}
              </fieldset>
            </div>
            <div className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
              <AddEmotion
                draft={draft}
                onAdd={(added) => update((d) => ({ emotions: [...d.emotions, added] }))}
              />
            </div>
          </>
        );
      }}
    </EntryStep>
  );
}
