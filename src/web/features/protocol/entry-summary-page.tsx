import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { Button } from '../../components/ui/button';
import { fieldErrorsOf, messageForError } from '../../lib/callable';
import { toast } from '../../stores/toast-store';
import { useSaveEntry } from './api/save-entry';
import { EntryOverview, type OverviewData } from './components/entry-overview';
import { EntryStep } from './components/entry-step';
import {
  type EditableStep,
  type EntryDraft,
  STEPS,
  stepErrors,
  stepOfField,
  toEntryInput,
  toOccurredAt,
  validateEntry,
} from './entry-draft';
import { useEntryDraft } from './use-entry-draft';

const t = de.protocolScreens.summary;
// The server names fields by its schema's keys; a key the catalogue lacks is shown as it is.
const FIELD_LABELS: Readonly<Record<string, string>> = de.protocolScreens.fields;

const EDITABLE = STEPS.filter(
  (s): s is (typeof STEPS)[number] & { key: EditableStep } => s.key !== 'summary',
);

// One toast for the outcome of saving: a retry replaces the last failure instead of stacking up.
const SAVE_TOAST = 'protocol-save';

interface Problem {
  step: EditableStep;
  field: string;
  message: string;
}

function problemsOf(draft: EntryDraft): Problem[] {
  return EDITABLE.flatMap(({ key }) =>
    Object.entries(stepErrors(key, draft)).map(([field, message]) => ({
      step: key,
      field,
      message: message ?? '',
    })),
  );
}

function overviewOf(draft: EntryDraft): OverviewData {
  return {
    occurredAt: toOccurredAt(draft.date, draft.time),
    type: draft.type,
    title: draft.title,
    importance: draft.importance,
    place: draft.place,
    emotions: draft.emotions,
    rating: draft.rating,
    goalReached: draft.goalReached,
    result: draft.result,
    notes: draft.notes,
  };
}

function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <ul className="mt-2 flex flex-col gap-1">
      {problems.map((p) => {
        const step = STEPS.find((s) => s.key === p.step)!;
        return (
          <li key={`${p.step}-${p.field}`}>
            <Link
              to={step.path}
              state={{ check: true }}
              className="font-semibold underline underline-offset-2"
            >
              {step.label}
            </Link>
            : {FIELD_LABELS[p.field] ?? p.field} – {p.message}
          </li>
        );
      })}
    </ul>
  );
}

export function Component() {
  const navigate = useNavigate();
  const { clearDraft } = useEntryDraft();
  const [saving, setSaving] = useState(false);
  const saveEntry = useSaveEntry();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<{ message: string; problems: Problem[] } | null>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  async function save(draft: EntryDraft) {
    if (saving) return;
    if (!validateEntry(draft).success) {
      problemsRef.current?.focus();
      return;
    }
    // The last failure stays in view while retrying, so the focused retry button does not vanish.
    setSaving(true);
    try {
      // The draft's id goes along: if an earlier attempt did reach the server, this one overwrites
      // that same entry instead of adding a second.
      await saveEntry.mutateAsync(toEntryInput(draft));
      toast.success(de.generic.saved, undefined, { id: SAVE_TOAST });
      setSaved(true);
      clearDraft();
      navigate(paths.protocol);
    } catch (err) {
      const message = messageForError(err, de.generic.saveFailed);
      const fields = fieldErrorsOf(err) ?? {};
      toast.error(de.generic.saveFailed, message, { id: SAVE_TOAST });
      setFailure({
        message,
        problems: Object.entries(fields).map(([field, msg]) => ({
          step: stepOfField(field),
          field,
          message: msg,
        })),
      });
      setSaving(false);
      // The toast announces the failure; the keyboard continues at the retry box.
      requestAnimationFrame(() => {
        const box = failureRef.current;
        if (box && !box.contains(document.activeElement)) box.focus();
      });
    }
  }

  return (
    <EntryStep
      step="summary"
      subtitle={t.subtitle}
      finished={saved}
      footer={(draft) => (
        <Button onClick={() => save(draft)} busy={saving}>
          {de.protocol.saveEntry}
        </Button>
      )}
    >
      {({ draft }) => {
        const problems = problemsOf(draft);
        return (
          <>
            {problems.length > 0 && (
              <div
                ref={problemsRef}
                tabIndex={-1}
                className="rounded-2xl border border-amber-600 bg-amber-50 p-5 text-amber-950 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-100"
              >
                <h2 className="font-semibold">{t.incomplete}</h2>
                <p className="text-sm">{t.missing}</p>
                <ProblemList problems={problems} />
              </div>
            )}
            {failure && (
              <div
                ref={failureRef}
                tabIndex={-1}
                className="flex flex-col gap-3 rounded-2xl border border-red-600 bg-red-50 p-5 text-red-950 dark:border-red-400 dark:bg-red-950/40 dark:text-red-100"
              >
                <div>
                  <h2 className="font-semibold">{de.generic.saveFailed}</h2>
                  <p>{failure.message}</p>
                  {failure.problems.length > 0 ? (
                    <ProblemList problems={failure.problems} />
                  ) : (
                    <p className="mt-1 text-sm">{t.keptOffline}</p>
                  )}
                </div>
                {failure.problems.length === 0 && (
                  <Button
                    variant="secondary"
                    className="self-start"
                    busy={saving}
                    onClick={() => save(draft)}
                  >
                    {de.common.retry}
                  </Button>
                )}
              </div>
            )}
            <EntryOverview
              data={overviewOf(draft)}
              editable
              problems={[...new Set(problems.map((p) => p.step))]}
            />
          </>
        );
      }}
    </EntryStep>
  );
}
