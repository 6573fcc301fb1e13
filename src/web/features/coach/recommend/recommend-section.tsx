import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { MAX_ROUTINE_NAME_LENGTH } from '../../../../domain/api-training';
import { clientId } from '../../../../domain/client-id';
import {
  MAX_OPEN_RECOMMENDATIONS,
  MAX_RECOMMENDATION_NOTE_LENGTH,
  type Recommendation,
  type RecommendationKind,
  ZRecommend,
} from '../../../../domain/contracts/coach-recommendations';
import { de } from '../../../../domain/messages';
import { findTechnique, GOAL_LABELS, GOALS, TECHNIQUES } from '../../../../domain/toolbox';
import {
  instantiateTemplate,
  MAX_ROUTINE_STEPS,
  MAX_STEP_TITLE_LENGTH,
  ROUTINE_TEMPLATES,
  type RoutineStep,
} from '../../../../domain/tunnel-routine';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CharCounter } from '../../../components/ui/char-counter';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../lib/callable';
import { dateFormat } from '../../../lib/format';
import { toast } from '../../../stores/toast-store';
import { coachRecommendationsQuery } from '../api/get-coach-recommendations';
import { useRecommendToAthlete } from '../api/recommend-to-athlete';
import { useWithdrawRecommendation } from '../api/withdraw-recommendation';
import { saveWithToast } from '../team/save-feedback';

const t = de.coachRecommendations;
const formatDay = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const FIELD = 'min-h-11 w-full min-w-0 rounded-lg border border-line bg-card px-3 py-2 text-ink';

const newStep = (): RoutineStep => ({
  id: clientId(),
  title: '',
  durationSeconds: 60,
  cue: null,
  techniqueId: null,
});

function titleOf(r: Recommendation): string {
  if (r.kind === 'technique') return findTechnique(r.techniqueId ?? '')?.title ?? '';
  return r.name ?? '';
}

