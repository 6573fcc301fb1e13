import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { paths } from '../../domain/routes';
import { ConsentGate } from '../components/consent/consent-gate';
import { profileQuery } from '../lib/session';
import { whenIdle } from '../lib/when-idle';
import { AppShell } from './app-shell';
import { athleteNav, athleteTabs } from './nav-items';

/**
 * The protocol's list and the five steps of writing an entry. The steps draw their own navigation,
 * because which step may open depends on the draft.
 */
export function Component() {
  const profile = useQuery(profileQuery).data;

  // An entry is often written where the connection is poor: fetch every step's code while online,
  // so moving between steps offline needs nothing from the network. One module per idle moment:
  // each import starts its files and runs the module, together a long task on a slow phone.
  useEffect(() => {
    const steps = [
      () => import('../features/protocol/protocol-list-page'),
      () => import('../features/protocol/entry-context-page'),
      () => import('../features/protocol/entry-emotions-page'),
      () => import('../features/protocol/entry-performance-page'),
      () => import('../features/protocol/entry-notes-page'),
      () => import('../features/protocol/entry-summary-page'),
    ];
    let cancel = () => {};
    const next = () => {
      const step = steps.shift();
      if (!step) return;
      cancel = whenIdle(() => void step().then(next, next), 2000);
    };
    next();
    return () => {
      steps.length = 0;
      cancel();
    };
  }, []);

  return (
    <AppShell nav={athleteNav(profile)} tabs={athleteTabs(profile)} homeTo={paths.dashboard}>
      <ConsentGate />
      <Outlet />
    </AppShell>
  );
}
