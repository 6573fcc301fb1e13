import { de } from '../../../domain/messages';
import { PageTitle } from '../../components/ui/page-title';
import { CoachProfileSection } from './settings/coach-profile-section';
import { InviteCodesSection } from './settings/invite-codes-section';

export function Component() {
  return (
    <>
      <PageTitle subtitle={de.coachScreens.settingsSubtitle}>{de.nav.settings}</PageTitle>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <InviteCodesSection />
        <CoachProfileSection />
      </div>
    </>
  );
}