/** The steps of a routine as the coach writes them: title and seconds, with the count shown. */
function StepsEditor({
  steps,
  onChange,
  error,
}: {
  steps: RoutineStep[];
  onChange(steps: RoutineStep[]): void;
  error: string | undefined;
}) {
  const countId = useId();
  const full = steps.length >= MAX_ROUTINE_STEPS;
  const update = (i: number, patch: Partial<RoutineStep>) =>
    onChange(steps.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={countId}>
      <legend className="mb-1 font-medium">{t.steps}</legend>
      <ol className="flex flex-col gap-3">
        {steps.map((s, i) => (
          <li
            key={s.id}
            className="grid grid-cols-1 gap-2 rounded-lg border border-line p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-end"
          >
            <TextField
              label={t.stepTitle(i + 1)}
              value={s.title}
              limit={MAX_STEP_TITLE_LENGTH}
              onChange={(e) => update(i, { title: e.target.value })}
            />
            <TextField
              label={t.stepSeconds(i + 1)}
              type="number"
              inputMode="numeric"
              min={5}
              max={1800}
              value={String(s.durationSeconds)}
              onChange={(e) => update(i, { durationSeconds: Number(e.target.value) })}
            />
            <Button
              variant="secondary"
              aria-label={t.removeStep(i + 1)}
              disabled={steps.length <= 1}
              onClick={() => onChange(steps.filter((_, j) => j !== i))}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={countId}
          className={
            full ? 'text-sm font-medium text-amber-800 dark:text-amber-300' : 'text-sm text-muted'
          }
        >
          {t.stepCount(steps.length, MAX_ROUTINE_STEPS)}
          {full && ` – ${t.stepsFull(MAX_ROUTINE_STEPS)}`}
        </p>
        <Button variant="secondary" disabled={full} onClick={() => onChange([...steps, newStep()])}>
          {t.addStep}
        </Button>
      </div>
      <FormError message={error} />
    </fieldset>
  );
}

/**
 * "Technik oder Routine empfehlen" on the coach's page of an athlete: the form, and what was sent
 * with the athlete's answer. Of her competitions the coach sees name and day of the coming ones,
 * while the link shares her competition entries.
 */
export function RecommendSection({
  athleteId,
  athleteName,
  sharesCompetitions,
}: {
  athleteId: string;
  athleteName: string;
  sharesCompetitions: boolean;
}) {
  const headingId = useId();
  const techniqueFieldId = useId();
  const competitionFieldId = useId();
  const templateFieldId = useId();
  const noteFieldId = useId();
  const noteCountId = useId();
  const query = useQuery(coachRecommendationsQuery(athleteId));
  const recommend = useRecommendToAthlete();
  const withdraw = useWithdrawRecommendation(athleteId);
  const [withdrawing, setWithdrawing] = useState<Recommendation | null>(null);

  const [id, setId] = useState(() => clientId());
  const [kind, setKind] = useState<RecommendationKind>('technique');
  const [techniqueId, setTechniqueId] = useState(TECHNIQUES[0]?.id ?? '');
  const [name, setName] = useState('');
  const [steps, setSteps] = useState<RoutineStep[]>(() => [newStep()]);
  const [competitionId, setCompetitionId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const recommendations = query.data?.recommendations ?? [];
  const competitions = query.data?.competitions ?? [];
  const open = recommendations.filter((r) => r.state === 'open' && !r.withdrawnAt).length;
  const full = open >= MAX_OPEN_RECOMMENDATIONS;

  async function confirmWithdraw() {
    if (!withdrawing) return;
    await saveWithToast(() => withdraw.mutateAsync(withdrawing.id));
    setWithdrawing(null);
  }

  function applyTemplate(templateId: string) {
    const template = ROUTINE_TEMPLATES.find((x) => x.id === templateId);
    if (!template) {
      setName('');
      setSteps([newStep()]);
      return;
    }
    setName(template.title);
    setSteps(instantiateTemplate(template));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const common = { id, athleteId, competitionId: competitionId || null, note };
    const input =
      kind === 'technique' ? { ...common, kind, techniqueId } : { ...common, kind, name, steps };
    const parsed = ZRecommend.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? '_')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await recommend.mutateAsync(input);
      toast.success(de.generic.saved);
      setId(clientId());
      setNote('');
    } catch (err) {
      setErrors(fieldErrorsOf(err) ?? {});
      toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed));
    }
  }

  return (
    <Card className="mt-8">
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <div>
          <h2 id={headingId} className="text-lg font-bold">
            {t.title}
          </h2>
          <p className="mt-1 text-muted">{t.lead(athleteName)}</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <ChoiceGroup<RecommendationKind>
            legend={t.kind}
            name="recommendationKind"
            value={kind}
            onChange={setKind}
            choices={[
              { value: 'technique', label: t.kindTechnique },
              { value: 'routine', label: t.kindRoutine },
            ]}
          />
          {kind === 'technique' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={techniqueFieldId} className="font-medium">
                {t.technique}
              </label>
              <select
                id={techniqueFieldId}
                value={techniqueId}
                onChange={(e) => setTechniqueId(e.target.value)}
                className={FIELD}
              >
                {GOALS.map((goal) => (
                  <optgroup key={goal} label={GOAL_LABELS[goal]}>
                    {TECHNIQUES.filter((x) => x.goal === goal).map((x) => (
                      <option key={x.id} value={x.id}>
                        {x.title}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          ) : (
            <>
              <div className="flex flex-col gap-1">
                <label htmlFor={templateFieldId} className="font-medium">
                  {t.template}
                </label>
                <select
                  id={templateFieldId}
                  defaultValue=""
                  onChange={(e) => applyTemplate(e.target.value)}
                  className={FIELD}
                >
                  <option value="">{t.templateNone}</option>
                  {ROUTINE_TEMPLATES.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.title}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label={t.routineName}
                value={name}
                limit={MAX_ROUTINE_NAME_LENGTH}
                autoComplete="off"
                onChange={(e) => setName(e.target.value)}
                error={errors.name}
              />
              <StepsEditor steps={steps} onChange={setSteps} error={errors.steps} />
            </>
          )}
          {sharesCompetitions ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={competitionFieldId} className="font-medium">
                {t.competition}
              </label>
              <select
                id={competitionFieldId}
                value={competitionId}
                onChange={(e) => setCompetitionId(e.target.value)}
                aria-describedby={`${competitionFieldId}-hint`}
                className={FIELD}
              >
                <option value="">{t.competitionNone}</option>
                {competitions.map((c) => (
                  <option key={c.id} value={c.id}>
                    {`${c.name} · ${formatDay(c.date)}`}
                  </option>
                ))}
              </select>
              <p id={`${competitionFieldId}-hint`} className="text-sm text-muted">
                {query.isSuccess && competitions.length === 0 ? `${t.noCompetitions} ` : ''}
                {t.competitionPrivacy}
              </p>
              <FormError message={errors.competitionId} />
            </div>
          ) : (
            <p className="text-sm text-muted">{t.competitionsNotShared(athleteName)}</p>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={noteFieldId} className="font-medium">
              {t.note}
            </label>
            <textarea
              id={noteFieldId}
              value={note}
              rows={2}
              onChange={(e) => setNote(e.target.value)}
              aria-describedby={noteCountId}
              aria-invalid={errors.note ? true : undefined}
              className="min-h-20 w-full rounded-lg border border-line bg-card px-3 py-2 text-ink"
            />
            <CharCounter
              id={noteCountId}
              length={note.length}
              max={MAX_RECOMMENDATION_NOTE_LENGTH}
            />
            <FormError message={errors.note} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p
              className={
                full
                  ? 'text-sm font-medium text-amber-800 dark:text-amber-300'
                  : 'text-sm text-muted'
              }
            >
              {full
                ? t.tooManyOpen(MAX_OPEN_RECOMMENDATIONS)
                : t.openCount(open, MAX_OPEN_RECOMMENDATIONS)}
            </p>
            <Button type="submit" busy={recommend.isPending} disabled={full}>
              {t.send}
            </Button>
          </div>
          <FormError message={errors.kind ?? errors.techniqueId ?? errors._} />
        </form>

        <div>
          <h3 className="font-semibold">{t.sentTitle}</h3>
          {recommendations.length === 0 ? (
            <p className="mt-1 text-muted">{t.noneSent}</p>
          ) : (
            <ul className="mt-2 flex flex-col divide-y divide-line">
              {recommendations.map((r) => (
                <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{titleOf(r)}</span>
                    <span className="text-muted">
                      {` · ${r.kind === 'technique' ? t.kindTechnique : t.kindRoutine}`}
                      {r.competition &&
                        ` · ${t.before(r.competition.name, formatDay(r.competition.date))}`}
                    </span>
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="text-sm font-semibold">
                      {r.withdrawnAt ? t.withdrawn : t.states[r.state]}
                    </span>
                    {!r.withdrawnAt && (
                      <Button
                        variant="secondary"
                        aria-label={t.withdrawLabel(titleOf(r))}
                        onClick={() => setWithdrawing(r)}
                      >
                        {t.withdraw}
                      </Button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={withdrawing !== null}
        title={t.withdrawTitle}
        confirmLabel={t.withdraw}
        danger
        busy={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onCancel={() => setWithdrawing(null)}
      >
        {withdrawing ? t.withdrawText(titleOf(withdrawing), athleteName) : null}
      </ConfirmDialog>
    </Card>
  );
}
