import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Settings } from '../../../domain/api-settings';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { useReducedMotion } from '../../components/ui/use-reduced-motion';
import { settingsQuery } from '../../lib/endpoints/get-settings';
import { errorText } from './api/save-setting';
import { COACH_SECTION_TITLE, CoachSection } from './components/coach-section';
import { MessageNotificationsSection } from './components/message-notifications-section';
import { NotificationsSection } from './components/notifications-section';
import { PreferencesSection } from './components/preferences-section';
import { PrivacySection } from './components/privacy-section';
import { ProfileSection } from './components/profile-section';
import { SecuritySection } from './components/security-section';

interface SectionDef {
  id: string;
  title: string;
  Section: (props: { id: string; settings: Settings }) => ReactNode;
  /** Reminders, consent and sharing are an athlete's; coaches have none of them. */
  athleteOnly?: boolean;
}

const SECTIONS: readonly SectionDef[] = [
  { id: 'profil', title: de.settings.profile, Section: ProfileSection },
  { id: 'praeferenzen', title: de.settings.preferences, Section: PreferencesSection },
  {
    id: 'benachrichtigungen',
    title: de.settings.notifications,
    Section: NotificationsSection,
    athleteOnly: true,
  },
  {
    id: 'nachrichten',
    title: de.coachFeedback.settingsTitle,
    Section: MessageNotificationsSection,
    athleteOnly: true,
  },
  { id: 'datenschutz', title: de.settings.privacy, Section: PrivacySection },
  { id: 'trainer', title: COACH_SECTION_TITLE, Section: CoachSection, athleteOnly: true },
  { id: 'sicherheit', title: de.settings.security.title, Section: SecuritySection },
];

/**
 * One page of sections rather than tabs: on a phone everything is a scroll away, and the in-page
 * navigation jumps to a section and moves the focus to its heading.
 */
export function Component() {
  const query = useQuery(settingsQuery);
  const reducedMotion = useReducedMotion();
  const { hash } = useLocation();
  const loaded = query.isSuccess;

  /** Scrolls to a part of the page and moves the focus to its heading; false if there is none. */
  function goTo(id: string): boolean {
    const heading = document.getElementById(`${id}-title`);
    if (!heading) return false;
    document
      .getElementById(id)
      ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
    return true;
  }

  // A link to a part of this page (the account deletion, from the consent screens) lands on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the target or the page changes
  useEffect(() => {
    if (loaded && hash.length > 1) goTo(decodeURIComponent(hash.slice(1)));
  }, [hash, loaded]);

  if (query.isPending) {
    return (
      <>
        <PageTitle>{ROUTES.settings.title}</PageTitle>
        <p role="status" className="text-muted">
          {de.common.loading}
        </p>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageTitle>{ROUTES.settings.title}</PageTitle>
        <Card role="alert" className="flex flex-col items-start gap-3">
          <h2 className="text-lg font-semibold">{de.generic.loadFailed}</h2>
          <p className="text-muted">{errorText(query.error, de.generic.loadFailed)}</p>
          <Button variant="secondary" onClick={() => query.refetch()} busy={query.isFetching}>
            {de.common.retry}
          </Button>
        </Card>
      </>
    );
  }

  const settings = query.data;
  const sections = SECTIONS.filter((s) => !s.athleteOnly || settings.role !== 'coach');

  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (goTo(id)) event.preventDefault();
  }

  return (
    <>
      <PageTitle>{ROUTES.settings.title}</PageTitle>
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <nav aria-label={de.settings.sections} className="mb-6 lg:sticky lg:top-24 lg:mb-0">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  onClick={(e) => jump(e, s.id)}
                  className="flex min-h-11 items-center rounded-lg border border-line bg-card px-3 font-medium text-ink hover:bg-surface lg:border-transparent lg:bg-transparent lg:hover:bg-black/5 lg:dark:hover:bg-white/10"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-6">
          {sections.map(({ id, Section }) => (
            <Section key={id} id={id} settings={settings} />
          ))}
        </div>
      </div>
    </>
  );
}
