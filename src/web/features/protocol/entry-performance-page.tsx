import {
  GOAL_REACHED,
  GOAL_REACHED_LABELS,
  type GoalReached,
} from '../../../domain/athlete-choices';
import { IntensitySlider } from '../../components/ui/intensity-slider';
import { TextField } from '../../components/ui/text-field';
import { EntryStep } from './components/entry-step';
import { SegmentedChoice } from './components/segmented-choice';

const GOAL_CHOICES = GOAL_REACHED.map((value) => ({ value, label: GOAL_REACHED_LABELS[value] }));

export function Component() {
  return (
    <EntryStep step="performance" subtitle="Wie gut war deine Leistung – aus deiner Sicht?">
      {({ draft, update, errors }) => (
        <div className="flex flex-col gap-6 rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
          <IntensitySlider
            label="Selbsteinschätzung"
            description="0 = sehr schwach, 10 = deine beste Leistung"
            value={draft.rating}
            onChange={(rating) => update({ rating })}
            error={errors.rating}
          />
          <SegmentedChoice<GoalReached>
            legend="Ziel erreicht?"
            name="goalReached"
            stackOnPhone
            choices={GOAL_CHOICES}
            value={draft.goalReached}
            onChange={(goalReached) => update({ goalReached })}
            error={errors.goalReached}
          />
          <TextField
            label="Ergebnis (optional)"
            name="result"
            maxLength={200}
            autoComplete="off"
            hint="Zeit, Platzierung, Punkte – was du festhalten willst"
            value={draft.result}
            onChange={(e) => update({ result: e.target.value })}
            error={errors.result}
          />
        </div>
      )}
    </EntryStep>
  );
}
