import { de } from '../../../domain/messages';

// Not lib/format's shared formatter: the text field (and so this) is in the sign-in screen's first
// chunk, which must not pull in the signed-in screens' modules.
const formatCount = (n: number) => n.toLocaleString('de-DE');

/** From how many characters before the limit the counter warns: about a tenth, at least 5, at most 50. */
export function warnFrom(max: number): number {
  return Math.max(5, Math.min(50, Math.ceil(max * 0.1)));
}

type LimitState = 'ok' | 'near' | 'reached' | 'over';

export function limitState(length: number, max: number): LimitState {
  if (length > max) return 'over';
  if (length === max) return 'reached';
  return max - length <= warnFrom(max) ? 'near' : 'ok';
}

const TONE: Record<LimitState, string> = {
  ok: 'text-muted',
  near: 'font-medium text-amber-800 dark:text-amber-300',
  reached: 'font-medium text-amber-800 dark:text-amber-300',
  over: 'font-semibold text-red-700 dark:text-red-300',
};

/**
 * The one counter under every text field with a limit: the count always, and as the limit comes
 * near a message that says how much is left, that it is reached, or by how much the text is over.
 * Fields never cut the text themselves; the form refuses a text over the limit with this message.
 * `id` is for the field's aria-describedby.
 */
export function CharCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const state = limitState(length, max);
  const t = de.textLimit;
  const maxText = formatCount(max);
  const message =
    state === 'near'
      ? t.remaining(max - length, formatCount(max - length))
      : state === 'reached'
        ? t.reached(maxText)
        : state === 'over'
          ? t.over(length - max, formatCount(length - max), maxText)
          : null;
  return (
    <div id={id} className={`flex flex-wrap justify-between gap-x-3 text-sm ${TONE[state]}`}>
      {/* Announced when it appears or changes, so a screen-reader user hears the limit coming. */}
      <span aria-live="polite">{message}</span>
      <span className="ml-auto tabular-nums">{t.count(formatCount(length), maxText)}</span>
    </div>
  );
}
