import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { FeedbackNotificationsForm } from '../../components/feedback-notifications';
import { PushDevice } from '../../components/push-device';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { CoachProfileSection } from './settings/coach-profile-section';
import { InviteCodesSection } from './settings/invite-codes-section';

export function Component() {
  return (
    <>
      <PageTitle subtitle={de.coachScreens.settingsSubtitle}>
        {ROUTES.coachSettings.title}
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <InviteCodesSection />
        <CoachProfileSection />
        <Card>
          <FeedbackNotificationsForm />
          {/* The form's push choice reaches only devices that have push on; this one is turned on here. */}
          <div className="mt-6 border-t border-line pt-6">
            <PushDevice />
          </div>
        </Card>
      </div>
    </>
  );
}
