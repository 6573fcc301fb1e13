import { type RefObject, startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** How far below (or above) the visible part of the page an element counts as near it. */
const NEAR = '600px 0px';

/**
 * Whether an element has come near the viewport (and so stays): a chart below the fold is drawn
 * once the reader scrolls towards it, or before the page is printed, not with the page's first
 * render. Where the browser cannot tell, it counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: drawing the charts that came into view yields to the reader's input.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: NEAR },
    );
    observer.observe(el);
    // Printing shows the whole page at once: every chart is drawn before it.
    const beforePrint = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [ref, near]);
  return near;
}
