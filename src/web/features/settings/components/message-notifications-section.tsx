import type { Settings } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { FeedbackNotificationsForm } from '../../../components/feedback-notifications';
import { SettingsSection } from './settings-section';

/** How the athlete hears of her coaches' messages; the section names it, so the form does not. */
export function MessageNotificationsSection({ id }: { id: string; settings: Settings }) {
  return (
    <SettingsSection
      id={id}
      title={de.coachFeedback.settingsTitle}
      lead={de.coachFeedback.settingsLead}
    >
      <FeedbackNotificationsForm titled={false} />
    </SettingsSection>
  );
}
