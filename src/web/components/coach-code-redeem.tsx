import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import {
  ALREADY_LINKED,
  CODE_INVALID,
  type CoachLink,
  type InvitePreview,
  TOO_MANY_ATTEMPTS,
} from '../../domain/api-coach';
import {
  type CoachLinkSharing,
  DEFAULT_LINK_SHARING,
  normalizeInviteCode,
} from '../../domain/coach';
import { de } from '../../domain/messages';
import { CallableError, fieldErrorsOf, messageForError } from '../lib/callable';
import { usePreviewInviteCode } from '../lib/endpoints/preview-invite-code';
import { useRedeemInviteCode } from '../lib/endpoints/redeem-invite-code';
import { toast } from '../stores/toast-store';
import { LinkSharingFields } from './link-sharing-fields';
import { Button } from './ui/button';
import { TextField } from './ui/text-field';

const CODE_MESSAGES: readonly string[] = [CODE_INVALID, ALREADY_LINKED, TOO_MANY_ATTEMPTS];

/** The server's own words for a refused code (the generic text of its status would say less). */
function codeErrorText(err: unknown, fallback: string, invalidText: string): string {
  if (err instanceof CallableError && CODE_MESSAGES.includes(err.message)) {
    return err.message === CODE_INVALID ? invalidText : err.message;
  }
  return fieldErrorsOf(err)?.code ?? messageForError(err, fallback);
}

export interface CoachCodeRedeemHandle {
  /** A code is typed but neither linked nor cancelled. */
  hasPendingCode(): boolean;
  /** Checks the typed code, as 'Prüfen' does, and moves the focus to the answer. */
  check(): Promise<void>;
}

interface Props {
  label?: string;
  hint?: string;
  /** After a successful link (the toast is shown already). */
  onLinked?(link: CoachLink): void;
  /** A code that came with an invite link: filled in and checked at once. */
  initialCode?: string;
  /** What a refused code is called where it came from (a link rather than typing). */
  invalidText?: string;
  ref?: Ref<CoachCodeRedeemHandle>;
}

/**
 * Linking with a coach in three steps: type the code, see who the coach is and exactly what this
 * coach will see (the link's own choices, all off at first), then connect. Nothing is shared before
 * 'Verbinden', and nothing chosen here changes what another coach sees.
 */
export function CoachCodeRedeem({
  label = de.sharing.code,
  hint = de.sharing.codeHint,
  onLinked,
  initialCode = '',
  invalidText = CODE_INVALID,
  ref,
}: Props) {
  const previewCode = usePreviewInviteCode();
  const redeem = useRedeemInviteCode();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<{ code: string; data: InvitePreview } | null>(null);
  const [sharing, setSharing] = useState<CoachLinkSharing>(DEFAULT_LINK_SHARING);
  const [busy, setBusy] = useState<'check' | 'link' | null>(null);
  const previewRef = useRef<HTMLElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const focusField = () => fieldRef.current?.querySelector('input')?.focus();
  const titleId = useId();

  async function check() {
    setError(undefined);
    const normalized = normalizeInviteCode(code);
    if (!normalized) {
      setError(code.trim() ? CODE_INVALID : de.validation.required);
      focusField();
      return;
    }
    setBusy('check');
    try {
      const data = await previewCode.mutateAsync(normalized);
      setPreview({ code: normalized, data });
      setSharing(data.sharing);
      setBusy(null);
    } catch (err) {
      setBusy(null);
      setError(codeErrorText(err, de.generic.loadFailed, invalidText));
      focusField();
    }
  }

  // The answer replaces the field: continue reading there; leaving it returns to the field.
  const shown = preview !== null;
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown) previewRef.current?.focus();
    else if (wasShown.current) fieldRef.current?.querySelector('input')?.focus();
    wasShown.current = shown;
  }, [shown]);

  // An invite link's code is checked once on arrival (not again when React re-runs effects).
  const checkedInitial = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, with the first render's check
  useEffect(() => {
    if (!initialCode || checkedInitial.current) return;
    checkedInitial.current = true;
    void check();
  }, [initialCode]);

  useImperativeHandle(ref, () => ({
    hasPendingCode: () => code.trim() !== '' || preview !== null,
    check,
  }));

  function cancel() {
    setPreview(null);
    setCode('');
    setError(undefined);
  }

  async function link() {
    if (!preview) return;
    setBusy('link');
    try {
      const linked = await redeem.mutateAsync({ code: preview.code, sharing });
      setBusy(null);
      setPreview(null);
      setCode('');
      toast.success(de.generic.saved);
      onLinked?.(linked);
    } catch (err) {
      setBusy(null);
      toast.error(de.generic.saveFailed, codeErrorText(err, de.generic.saveFailed, invalidText));
    }
  }

  if (preview) {
    const { coachName, club } = preview.data;
    return (
      <section
        ref={previewRef}
        tabIndex={-1}
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-xl border border-line p-4 outline-none focus-visible:outline-3"
      >
        <div>
          <h3 id={titleId} className="text-lg font-semibold">
            {de.sharing.connectTo(coachName)}
          </h3>
          <p className="text-muted">
            {coachName}
            {club ? ` · ${club}` : ''}
          </p>
        </div>
        <LinkSharingFields coachName={coachName} value={sharing} onChange={setSharing} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel} disabled={busy !== null}>
            {de.common.cancel}
          </Button>
          <Button onClick={link} busy={busy === 'link'}>
            {de.sharing.connect}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div ref={fieldRef} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={label}
        hint={hint}
        error={error}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={(e) => {
          // Inside another form, Enter checks the code instead of submitting that form.
          if (e.key === 'Enter') {
            e.preventDefault();
            void check();
          }
        }}
        name="coachCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        className="grow"
      />
      <Button variant="secondary" onClick={check} busy={busy === 'check'} className="sm:mt-7">
        {de.sharing.check}
      </Button>
    </div>
  );
}
