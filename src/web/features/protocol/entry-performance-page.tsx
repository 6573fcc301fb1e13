import {
  GOAL_REACHED,
  GOAL_REACHED_LABELS,
  type GoalReached,
  MAX_RESULT_LENGTH,
} from '../../../domain/athlete-choices';
import { de } from '../../../domain/messages';
import { IntensitySlider } from '../../components/ui/intensity-slider';
import { TextField } from '../../components/ui/text-field';
import { EntryStep } from './components/entry-step';
import { SegmentedChoice } from './components/segmented-choice';

const t = de.protocolScreens.performance;

const GOAL_CHOICES = GOAL_REACHED.map((value) => ({ value, label: GOAL_REACHED_LABELS[value] }));

export function Component() {
  return (
    <EntryStep step="performance" subtitle={t.subtitle}>
      {({ draft, update, errors }) => (
        <div className="flex flex-col gap-6 rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
          <IntensitySlider
            label={de.protocolScreens.fields.rating}
            description={t.ratingHint}
            value={draft.rating}
            onChange={(rating) => update({ rating })}
            error={errors.rating}
          />
          <SegmentedChoice<GoalReached>
            legend={t.goalReached}
            name="goalReached"
            stackOnPhone
            choices={GOAL_CHOICES}
            value={draft.goalReached}
            onChange={(goalReached) => update({ goalReached })}
            error={errors.goalReached}
          />
          <TextField
            label={t.result}
            name="result"
            limit={MAX_RESULT_LENGTH}
            autoComplete="off"
            hint={t.resultHint}
            value={draft.result}
            onChange={(e) => update({ result: e.target.value })}
            error={errors.result}
          />
        </div>
      )}
    </EntryStep>
  );
}
