import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CoachLink } from '../../../domain/api-coach';
import { de } from '../../../domain/messages';
import { href, paths, ROUTES } from '../../../domain/routes';
import { ACCOUNT_TYPE_PARAM, type AccountType } from '../../../domain/schemas/auth';
import { CoachCodeRedeem } from '../../components/coach-code-redeem';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { primaryLink, secondaryLink } from '../../components/ui/link-styles';
import { PageTitle } from '../../components/ui/page-title';
import { openConsentDialog } from '../../lib/consent';
import { profileQuery, sessionQuery } from '../../lib/session';

const t = de.coachInvites.page;

/** Sign-up and sign-in come back here, through the e-mail verification's link too. */
function withReturn(path: string, code: string): string {
  return `${path}?redirect=${encodeURIComponent(href('invite', { code }))}`;
}

/** An invite is always for an athlete; sign-up (also reached through sign-in) preselects that. */
function toSignUp(path: string, code: string): string {
  return `${withReturn(path, code)}&${ACCOUNT_TYPE_PARAM}=${'athlete' satisfies AccountType}`;
}

/**
 * What an invite link or QR code opens. Signed out: the way to an athlete account, which returns
 * here; a coach learns the invite is not for them. An athlete sees the coach and chooses what this
 * coach may see before linking, with the code already filled in: the same steps as typing it.
 * Nothing about the invite is looked up before an athlete is signed in.
 */
export function Component() {
  const { code = '' } = useParams();
  const session = useQuery(sessionQuery).data;
  const profile = useQuery(profileQuery).data;
  const [linked, setLinked] = useState<CoachLink | null>(null);

  let body: React.ReactNode;
  if (!session) {
    body = (
      <>
        <p>{t.signedOut}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Link to={toSignUp(paths.register, code)} className={primaryLink}>
            {t.register}
          </Link>
          <Link to={toSignUp(paths.login, code)} className={secondaryLink}>
            {t.login}
          </Link>
        </div>
      </>
    );
  } else if (!session.emailVerified) {
    body = (
      <>
        <p>{t.unverified}</p>
        <Link to={withReturn(paths.verifyEmail, code)} className={`${primaryLink} mt-4`}>
          {t.toVerify}
        </Link>
      </>
    );
  } else if (!profile) {
    body = <p className="text-muted">{de.common.loading}</p>;
  } else if (profile.role === 'coach') {
    body = <p role="status">{t.coach}</p>;
  } else if (session.consent !== 'current' && !linked) {
    // The layout's consent dialog; once given, the session says so and the next step shows.
    body = (
      <>
        <p>{t.consent}</p>
        <Button onClick={openConsentDialog} className="mt-4">
          {de.consent.give}
        </Button>
      </>
    );
  } else if (linked) {
    body = (
      <>
        <p role="status">{t.linked(linked.coachName)}</p>
        <Link to={paths.home} className={`${primaryLink} mt-4`}>
          {t.continue}
        </Link>
      </>
    );
  } else {
    body = <CoachCodeRedeem initialCode={code} invalidText={t.invalid} onLinked={setLinked} />;
  }

  return (
    <div className="mx-auto max-w-xl">
      <PageTitle>{ROUTES.invite.title}</PageTitle>
      <Card>
        <h2 className="mb-3 text-xl font-bold">{t.heading}</h2>
        {body}
      </Card>
    </div>
  );
}
