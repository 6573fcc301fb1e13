import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet, useLocation } from 'react-router';
import { de } from '../../domain/messages';
import { profileQuery } from '../app/session';
import { AppShell } from './app-shell';
import { athleteNav } from './nav-items';

const STEPS = [
  { to: '/protocol/context', label: de.protocol.context },
  { to: '/protocol/emotions', label: de.protocol.emotions },
  { to: '/protocol/performance', label: de.protocol.performance },
  { to: '/protocol/notes', label: de.protocol.notes },
  { to: '/protocol/summary', label: de.protocol.summary },
] as const;

/** The protocol's list and the five steps of writing an entry, with the step navigation. */
export function Component() {
  const profile = useQuery(profileQuery).data;
  const { pathname } = useLocation();
  const inEntry = pathname !== '/protocol' && pathname !== '/protocol/';
  const current = STEPS.findIndex((s) => s.to === pathname);
  return (
    <AppShell nav={athleteNav(profile)} homeTo="/dashboard">
      {inEntry && (
        <nav aria-label="Schritte des Eintrags" className="mb-6 overflow-x-auto">
          <ol className="flex min-w-max gap-1 rounded-xl border border-line bg-card p-1">
            {STEPS.map((step, i) => (
              <li key={step.to}>
                <NavLink
                  to={step.to}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium ${
                      isActive
                        ? 'bg-brand-700 text-white dark:bg-brand-600 dark:text-slate-950'
                        : 'text-ink hover:bg-black/5 dark:hover:bg-white/10'
                    }`
                  }
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-6 items-center justify-center rounded-full border text-xs ${
                      i < current
                        ? 'border-brand-700 bg-brand-100 text-brand-900'
                        : 'border-current'
                    }`}
                  >
                    {i + 1}
                  </span>
                  {step.label}
                </NavLink>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <Outlet />
    </AppShell>
  );
}
