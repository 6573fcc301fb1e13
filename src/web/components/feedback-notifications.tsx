import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FEEDBACK_MAIL, type FeedbackNotifications } from '../../domain/contracts/coach-feedback';
import { de } from '../../domain/messages';
import { messageForError } from '../lib/callable';
import {
  feedbackNotificationsQuery,
  useSetFeedbackNotifications,
} from '../lib/endpoints/feedback-notifications';
import { toast } from '../stores/toast-store';
import { Button } from './ui/button';

const t = de.coachFeedback;

/**
 * How the user hears of a new message on a shared entry, the same for athletes and coaches: e-mail
 * at once, as a daily digest or not, and push on the devices that have it on.
 */
export function FeedbackNotificationsForm({ titled = true }: { titled?: boolean }) {
  const query = useQuery(feedbackNotificationsQuery);
  if (!query.data) return null;
  return <Form saved={query.data} titled={titled} />;
}

/** `titled`: with its own heading and lead, where no section around it names it. */
function Form({ saved, titled }: { saved: FeedbackNotifications; titled: boolean }) {
  const [value, setValue] = useState(saved);
  const save = useSetFeedbackNotifications();
  const headingId = useId();
  const name = useId();
  const pushId = useId();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    try {
      setValue(await save.mutateAsync(value));
      toast.success(de.generic.saved, undefined, { id: 'feedback-notifications' });
    } catch (err) {
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed), {
        id: 'feedback-notifications',
      });
    }
  }

  return (
    <form
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : t.settingsTitle}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      {titled && (
        <div>
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {t.settingsTitle}
          </h2>
          <p className="mt-1 text-muted">{t.settingsLead}</p>
        </div>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t.mailLabel}</legend>
        {FEEDBACK_MAIL.map((mail) => (
          <label key={mail} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={name}
              value={mail}
              checked={value.mail === mail}
              onChange={() => setValue({ ...value, mail })}
              className="size-5 shrink-0 accent-brand-700"
            />
            {t.mail[mail]}
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-3">
        <input
          id={pushId}
          type="checkbox"
          checked={value.push}
          onChange={(e) => setValue({ ...value, push: e.target.checked })}
          className="size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={pushId}>{t.pushLabel}</label>
      </div>
      <div>
        <Button type="submit" busy={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
