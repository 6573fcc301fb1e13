import { useId, useState } from 'react';
import {
  EMOTION_CATALOGUE,
  EMOTION_GROUP_INFO,
  EMOTION_GROUPS,
  type EmotionGroup,
} from '../../../../domain/emotions';
import { de } from '../../../../domain/messages';
import {
  MAX_COCKTAIL_EMOTIONS,
  MAX_EMOTION_LABEL_LENGTH,
  ZEmotionRef,
} from '../../../../domain/schemas/athlete';
import { GroupBadge } from '../../../components/group-badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

const t = de.performanceCocktail.adder;

export interface AddedEmotion {
  id: string;
  label: string;
  group: EmotionGroup;
}

/**
 * The catalogue by IZOF group as toggle buttons (pressed = in the cocktail), plus the athlete's own
 * words. Folded away by default so that the zones stay the focus of the screen.
 */
export function EmotionAdder({
  selectedIds,
  onToggle,
  onAddOwn,
}: {
  selectedIds: ReadonlySet<string>;
  onToggle: (emotion: AddedEmotion) => void;
  /** Returns an error message when the word cannot be added. */
  onAddOwn: (label: string, group: EmotionGroup) => string | null;
}) {
  const full = selectedIds.size >= MAX_COCKTAIL_EMOTIONS;
  return (
    <details className="group rounded-2xl border border-line bg-card shadow-sm">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 sm:px-5 [&::-webkit-details-marker]:hidden">
        <span className="flex min-w-0 items-center gap-2 font-semibold">
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-lg leading-none text-brand-900 dark:bg-brand-900 dark:text-brand-100"
          >
            +
          </span>
          {t.title}
        </span>
        <span className="shrink-0 whitespace-nowrap text-sm text-muted tabular-nums">
          {t.count(selectedIds.size, MAX_COCKTAIL_EMOTIONS)}
        </span>
      </summary>
      <div className="flex flex-col gap-5 px-4 pb-5 sm:px-5">
        {full && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {t.full(MAX_COCKTAIL_EMOTIONS)}
          </p>
        )}
        {EMOTION_GROUPS.map((group) => (
          <fieldset key={group} className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 flex flex-col items-start gap-1">
              <GroupBadge group={group} />
              <span className="text-sm text-muted">{EMOTION_GROUP_INFO[group].description}</span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {EMOTION_CATALOGUE.filter((e) => e.group === group).map((e) => {
                const pressed = selectedIds.has(e.id);
                return (
                  <button
                    key={e.id}
                    type="button"
                    aria-pressed={pressed}
                    disabled={!pressed && full}
                    title={e.description}
                    onClick={() => onToggle({ id: e.id, label: e.label, group: e.group })}
                    className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
                      pressed
                        ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                        : 'border-line bg-card text-ink hover:border-brand-600'
                    }`}
                  >
                    <span aria-hidden="true">{pressed ? '✓' : '+'}</span>
                    {e.label}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
        <OwnWordForm disabled={full} onAdd={onAddOwn} />
      </div>
    </details>
  );
}

function OwnWordForm({
  disabled,
  onAdd,
}: {
  disabled: boolean;
  onAdd: (label: string, group: EmotionGroup) => string | null;
}) {
  const selectId = useId();
  const [label, setLabel] = useState('');
  const [group, setGroup] = useState<EmotionGroup | ''>('');
  const [errors, setErrors] = useState<{ label?: string; group?: string }>({});

  // Not a <form>: it sits inside the page's form, and nested forms are invalid HTML.
  function submit() {
    const labelCheck = ZEmotionRef.shape.label.safeParse(label);
    const next = {
      ...(labelCheck.success ? {} : { label: labelCheck.error.issues[0]?.message }),
      ...(group === '' ? { group: de.validation.pleaseSelect } : {}),
    };
    if (labelCheck.success && group !== '') {
      const problem = onAdd(labelCheck.data, group);
      if (problem) {
        setErrors({ label: problem });
        return;
      }
      setLabel('');
      setGroup('');
      setErrors({});
      return;
    }
    setErrors(next);
  }

  return (
    // The rule sits on a wrapper: a fieldset's border would run through its legend.
    <div className="border-t border-line pt-4">
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-3 font-semibold">{t.ownWord}</legend>
        <p className="text-sm text-muted">{t.ownWordLead}</p>
        <TextField
          label={t.emotion}
          value={label}
          limit={MAX_EMOTION_LABEL_LENGTH}
          disabled={disabled}
          error={errors.label}
          onChange={(e) => setLabel(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="font-medium">
            {t.group}
          </label>
          <select
            id={selectId}
            value={group}
            disabled={disabled}
            aria-invalid={errors.group ? true : undefined}
            aria-describedby={errors.group ? `${selectId}-err` : undefined}
            onChange={(e) => setGroup(e.target.value as EmotionGroup | '')}
            className={`min-h-11 rounded-lg border bg-card px-3 text-ink ${
              errors.group ? 'border-red-600 dark:border-red-400' : 'border-line'
            }`}
          >
            <option value="">{t.choose}</option>
            {EMOTION_GROUPS.map((g) => (
              <option key={g} value={g}>
                {de.performanceCocktail.groupOptions[g]}
              </option>
            ))}
          </select>
          {errors.group && (
            <p
              id={`${selectId}-err`}
              className="text-sm font-medium text-red-700 dark:text-red-300"
            >
              {errors.group}
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          disabled={disabled}
          onClick={() => submit()}
          className="self-start"
        >
          {t.addWord}
        </Button>
      </fieldset>
    </div>
  );
}
