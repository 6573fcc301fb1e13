import { startTransition, useEffect, useState } from 'react';

export interface Slices<T> {
  /** The items shown so far, in the list's order. */
  shown: readonly T[];
  /**
   * Counts the lists handed in. Keyed on it, a list's container is replaced as a whole when a new
   * list comes: one removal instead of tearing its rows down one by one.
   */
  generation: number;
}

/**
 * A long list handed to the screen a slice at a time, one slice per task, so no single task lays out
 * hundreds of rows and the page answers input between slices. On mount the first slice comes in a
 * task of its own too, after the screen around it; a new list (sorted or filtered) shows its first
 * slice at once: laying out a few rows costs less than moving hundreds.
 */
export function useInSlices<T>(items: readonly T[], size: number): Slices<T> {
  const [state, setState] = useState({ items, count: 0, generation: 0 });
  let { count, generation } = state;
  if (state.items !== items) {
    count = size;
    generation += 1;
    setState({ items, count, generation });
  }

  useEffect(() => {
    if (count >= items.length) return;
    // A macrotask rather than an effect chain: the browser paints and takes input in between.
    const timer = setTimeout(() => {
      startTransition(() =>
        setState((s) => (s.items === items ? { ...s, count: count + size } : s)),
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [items, count, size]);

  return { shown: count >= items.length ? items : items.slice(0, count), generation };
}
