/**
 * Runs `task` once the browser is idle, and after `timeout` ms at the latest; returns its cancel.
 * Where there is no idle callback (Safari), a timer of a sixth of that stands in.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, timeout / 6);
  return () => clearTimeout(timer);
}
