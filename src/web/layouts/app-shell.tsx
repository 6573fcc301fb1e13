import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { APP_NAME } from '../../domain/app-info';
import { de } from '../../domain/messages';
import { matchesPattern, paths, ROUTES } from '../../domain/routes';
import { LegalFooter } from '../components/legal-footer';
import { signOut } from '../features/auth/api/auth-api';
import { ProfileLink } from '../features/settings/components/profile-link';
import { clearUserData, profileQuery, sessionQuery } from '../lib/session';
import type { Tab } from './nav-items';
import { TabBar } from './tab-bar';

export interface NavItem {
  to: string;
  label: string;
}

const activeClass = (isActive: boolean) =>
  isActive
    ? 'bg-brand-100 text-brand-900 dark:bg-brand-900/60 dark:text-brand-100'
    : 'text-ink hover:bg-black/5 dark:hover:bg-white/10';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors ${activeClass(isActive)}`;

// The header's row holds the athlete's eight screens from 1280 px on only in a smaller type.
const HEADER_ITEM =
  'flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 text-sm font-medium';
const headerLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${HEADER_ITEM} transition-colors ${activeClass(isActive)}`;

/**
 * Header with navigation (a menu button below 1280 px), the page's main landmark and, for an
 * athlete on a phone, the tab bar at the bottom.
 */
export function AppShell({
  nav,
  tabs = [],
  homeTo,
  section,
  children,
}: {
  nav: readonly NavItem[];
  /** The phone's tab bar (below 640 px); none when empty. */
  tabs?: readonly Tab[];
  homeTo: string;
  section?: string;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const session = useQuery(sessionQuery);
  const profile = useQuery({ ...profileQuery, enabled: Boolean(session.data) });
  const name = profile.data?.name ?? session.data?.name ?? '';
  const ownBottomBar = Object.values(ROUTES).some(
    (route) => 'bottomBar' in route && matchesPattern(route.path, location.pathname),
  );
  const tabBar = ownBottomBar ? [] : tabs;

  // A new page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setMenuOpen(false), [location.pathname]);

  async function leave() {
    await signOut().catch(() => undefined);
    clearUserData();
    navigate(paths.login, { replace: true });
  }

  // The legal pages are open to visitors signed out: nobody to sign out then.
  const signOutButton = (className: string) =>
    session.data && (
      <button type="button" onClick={leave} className={`${className} ${activeClass(false)}`}>
        {de.auth.signOut}
      </button>
    );

  return (
    // The room the tab bar takes at the bottom is kept free by the page's own padding (styles.css).
    <div className="flex min-h-screen-free flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {de.shell.skipToContent}
      </a>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the menu from anywhere in the header */}
      <header
        className="sticky top-0 z-30 border-b border-line bg-card/95 backdrop-blur"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen) return;
          setMenuOpen(false);
          menuButton.current?.focus();
        }}
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 xl:max-w-7xl">
          <Link
            to={homeTo}
            className="flex shrink-0 items-center gap-2 font-bold text-brand-700 dark:text-brand-300"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {/* With a section badge the name would push the menu off a 360 px screen; the logo stays. */}
            <span className={section ? 'max-[419px]:sr-only' : undefined}>{APP_NAME}</span>
            {section && (
              <span className="rounded-md bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
                {section}
              </span>
            )}
          </Link>
          <nav
            aria-label={de.shell.mainNav}
            className="ml-auto hidden items-center gap-0.5 xl:flex"
          >
            {nav.map((item) => (
              <NavLink key={item.to} to={item.to} className={headerLinkClass}>
                {item.label}
              </NavLink>
            ))}
            {signOutButton(HEADER_ITEM)}
          </nav>
          {/* Before the menu button: the opened menu follows the button in the tab order. */}
          <div className="flex max-xl:ml-auto">
            <ProfileLink />
          </div>
          <button
            ref={menuButton}
            type="button"
            className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 font-medium xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
            {de.shell.menu}
          </button>
        </div>
        {menuOpen && (
          <nav
            id={menuId}
            aria-label={de.shell.mainNav}
            className="border-t border-line px-4 pb-3 pt-2 xl:hidden"
          >
            <ul className="flex flex-col gap-1">
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {session.data && (
                <li>{signOutButton('flex min-h-11 items-center rounded-lg px-3 font-medium')}</li>
              )}
            </ul>
          </nav>
        )}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:py-8"
      >
        {name && <p className="sr-only">{de.shell.signedInAs(name)}</p>}
        {children}
      </main>
      <LegalFooter />
      {tabBar.length > 0 && <TabBar tabs={tabBar} />}
    </div>
  );
}
