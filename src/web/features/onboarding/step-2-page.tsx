import { type FormEvent, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OnboardingState } from '../../../domain/api';
import {
  catalogueEmotion,
  customEmotionId,
  EMOTION_CATALOGUE,
  EMOTION_GROUP_INFO,
  EMOTION_GROUPS,
  type EmotionGroup,
} from '../../../domain/emotions';
import { de } from '../../../domain/messages';
import {
  type EmotionRef,
  MAX_COCKTAIL_EMOTIONS,
  MAX_EMOTION_LABEL_LENGTH,
  MIN_COCKTAIL_EMOTIONS,
  ZOnboardingEmotions,
} from '../../../domain/schemas/athlete';
import { GroupBadge, groupEdgeClass } from '../../components/group-badge';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useSaveStep } from './api/save-step';
import { OnboardingStep, StepActions } from './components/step-frame';
import { onboardingLoader, stepPath } from './onboarding-data';
import { useKeepInDraft, useStepDraft } from './step-drafts';

export const loader = onboardingLoader;

const CUSTOM_DESCRIPTION = de.onboardingSteps.emotions.customDescription;

export function Component() {
  return (
    <OnboardingStep
      step={2}
      lead={<p>{de.onboardingSteps.emotions.lead(MIN_COCKTAIL_EMOTIONS, MAX_COCKTAIL_EMOTIONS)}</p>}
    >
      {(state) => <EmotionsForm state={state} />}
    </OnboardingStep>
  );
}

const toRef = ({ id, label, group }: EmotionRef): EmotionRef => ({ id, label, group });

