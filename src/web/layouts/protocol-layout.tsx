import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { paths } from '../../domain/routes';
import { ConsentGate } from '../components/consent/consent-gate';
import { profileQuery } from '../lib/session';
import { AppShell } from './app-shell';
import { athleteNav, athleteTabs } from './nav-items';

/**
 * The protocol's list and the five steps of writing an entry. The steps draw their own navigation,
 * because which step may open depends on the draft.
 */
export function Component() {
  const profile = useQuery(profileQuery).data;

  // An entry is often written where the connection is poor: fetch every step's code while online,
  // so moving between steps offline needs nothing from the network.
  useEffect(() => {
    const preload = () => {
      void import('../features/protocol/protocol-list-page');
      void import('../features/protocol/entry-context-page');
      void import('../features/protocol/entry-emotions-page');
      void import('../features/protocol/entry-performance-page');
      void import('../features/protocol/entry-notes-page');
      void import('../features/protocol/entry-summary-page');
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 200);
    return () => clearTimeout(timer);
  }, []);

  return (
    <AppShell nav={athleteNav(profile)} tabs={athleteTabs(profile)} homeTo={paths.dashboard}>
      <ConsentGate />
      <Outlet />
    </AppShell>
  );
}
