import { Link } from 'react-router';
import { de } from '../../domain/messages';
import { paths, ROUTES } from '../../domain/routes';

/**
 * The privacy policy and the legal notice, public and linked from every layout's footer. Read when
 * rendered, not when this module loads: the route manifest's chunk may load after this one.
 */
export const legalNav = (): readonly { to: string; label: string }[] => [
  { to: paths.privacy, label: ROUTES.privacy.nav },
  { to: paths.legalNotice, label: ROUTES.legalNotice.nav },
];

/** Every layout's footer: the privacy policy and the legal notice, one tap away on every screen. */
export function LegalFooter({ className = '' }: { className?: string }) {
  return (
    <footer className={`border-t border-line ${className}`}>
      <nav
        aria-label={de.legalLinks.label}
        className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-4 px-4 py-2 text-sm"
      >
        {legalNav().map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className="flex min-h-11 items-center px-1 text-muted underline-offset-2 hover:text-ink hover:underline"
          >
            {item.label}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
