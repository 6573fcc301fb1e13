import { type FormEvent, useId, useState } from 'react';
import { type Settings, ZSetReminder } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import type { Reminder } from '../../../../domain/schemas/athlete';
import { PushDevice } from '../../../components/push-device';
import { SwitchField } from '../../../components/switch-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { WeekdayToggles } from '../../../components/ui/weekday-toggles';
import { fieldErrorsOf } from '../../../lib/callable';
import { useSaveSetting } from '../api/save-setting';
import { SettingsSection } from './settings-section';

const DEFAULT_REMINDER: Reminder = { enabled: false, weekdays: [1, 3, 5], time: '19:00' };

/** The reminder as the form edits it: when and whether, and whether by e-mail too. */
type ReminderForm = Reminder & { email: boolean };

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export function NotificationsSection({ id, settings }: { id: string; settings: Settings }) {
  const [reminder, setReminder] = useState<ReminderForm>({
    ...(settings.reminder ?? DEFAULT_REMINDER),
    email: settings.reminderEmail,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = useSaveSetting();
  const daysErrorId = useId();

  function change(patch: Partial<ReminderForm>) {
    const next = { ...reminder, ...patch };
    setReminder(next);
    if (Object.keys(errors).length > 0) setErrors(validate(next));
  }

  function validate(r: ReminderForm): Record<string, string> {
    const result = ZSetReminder.safeParse(r);
    const out: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) out[String(issue.path[0] ?? '_')] ??= issue.message;
    }
    return out;
  }

  function toggleDay(day: number) {
    change({
      weekdays: reminder.weekdays.includes(day)
        ? reminder.weekdays.filter((d) => d !== day)
        : [...reminder.weekdays, day].sort((a, b) => a - b),
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(reminder);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.currentTarget
        .querySelector<HTMLElement>(found.weekdays ? '[name="weekdays"]' : '[name="time"]')
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      // The time is meant on this device's clock, wherever the athlete is.
      await save.mutateAsync({
        name: 'setReminder',
        input: { ...reminder, timezone: browserTimeZone() },
      });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id={id} title={de.settings.notifications} lead={de.settings.reminder.lead}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <SwitchField
          label={de.settings.reminder.label}
          checked={reminder.enabled}
          onChange={(enabled) => change({ enabled })}
        />
        <fieldset
          disabled={!reminder.enabled}
          aria-describedby={errors.weekdays ? daysErrorId : undefined}
          className="flex flex-col gap-2 disabled:opacity-60"
        >
          <legend className="mb-2 font-medium">{de.settings.reminder.weekdays}</legend>
          <WeekdayToggles name="weekdays" value={reminder.weekdays} onToggle={toggleDay} />
          {errors.weekdays && (
            <p id={daysErrorId} className="text-sm font-medium text-red-700 dark:text-red-300">
              {errors.weekdays}
            </p>
          )}
          <TextField
            label={de.settings.reminder.time}
            type="time"
            name="time"
            value={reminder.time}
            onChange={(e) => change({ time: e.target.value })}
            error={errors.time}
            className="mt-2 max-w-40"
          />
        </fieldset>
        <fieldset disabled={!reminder.enabled} className="flex flex-col gap-3 disabled:opacity-60">
          <legend className="mb-2 font-medium">{de.settings.reminder.channels}</legend>
          <SwitchField
            label={de.settings.reminder.email}
            description={de.settings.reminder.to(settings.email)}
            checked={reminder.email}
            onChange={(email) => change({ email })}
          />
        </fieldset>
        <div>
          <Button type="submit" busy={busy}>
            {de.common.save}
          </Button>
        </div>
      </form>
      <div className="border-t border-line pt-6">
        <PushDevice />
      </div>
    </SettingsSection>
  );
}
