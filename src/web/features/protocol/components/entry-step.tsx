import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { APP_NAME } from '../../../../domain/app-info';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { Button } from '../../../components/ui/button';
import { cocktailZonesQuery } from '../../../lib/endpoints/get-cocktail';
import { useOnline } from '../../../lib/use-online';
import {
  type EditableStep,
  type EntryDraft,
  type FieldErrors,
  newDraft,
  STEPS,
  type StepKey,
  stepErrors,
  withCocktail,
} from '../entry-draft';
import { formatTime } from '../entry-format';
import { useEntryDraft } from '../use-entry-draft';
import { StepNav } from './step-nav';

const t = de.protocolScreens.step;

export interface StepContext {
  draft: EntryDraft;
  update: ReturnType<typeof useEntryDraft>['update'];
  /** Messages to show: empty until the athlete tries to move on (or arrives from the summary). */
  errors: FieldErrors;
}

/** Where a step's first problem is, to put the keyboard there. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches('input, select, textarea')
    ? invalid
    : invalid.querySelector<HTMLElement>('input, select, textarea, button');
  target?.focus();
}

/** "Entwurf gespeichert" while there is unsaved work, with the time of the last change. */
function DraftStatus({ draft }: { draft: EntryDraft }) {
  const online = useOnline();
  return (
    <div className="flex flex-col items-end gap-0.5 text-right text-sm">
      {draft.dirty && (
        <p className="flex items-center gap-1.5 text-muted">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.5 3A2.5 2.5 0 0 0 3 5.5v9A2.5 2.5 0 0 0 5.5 17h9a2.5 2.5 0 0 0 2.5-2.5V7.6a1.5 1.5 0 0 0-.44-1.06l-3.1-3.1A1.5 1.5 0 0 0 12.4 3H5.5ZM6 5h6v3H6V5Zm4 11a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />
          </svg>
          {t.draftSaved(formatTime(draft.updatedAt))}
        </p>
      )}
      {!online && <p className="font-medium text-amber-800 dark:text-amber-300">{t.offline}</p>}
    </div>
  );
}

/**
 * The frame of every step: step navigation, heading (which takes the focus when the step opens),
 * the draft's state, and 'Zurück'/'Weiter'. 'Weiter' checks this step's part of the entry and only
 * moves on when it is valid.
 */
export function EntryStep({
  step,
  subtitle,
  children,
  footer,
  finished = false,
}: {
  step: StepKey;
  subtitle?: string;
  children: (ctx: StepContext) => ReactNode;
  /** Replaces 'Weiter' (the summary has its save button there). */
  footer?: (draft: EntryDraft) => ReactNode;
  /** Set once the entry is saved: the draft is gone on purpose, so no "no draft" notice. */
  finished?: boolean;
}) {
  const { draft, setDraft, update } = useEntryDraft();
  const navigate = useNavigate();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Coming from the summary's list of problems, the messages show at once.
  const [checked, setChecked] = useState(
    Boolean((location.state as { check?: boolean } | null)?.check),
  );
  const index = STEPS.findIndex((s) => s.key === step);
  const meta = STEPS[index]!;
  const cocktail = useQuery(cocktailZonesQuery);

  // Opening the first step starts a draft when there is none, or renews an untouched one so its
  // date and time are "now" (it was never sent, so its id is free to change). Only here: after a
  // save the draft is gone, and the summary must not start a new one behind the athlete's back.
  useEffect(() => {
    if (step !== 'context') return;
    setDraft((current) =>
      current && (current.dirty || current.mode === 'edit') ? current : newDraft(),
    );
  }, [step, setDraft]);

  // The cocktail's emotions (with their zones) go into the draft as early as possible, so that the
  // draft alone is enough to finish the entry offline.
  const cocktailEmotions = cocktail.data?.cocktail?.emotions;
  useEffect(() => {
    if (!cocktailEmotions) return;
    setDraft((current) => (current ? withCocktail(current, cocktailEmotions) : current));
  }, [cocktailEmotions, setDraft]);

  const title = meta.label;
  const hasDraft = draft !== null;
  useEffect(() => {
    document.title = `${title} · ${de.protocol.title} · ${APP_NAME}`;
    if (hasDraft || step !== 'context') headingRef.current?.focus();
  }, [title, hasDraft, step]);

  // The first step's draft is a moment away (see above); no need to flash the notice.
  if (!draft && (step === 'context' || finished)) return null;
  if (!draft) {
    return (
      <div className="mx-auto max-w-3xl">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none! sm:text-3xl">
          {title}
        </h1>
        <div className="mt-6 rounded-2xl border border-line bg-card p-6">
          <p className="mb-4">{t.noDraft}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={paths.protocolContext}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:text-slate-950"
            >
              {de.protocol.newEntry}
            </Link>
            <Link
              to={paths.protocol}
              className="inline-flex min-h-11 items-center rounded-lg border border-line px-4 font-semibold"
            >
              {t.toProtocol}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const errors = step === 'summary' ? {} : stepErrors(step as EditableStep, draft);
  const prev = index > 0 ? STEPS[index - 1]!.path : paths.protocol;
  const next = STEPS[index + 1]?.path;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      flushSync(() => setChecked(true));
      focusFirstInvalid(formRef.current);
      return;
    }
    if (next) navigate(next);
  }

  return (
    <div className="mx-auto max-w-3xl">
      <StepNav current={step} draft={draft} />
      <div className="mb-5 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div>
          <p className="text-sm font-medium text-muted">
            {draft.mode === 'edit' ? de.protocolScreens.editEntry : de.protocol.newEntry} ·{' '}
            {t.position(index + 1, STEPS.length)}
          </p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none! sm:text-3xl"
          >
            {title}
          </h1>
          {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
        </div>
        <DraftStatus draft={draft} />
      </div>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-label={title}
        className="flex flex-col gap-6"
      >
        {children({ draft, update, errors: checked ? errors : {} })}
        <div className="flex flex-wrap-reverse items-center justify-between gap-3 border-t border-line pt-5">
          <Button variant="secondary" onClick={() => navigate(prev)}>
            {de.common.back}
          </Button>
          {footer ? footer(draft) : <Button type="submit">{de.common.next}</Button>}
        </div>
      </form>
    </div>
  );
}
