import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { LoadError } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { queryClient } from '../../lib/query-client';
import { profileQuery } from '../../lib/session';
import { dashboardQuery } from './api/get-dashboard';
import { ActivityList, ActivityListSkeleton } from './components/activity-list';
import { CoachFlagsCard } from './components/coach-flags-card';
import { ConversationsCard } from './components/conversations-card';
import { QuickActions } from './components/quick-actions';
import { StatCards, StatCardsSkeleton } from './components/stat-cards';

/**
 * Starts the screen's one call as soon as the guard (the root's middleware) has let the visitor in,
 * while the page's chunk may still load, instead of after the first render: on a phone network that
 * is a round trip less before the figures show. Not awaited, so it never holds the navigation.
 */
export function loader() {
  void queryClient.prefetchQuery(dashboardQuery);
  return null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Component() {
  const profile = useQuery(profileQuery).data;
  const query = useQuery(dashboardQuery);
  // The profile is already cached by the guard, so the greeting stands before the dashboard loads.
  const name = query.data?.name ?? profile?.name ?? '';

  return (
    <>
      <PageTitle subtitle={name ? de.dashboard.welcome(name) : undefined}>
        {ROUTES.dashboard.title}
      </PageTitle>
      <div className="flex flex-col gap-8">
        <Section title={de.dashboard.quickActions}>
          <QuickActions />
        </Section>
        <ConversationsCard />
        <CoachFlagsCard />
        {query.isError ? (
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <>
            <Section title={de.dashboard.performanceStats}>
              {query.data ? <StatCards stats={query.data.stats} /> : <StatCardsSkeleton />}
            </Section>
            <Section title={de.dashboard.recentActivity}>
              {query.data ? <ActivityList items={query.data.recent} /> : <ActivityListSkeleton />}
            </Section>
          </>
        )}
        {query.isPending && (
          <p role="status" className="sr-only">
            {de.common.loading}
          </p>
        )}
      </div>
    </>
  );
}
