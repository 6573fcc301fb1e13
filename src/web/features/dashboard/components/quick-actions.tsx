import { useId } from 'react';
import { Link } from 'react-router';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';

interface Action {
  to: string;
  label: string;
  hint: string;
  icon: string;
  primary?: boolean;
}

// The quick log comes first and stands out: it is what an athlete opens the app for after
// training; the full entry follows.
const ACTIONS: readonly Action[] = [
  {
    to: paths.quickLog,
    label: de.pageTitles.quickLog,
    hint: de.quickLog.actionHint,
    icon: 'M13 2 4 14h7l-1 8 9-12h-7z',
    primary: true,
  },
  {
    to: paths.protocolContext,
    label: de.protocol.newEntry,
    hint: de.dashboard.actions.newEntryHint,
    icon: 'M12 5v14M5 12h14',
  },
  {
    to: paths.cocktail,
    label: de.performanceCocktail.title,
    hint: de.dashboard.actions.cocktailHint,
    icon: 'M8 3h8l-1 7a3 3 0 0 1-6 0zM12 13v6M8 21h8',
  },
  {
    to: paths.startCheck,
    label: de.pageTitles.startCheck,
    hint: de.startCheck.dashboardHint,
    icon: 'M12 3v4M12 17v4M3 12h4M17 12h4M12 12m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0',
  },
  {
    to: paths.toolbox,
    label: de.nav.toolbox,
    hint: de.dashboard.actions.toolboxHint,
    icon: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  },
  {
    to: paths.tunnelRoutine,
    label: de.pageTitles.tunnelRoutine,
    hint: de.dashboard.actions.routineHint,
    icon: 'M3 20V10a9 9 0 0 1 18 0v10M8 20v-8a4 4 0 0 1 8 0v8',
  },
];

export function QuickActions() {
  const baseId = useId();
  return (
    // Six actions: pairs on phones, threes in between, one row on wide screens.
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {ACTIONS.map((a, i) => (
        <li key={a.to} className="flex">
          <Link
            to={a.to}
            aria-describedby={`${baseId}-${i}`}
            className={`flex w-full flex-col gap-2 rounded-2xl border p-4 shadow-sm transition-colors ${
              a.primary
                ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800 dark:border-brand-600 dark:bg-brand-600 dark:text-slate-950 dark:hover:bg-brand-500'
                : 'border-line bg-card text-ink hover:border-brand-600'
            }`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              className={`size-6 ${a.primary ? '' : 'text-brand-700 dark:text-brand-300'}`}
            >
              <path d={a.icon} />
            </svg>
            <span className="font-semibold leading-snug">{a.label}</span>
            {/* Read as the link's description, not as part of its name. */}
            <span
              id={`${baseId}-${i}`}
              aria-hidden="true"
              className={`text-sm leading-snug ${a.primary ? 'text-white/90 dark:text-slate-900' : 'text-muted'}`}
            >
              {a.hint}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