function EmotionsForm({ state }: { state: OnboardingState }) {
  const navigate = useNavigate();
  const errorId = useId();
  const stored = useStepDraft(2);
  const [customs, setCustoms] = useState<EmotionRef[]>(
    () => stored.draft?.customs ?? state.emotions.filter((e) => !catalogueEmotion(e.id)).map(toRef),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(stored.draft?.selected ?? state.emotions.map((e) => e.id)),
  );
  const choices = useMemo(() => ({ selected, customs }), [selected, customs]);
  useKeepInDraft(choices, (c) =>
    stored.setDraft({ selected: [...c.selected], customs: c.customs }),
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { save, busy } = useSaveStep((fields) =>
    setServerError(fields.emotions ?? Object.values(fields)[0] ?? null),
  );

  // Ordered by group, catalogue before own words, so the cocktail reads the same everywhere.
  const chosen = useMemo(
    () =>
      EMOTION_GROUPS.flatMap((g) => [
        ...EMOTION_CATALOGUE.filter((e) => e.group === g && selected.has(e.id)).map(toRef),
        ...customs.filter((e) => e.group === g && selected.has(e.id)),
      ]),
    [selected, customs],
  );
  const check = ZOnboardingEmotions.safeParse({ emotions: chosen });
  const error =
    (submitted && !check.success ? check.error.issues[0]?.message : null) ?? serverError;
  const full = chosen.length >= MAX_COCKTAIL_EMOTIONS;

  function toggle(id: string) {
    setServerError(null);
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  /** Adds the athlete's own word; answers an error message, or null when it was added. */
  function addCustom(rawLabel: string, group: EmotionGroup): string | null {
    const label = rawLabel.trim();
    if (!label) return de.validation.required;
    if (label.length > MAX_EMOTION_LABEL_LENGTH)
      return de.textLimit.tooLong(MAX_EMOTION_LABEL_LENGTH);
    // The same word in the same group is the catalogue's emotion, not a new one; an own word given
    // again is the same emotion, moved to the group named now.
    const id =
      EMOTION_CATALOGUE.find(
        (e) => e.group === group && e.label.toLowerCase() === label.toLowerCase(),
      )?.id ?? customEmotionId(label);
    const known = catalogueEmotion(id) ?? customs.find((e) => e.id === id);
    if (known && selected.has(id) && known.group === group) {
      return de.onboardingSteps.emotions.alreadyChosen(known.label);
    }
    if (full && !selected.has(id)) {
      return de.onboardingSteps.emotions.full(MAX_COCKTAIL_EMOTIONS);
    }
    if (!catalogueEmotion(id)) {
      setCustoms((prev) => [...prev.filter((e) => e.id !== id), { id, label, group }]);
    }
    setServerError(null);
    setSelected((prev) => new Set(prev).add(id));
    return null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!check.success) return;
    if (await save({ name: 'saveOnboardingEmotions', input: { emotions: chosen } })) {
      stored.clearDraft();
      navigate(stepPath(3));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {EMOTION_GROUPS.map((group) => (
        <EmotionGroupSection
          key={group}
          group={group}
          emotions={[
            ...EMOTION_CATALOGUE.filter((e) => e.group === group),
            ...customs
              .filter((e) => e.group === group)
              .map((e) => ({ ...e, description: CUSTOM_DESCRIPTION })),
          ]}
          selected={selected}
          full={full}
          onToggle={toggle}
          errorId={error ? errorId : undefined}
        />
      ))}
      <AddCustomEmotion onAdd={addCustom} />
      <StepActions
        backTo={stepPath(1)}
        status={
          <div className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p aria-live="polite" className="font-semibold tabular-nums">
              {de.onboardingSteps.emotions.chosen(
                chosen.length,
                MIN_COCKTAIL_EMOTIONS,
                MAX_COCKTAIL_EMOTIONS,
              )}
            </p>
            {error && (
              <p
                id={errorId}
                role="alert"
                className="text-sm font-medium text-red-700 dark:text-red-300"
              >
                {error}
              </p>
            )}
          </div>
        }
      >
        <Button type="submit" busy={busy}>
          {de.common.next}
        </Button>
      </StepActions>
    </form>
  );
}

function EmotionGroupSection({
  group,
  emotions,
  selected,
  full,
  onToggle,
  errorId,
}: {
  group: EmotionGroup;
  emotions: readonly (EmotionRef & { description: string })[];
  selected: ReadonlySet<string>;
  full: boolean;
  onToggle(id: string): void;
  errorId: string | undefined;
}) {
  const descId = useId();
  const info = EMOTION_GROUP_INFO[group];
  return (
    <fieldset
      aria-describedby={[descId, errorId].filter(Boolean).join(' ')}
      className={`rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5 ${groupEdgeClass(group)}`}
    >
      <legend className="float-left mb-1 flex w-full flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-lg font-semibold">{info.label}</h2>
        <GroupBadge group={group} short decorative />
      </legend>
      <p id={descId} className="clear-left mb-3 text-sm text-muted">
        {info.description}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {emotions.map((e) => (
          <EmotionToggle
            key={e.id}
            label={e.label}
            description={e.description}
            checked={selected.has(e.id)}
            // At the limit only the chosen ones stay switchable, so the count cannot overshoot.
            disabled={full && !selected.has(e.id)}
            onToggle={() => onToggle(e.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function EmotionToggle({
  label,
  description,
  checked,
  disabled,
  onToggle,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
}) {
  const id = useId();
  return (
    <label
      className={`flex min-h-11 items-start gap-3 rounded-xl border px-3 py-2.5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
        checked
          ? 'border-brand-700 bg-brand-50 dark:border-brand-300 dark:bg-brand-900/40'
          : 'border-line'
      } ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-brand-600'}`}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-desc`}
        // The whole tile shows the focus ring; inline because the global ring outranks utilities.
        style={{ outline: 'none' }}
        className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-brand-300"
      />
      <span className="min-w-0">
        <span id={`${id}-label`} className="block font-semibold">
          {label}
        </span>
        <span id={`${id}-desc`} className="block text-sm text-muted">
          {description}
        </span>
      </span>
    </label>
  );
}

function AddCustomEmotion({ onAdd }: { onAdd(label: string, group: EmotionGroup): string | null }) {
  const headingId = useId();
  const groupId = useId();
  const [label, setLabel] = useState('');
  const [group, setGroup] = useState<EmotionGroup>('P+');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  function add() {
    const message = onAdd(label, group);
    setError(message);
    if (message === null) {
      setAdded(de.onboardingSteps.emotions.added(label.trim(), EMOTION_GROUP_INFO[group].label));
      setLabel('');
    } else {
      setAdded(null);
    }
  }

  // This block sits inside the step's form: Enter here adds the word instead of leaving the step.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-dashed border-line bg-card p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {de.onboardingSteps.emotions.addTitle}
      </h2>
      <p className="mb-3 text-sm text-muted">{de.onboardingSteps.emotions.addLead}</p>
      <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <TextField
          label={de.onboardingSteps.emotions.emotion}
          value={label}
          limit={MAX_EMOTION_LABEL_LENGTH}
          autoComplete="off"
          onChange={(e) => {
            setLabel(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error ?? undefined}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={groupId} className="font-medium">
            {de.onboardingSteps.emotions.group}
          </label>
          <select
            id={groupId}
            value={group}
            onChange={(e) => setGroup(e.target.value as EmotionGroup)}
            className="min-h-11 rounded-lg border border-line bg-card px-3 py-2 text-ink"
          >
            {EMOTION_GROUPS.map((g) => (
              <option key={g} value={g}>
                {EMOTION_GROUP_INFO[g].label}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={add} className="sm:mt-7">
          {de.onboardingSteps.emotions.add}
        </Button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-muted">
        {added}
      </p>
    </section>
  );
}
