import {
  ENTRY_TYPE_LABELS,
  ENTRY_TYPES,
  type EntryType,
  MAX_PLACE_LENGTH,
  MAX_TITLE_LENGTH,
} from '../../../domain/athlete-choices';
import { deviceDate } from '../../../domain/calendar-day';
import { de } from '../../../domain/messages';
import { CompetitionSelect } from '../../components/competition-select';
import { TextField } from '../../components/ui/text-field';
import { EntryStep } from './components/entry-step';
import { SegmentedChoice } from './components/segmented-choice';

const t = de.protocolScreens.context;
const f = de.protocolScreens.fields;

const TYPE_CHOICES = ENTRY_TYPES.map((value) => ({ value, label: ENTRY_TYPE_LABELS[value] }));
const IMPORTANCE_CHOICES = [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }));

export function Component() {
  return (
    <EntryStep step="context" subtitle={t.subtitle}>
      {({ draft, update, errors }) => (
        <div className="flex flex-col gap-6 rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={f.date}
              type="date"
              name="date"
              required
              max={deviceDate(new Date())}
              value={draft.date}
              onChange={(e) => update({ date: e.target.value })}
              error={errors.date}
            />
            <TextField
              label={f.time}
              type="time"
              name="time"
              required
              value={draft.time}
              onChange={(e) => update({ time: e.target.value })}
              error={errors.time}
            />
          </div>
          <SegmentedChoice<EntryType>
            legend={f.type}
            name="type"
            stackOnPhone
            choices={TYPE_CHOICES}
            value={draft.type}
            onChange={(type) => update({ type })}
            error={errors.type}
          />
          <TextField
            label={f.title}
            name="title"
            required
            limit={MAX_TITLE_LENGTH}
            autoComplete="off"
            hint={t.titleHint}
            value={draft.title}
            onChange={(e) => update({ title: e.target.value })}
            error={errors.title}
          />
          <SegmentedChoice<number>
            legend={f.importance}
            name="importance"
            hint={t.importanceHint}
            choices={IMPORTANCE_CHOICES}
            value={draft.importance}
            onChange={(importance) => update({ importance })}
            error={errors.importance}
          />
          <TextField
            label={t.place}
            name="place"
            limit={MAX_PLACE_LENGTH}
            autoComplete="off"
            value={draft.place}
            onChange={(e) => update({ place: e.target.value })}
            error={errors.place}
          />
          <CompetitionSelect
            value={draft.competitionId}
            onChange={(competitionId) => update({ competitionId })}
            hint={de.competitions.linkHint}
            error={errors.competitionId}
          />
        </div>
      )}
    </EntryStep>
  );
}
