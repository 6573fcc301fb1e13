import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OnboardingState } from '../../../domain/api';
import {
  catalogueEmotion,
  EMOTION_GROUP_INFO,
  EMOTION_GROUPS,
  type EmotionGroup,
} from '../../../domain/emotions';
import { de } from '../../../domain/messages';
import { type CocktailEmotion, ZOnboardingZones } from '../../../domain/schemas/athlete';
import { GroupBadge, groupEdgeClass } from '../../components/group-badge';
import { Button } from '../../components/ui/button';
import { ZoneRangeSlider } from '../../components/ui/zone-range-slider';
import { useSaveStep } from './api/save-step';
import { OnboardingStep, StepActions } from './components/step-frame';
import { onboardingLoader, stepPath } from './onboarding-data';
import { useKeepInDraft, useStepDraft } from './step-drafts';

export const loader = onboardingLoader;

const GROUP_QUESTION: Record<EmotionGroup, string> = de.onboardingSteps.zones.groupQuestion;

export function Component() {
  return (
    <OnboardingStep step={3} lead={<ZoneExplanation />}>
      {(state) => <ZonesForm state={state} />}
    </OnboardingStep>
  );
}

function ZoneExplanation() {
  const t = de.onboardingSteps.zones;
  return (
    <div className="flex flex-col gap-3">
      <p>
        {t.zoneBefore} <strong className="font-semibold text-ink">{t.zone}</strong> {t.zoneAfter}
      </p>
      <p>
        {t.cocktailBefore} <strong className="font-semibold text-ink">{t.cocktail}</strong>
        {t.cocktailAfter}
      </p>
    </div>
  );
}

function ordered(emotions: readonly CocktailEmotion[]): CocktailEmotion[] {
  return EMOTION_GROUPS.flatMap((g) => emotions.filter((e) => e.group === g));
}

function ZonesForm({ state }: { state: OnboardingState }) {
  const navigate = useNavigate();
  const stored = useStepDraft(3);
  const [zones, setZones] = useState(() =>
    ordered(state.emotions).map((e) => {
      const kept = stored.draft?.[e.id];
      return kept ? { ...e, zoneMin: kept.min, zoneMax: kept.max } : e;
    }),
  );
  useKeepInDraft(zones, (list) =>
    stored.setDraft(
      Object.fromEntries(list.map((e) => [e.id, { min: e.zoneMin, max: e.zoneMax }])),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const { save, busy } = useSaveStep((fields) => setError(Object.values(fields)[0] ?? null));

  function setZone(id: string, zone: { min: number; max: number }) {
    setError(null);
    setZones((prev) =>
      prev.map((e) => (e.id === id ? { ...e, zoneMin: zone.min, zoneMax: zone.max } : e)),
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = ZOnboardingZones.safeParse({ emotions: zones });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? de.validation.required);
      return;
    }
    if (await save({ name: 'saveOnboardingZones', input: { emotions: zones } })) {
      stored.clearDraft();
      navigate(stepPath(4));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {EMOTION_GROUPS.map((group) => {
        const inGroup = zones.filter((e) => e.group === group);
        if (inGroup.length === 0) return null;
        return <ZoneGroup key={group} group={group} emotions={inGroup} onChange={setZone} />;
      })}
      <StepActions
        backTo={stepPath(2)}
        status={
          error && (
            <p role="alert" className="mb-2 text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          )
        }
      >
        <Button type="submit" busy={busy}>
          {de.common.next}
        </Button>
      </StepActions>
    </form>
  );
}

function ZoneGroup({
  group,
  emotions,
  onChange,
}: {
  group: EmotionGroup;
  emotions: readonly CocktailEmotion[];
  onChange(id: string, zone: { min: number; max: number }): void;
}) {
  const headingId = useId();
  const info = EMOTION_GROUP_INFO[group];
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5 ${groupEdgeClass(group)}`}
    >
      <div className="mb-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {info.label}
        </h2>
        <GroupBadge group={group} short decorative />
      </div>
      <p className="mb-4 text-sm text-muted">{GROUP_QUESTION[group]}</p>
      <ul className="flex flex-col divide-y divide-line">
        {emotions.map((e) => (
          <li key={e.id} className="py-3 first:pt-0 last:pb-0">
            <ZoneRangeSlider
              label={e.label}
              min={e.zoneMin}
              max={e.zoneMax}
              description={catalogueEmotion(e.id)?.description ?? info.description}
              onChange={(zone) => onChange(e.id, zone)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
