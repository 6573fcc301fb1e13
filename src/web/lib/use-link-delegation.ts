import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for the plain `<a href>` links inside a long list, which then navigate in the
 * app like the router's `Link`: a `Link` per row costs its hooks on every row, and a list of
 * hundreds spent more time in them than in its own rows. Clicks the browser should handle itself
 * (new tab or window, download, another target or origin) are left alone.
 */
export function useLinkDelegation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const target = event.target as Element;
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}
