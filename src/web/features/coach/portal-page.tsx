import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Portal } from '../../../domain/api-coach';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import { Card } from '../../components/ui/card';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { formatCount } from '../../lib/format';
import { portalQuery } from './api/get-portal';
import { AthleteList } from './portal/athlete-list';

const t = de.coachScreens.portal;

function CountCard({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{formatCount(value)}</dd>
    </>
  );
  return (
    <Card className="relative focus-within:ring-2 focus-within:ring-brand-600">
      {to ? (
        <Link to={to} className="block outline-none after:absolute after:inset-0">
          <dl>{body}</dl>
          <span className="mt-1 block text-sm text-brand-800 underline underline-offset-2 dark:text-brand-300">
            {t.toInbox}
          </span>
        </Link>
      ) : (
        <dl>{body}</dl>
      )}
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8" aria-labelledby={`h-${title}`}>
      <h2 id={`h-${title}`} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The coach's overview: counts, the athletes needing attention first, then everyone else. */
export function Component() {
  const portal = useQuery(portalQuery);

  return (
    <>
      <PageTitle subtitle={t.subtitle}>{ROUTES.coachPortal.title}</PageTitle>
      {portal.isPending ? (
        <Loading />
      ) : portal.isError ? (
        <LoadError
          error={portal.error}
          onRetry={() => void portal.refetch()}
          retrying={portal.isFetching}
        />
      ) : (
        <PortalBody data={portal.data} />
      )}
    </>
  );
}

function PortalBody({ data }: { data: Portal }) {
  const attention = data.athletes.filter((a) => a.flags.length > 0);
  const others = data.athletes.filter((a) => a.flags.length === 0);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <CountCard label={t.athletes} value={data.counts.athletes} />
        <CountCard label={t.entriesThisWeek} value={data.counts.entriesThisWeek} />
        <CountCard label={t.unread} value={data.counts.unreadMessages} to={paths.coachInbox} />
      </div>

      {data.athletes.length === 0 ? (
        <Card className="mt-8">
          <h2 className="text-lg font-bold">{t.none}</h2>
          <p className="mt-2 text-muted">{t.noneLead}</p>
          <Link
            to={paths.coachSettings}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:text-slate-950 dark:hover:bg-brand-500"
          >
            {t.toSettings}
          </Link>
        </Card>
      ) : (
        <>
          <Section title={t.attention}>
            {attention.length === 0 ? (
              <p className="text-muted">{t.noAttention}</p>
            ) : (
              <AthleteList athletes={attention} label={t.attention} />
            )}
          </Section>
          {others.length > 0 && (
            <Section title={t.others}>
              <AthleteList athletes={others} label={t.others} />
            </Section>
          )}
        </>
      )}
    </>
  );
}
