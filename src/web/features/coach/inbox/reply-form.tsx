import { de } from '../../../../domain/messages';
import { MessageForm } from '../../../components/message-form';
import { useReplyToAthlete } from '../api/reply-to-athlete';

export interface ReplyFormProps {
  athleteId: string;
  athleteName: string;
  entryId: string | null;
  onSent?: (() => void) | undefined;
}

/** 'Feedback geben': one message to the athlete. */
export function ReplyForm({ athleteId, athleteName, entryId, onSent }: ReplyFormProps) {
  const reply = useReplyToAthlete();
  return (
    <MessageForm
      label={de.coachScreens.reply.label}
      placeholder={de.coachScreens.reply.placeholder(athleteName)}
      sendLabel={de.coachScreens.reply.send}
      className="mt-4"
      send={({ id, text }) => reply.mutateAsync({ id, athleteId, entryId, text })}
      onSent={onSent}
    />
  );
}
