import { NavLink } from 'react-router';
import { de } from '../../domain/messages';
import type { Tab, TabId } from './nav-items';

/** Outline icons (24 × 24) of the tabs; the quick log's is the "+". */
const ICONS: Record<TabId, string> = {
  dashboard: 'M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-4H4zM14 4v4h6V4z',
  cocktail: 'M8 3h8l-1 7a3 3 0 0 1-6 0zM12 13v6M8 21h8',
  quickLog: 'M12 5v14M5 12h14',
  protocol: 'M7 3h10v18H7zM10 8h4M10 12h4M10 16h2',
  trends: 'M4 19h16M5 15l4-5 4 3 6-7',
};

/**
 * The phone's navigation below 640 px, at the bottom where the thumb is: the main screens and, in
 * the middle, the quick log. Above that width the header's navigation is all there is.
 */
export function TabBar({ tabs }: { tabs: readonly Tab[] }) {
  return (
    <nav
      data-tab-bar
      aria-label={de.shell.tabs}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden"
    >
      {/* The "+" in the middle takes the width of its circle; the four screens share the rest. */}
      <ul className="mx-auto grid max-w-md grid-cols-[repeat(2,minmax(0,1fr))_auto_repeat(2,minmax(0,1fr))]">
        {tabs.map((tab) => {
          const action = tab.id === 'quickLog';
          return (
            <li key={tab.id} className="flex">
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  `flex min-h-14 w-full flex-col items-center justify-center gap-0.5 px-0.5 py-1 text-[11px] leading-tight font-medium tracking-tight ${
                    action
                      ? 'text-brand-800 dark:text-brand-200'
                      : isActive
                        ? 'text-brand-800 dark:text-brand-200'
                        : 'text-muted hover:text-ink'
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      aria-hidden="true"
                      className={`flex items-center justify-center rounded-full ${
                        action
                          ? 'size-11 bg-brand-700 text-white shadow-sm dark:bg-brand-600 dark:text-slate-950'
                          : `h-7 w-12 ${isActive ? 'bg-brand-100 dark:bg-brand-900/60' : ''}`
                      }`}
                    >
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth={action ? 2.5 : 2}
                        strokeLinecap="round"
                        strokeLinejoin="round"
                        className={action ? 'size-7' : 'size-5'}
                      >
                        <path d={ICONS[tab.id]} />
                      </svg>
                    </span>
                    {/* The "+" speaks for itself on screen; its name is read out. */}
                    <span className={action ? 'sr-only' : 'max-w-full truncate'}>{tab.label}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
