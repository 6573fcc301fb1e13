const CONTROLS = 'button, input, select, textarea';

/**
 * Notes which control inside `container` has the focus (by its item's `data-step-id` and its place
 * among the item's controls, plus the caret of a text field) and returns a function that puts the
 * focus back on the same control after React has replaced the container's elements with equal ones.
 */
export function rememberFocus(container: HTMLElement | null): () => void {
  const active = document.activeElement;
  if (!container || !(active instanceof HTMLElement) || !container.contains(active)) {
    return () => {};
  }
  const item = active.closest<HTMLElement>('[data-step-id]');
  const stepId = item?.dataset.stepId;
  if (!item || stepId === undefined) return () => {};
  const place = [...item.querySelectorAll(CONTROLS)].indexOf(active);
  const caret =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? { start: active.selectionStart, end: active.selectionEnd }
      : null;

  return () => {
    const again = [
      ...(container.ownerDocument
        .querySelector(`[data-step-id="${CSS.escape(stepId)}"]`)
        ?.querySelectorAll<HTMLElement>(CONTROLS) ?? []),
    ][place];
    if (!again || again === document.activeElement) return;
    again.focus({ preventScroll: true });
    if (caret && (again instanceof HTMLInputElement || again instanceof HTMLTextAreaElement)) {
      again.setSelectionRange(caret.start, caret.end);
    }
  };
}
