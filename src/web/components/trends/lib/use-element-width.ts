import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * The content width of an element, kept current as it resizes. Charts draw in real pixels (so
 * their text keeps its size) rather than scaling a fixed viewBox. The width arrives as a transition:
 * a page of charts draws in slices that leave the main thread free in between, not in one task.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // No read of the width here: that would lay out the whole new page inside this task. The
    // observer reports the first width once the browser has laid the page out anyway.
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) startTransition(() => setWidth(Math.floor(box.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
