import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Routine, StartCheck } from '../../../domain/api-training';
import type { Competition } from '../../../domain/competitions';
import { de } from '../../../domain/messages';
import { href, paths, ROUTES } from '../../../domain/routes';
import type { CocktailEmotion } from '../../../domain/schemas/athlete';
import {
  isProven,
  optionKey,
  outsideZone,
  type RoutineEffect,
  rankStartCheckOptions,
  type StartCheckOption,
  type TechniqueEffect,
  upcomingCompetitionFor,
} from '../../../domain/start-check';
import { findTechnique, suggestTechniques } from '../../../domain/toolbox';
import { formatDuration, routineTotalSeconds } from '../../../domain/tunnel-routine';
import { CompetitionSelect } from '../../components/competition-select';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { primaryLink, secondaryLink } from '../../components/ui/link-styles';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { messageForError } from '../../lib/callable';
import { cocktailZonesQuery } from '../../lib/endpoints/get-cocktail';
import { routineQuery } from '../../lib/endpoints/get-routine';
import { toolboxQuery } from '../../lib/endpoints/get-toolbox';
import { competitionsQuery } from '../../lib/endpoints/list-competitions';
import { formatDecimal } from '../../lib/format';
import { startCheckToolTitle } from '../../lib/start-check-tool';
import { useUserDraft } from '../../lib/use-user-draft';
import { toast } from '../../stores/toast-store';
import { useRecordStartCheck } from './api/record-start-check';
import { StartCheckRating } from './components/start-check-rating';
import { TechniquePlayer } from './components/technique-player';
import {
  type DraftStep,
  newStartCheckDraft,
  type Plan,
  parseStartCheckDraft,
  startCheckDraftKey,
  toAfter,
  toChoose,
  usableDraft,
  withRating,
  withStep,
} from './lib/start-check-draft';

const STEPS = 3;
/** Options offered to choose from: the suggestion and a few alternatives. */
const CANDIDATES = 5;

type Values = Record<string, number>;

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('de-DE') + s.slice(1);

/**
 * The suggestion for this rating: the general rule (`suggestTechniques`) with favourites, the
 * athlete's routines (one made for this competition first), all ranked by her proven effects; made
 * once when the rating is done, so nothing reorders while she reads.
 */
function planFor(
  emotions: readonly CocktailEmotion[],
  before: Values,
  favouriteIds: readonly string[],
  effects: { techniques: readonly TechniqueEffect[]; routines: readonly RoutineEffect[] },
  routines: readonly Routine[],
  competition: Competition | undefined,
): Plan {
  const ratings = emotions.map((e) => ({ emotionId: e.id, intensity: before[e.id] ?? 0 }));
  const suggestions = suggestTechniques(emotions, ratings, {
    favouriteIds,
    effects: effects.techniques,
  });
  const seen = new Set<string>();
  const techniques = suggestions
    .flatMap((s) => s.techniques)
    .filter((t) => !seen.has(t.id) && Boolean(seen.add(t.id)));
  const candidates = rankStartCheckOptions(
    techniques,
    routines.filter((r) => r.steps.length > 0),
    effects,
    competition?.id ?? null,
  );
  const top = candidates[0];
  const effect =
    top?.kind === 'technique'
      ? effects.techniques.find((e) => e.techniqueId === top.id)
      : effects.routines.find((e) => e.routineId === top?.id);
  const forCompetition =
    top?.kind === 'routine' &&
    competition !== undefined &&
    routines.some((r) => r.id === top.id && r.competitionId === competition.id);
  const reason =
    effect && isProven(effect) && effect.meanChange > 0
      ? de.startCheck.technique.proven(
          effect.n,
          effect.meanChange,
          formatDecimal(effect.meanChange),
        )
      : forCompetition
        ? de.startCheck.technique.routineFor(competition.name)
        : (suggestions[0]?.reason ?? '');
  return { reason, candidates: candidates.slice(0, CANDIDATES) };
}

function StepHeading({ n, title, focus = true }: { n?: number; title: string; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // A new step replaces the old one's controls: reading goes on at its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step appears
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, []);
  return (
    <div className="flex flex-col gap-1">
      {n !== undefined && (
        <p className="text-sm font-semibold text-muted">{de.startCheck.stepOf(n, STEPS)}</p>
      )}
      <h2 ref={ref} tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h2>
    </div>
  );
}

function OutsideList({
  emotions,
  before,
}: {
  emotions: readonly CocktailEmotion[];
  before: Values;
}) {
  const headingId = useId();
  const outside = outsideZone(emotions.map((e) => ({ ...e, intensity: before[e.id] ?? 0 })));
  if (outside.length === 0)
    return <p className="font-medium">{de.startCheck.technique.allInZone}</p>;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {de.startCheck.technique.outsideTitle}
      </h3>
      <ul className="flex flex-col gap-1">
        {outside.map((o) => (
          <li
            key={o.id}
            className="rounded-lg border-l-4 border-amber-500 bg-surface px-3 py-2 font-medium"
          >
            {de.startCheck.technique.outside(
              capitalise(o.label),
              o.intensity,
              o.distance > 0,
              o.zoneMin,
              o.zoneMax,
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The routine chosen: what it holds, and the way to run it in the tunnel routine and back. */
function RoutineCard({ routine, onLeave }: { routine: Routine; onLeave(): void }) {
  const headingId = useId();
  const t = de.startCheck.routine;
  const seconds = routineTotalSeconds(routine.steps);
  return (
    <Card className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold break-words">
        {routine.name}
      </h2>
      <p className="text-muted">{t.steps(routine.steps.length, formatDuration(seconds))}</p>
      <ol className="flex list-decimal flex-col gap-1 pl-5">
        {routine.steps.map((step, i) => (
          // Steps have no ids of their own; their place is what they are here.
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in routine order
          <li key={i} className="break-words">
            {step.title}
          </li>
        ))}
      </ol>
      <p className="text-muted">{t.lead}</p>
      <Link
        to={`${href('tunnelRoutine')}?${new URLSearchParams({ routine: routine.id, from: 'startcheck' })}`}
        onClick={onLeave}
        className={`${primaryLink} self-start`}
      >
        {t.run(routine.name)}
      </Link>
    </Card>
  );
}

function ChooseStep({
  emotions,
  step,
  notice,
  routines,
  onChoose,
  onTechniqueStart,
  onLeaveForRoutine,
  onNext,
}: {
  emotions: readonly CocktailEmotion[];
  step: Extract<DraftStep, { kind: 'choose' }>;
  /** Shown above the step, e.g. that the check was found again. */
  notice?: ReactNode;
  routines: readonly Routine[];
  onChoose(option: StartCheckOption): void;
  onTechniqueStart(useId: string): void;
  onLeaveForRoutine(): void;
  onNext(): void;
}) {
  const headingId = useId();
  const chosen = step.chosen;
  const technique = chosen.kind === 'technique' ? findTechnique(chosen.id) : undefined;
  const routine = chosen.kind === 'routine' ? routines.find((r) => r.id === chosen.id) : undefined;
  return (
    <>
      <Card className="flex flex-col gap-5">
        {notice}
        <StepHeading n={2} title={de.startCheck.technique.title} />
        <OutsideList emotions={emotions} before={step.before} />
        <section aria-labelledby={headingId} className="flex flex-col gap-3">
          <h3 id={headingId} className="font-semibold">
            {de.startCheck.technique.suggestedTitle}
          </h3>
          {step.plan.reason && <p className="text-muted">{step.plan.reason}</p>}
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{de.startCheck.technique.choose}</legend>
            {step.plan.candidates.map((o) => {
              const pressed = optionKey(o) === optionKey(chosen);
              return (
                <button
                  key={optionKey(o)}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onChoose(o)}
                  className={`inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border px-4 text-left font-semibold break-words transition-colors ${
                    pressed
                      ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                      : 'border-line bg-card text-ink hover:border-brand-600'
                  }`}
                >
                  {o.kind === 'routine' && (
                    <span className="text-xs font-bold uppercase tracking-wide">
                      {de.startCheck.technique.routineKind}
                    </span>
                  )}
                  <span className="min-w-0">{o.title}</span>
                </button>
              );
            })}
          </fieldset>
        </section>
      </Card>
      {technique && (
        <TechniquePlayer
          key={technique.id}
          technique={technique}
          backTo={paths.toolbox}
          onDone={{ label: de.startCheck.technique.toAfter, action: onNext }}
          onStart={onTechniqueStart}
        />
      )}
      {routine && <RoutineCard key={routine.id} routine={routine} onLeave={onLeaveForRoutine} />}
      <Button variant="secondary" onClick={onNext} className="self-start">
        {de.startCheck.technique.skip}
      </Button>
    </>
  );
}

function Result({ result, onAgain }: { result: StartCheck; onAgain(): void }) {
  return (
    <Card className="flex flex-col gap-4">
      <StepHeading title={de.startCheck.result.title} />
      <p className="font-semibold break-words">
        {result.routine && (
          <span className="text-sm text-muted">{de.startCheck.history.routine}: </span>
        )}
        {startCheckToolTitle(result)}
      </p>
      {result.competition && (
        <p className="text-muted break-words">
          {de.competitions.phaseTag(
            capitalise(de.competitions.phase[result.competition.phase]),
            result.competition.name,
          )}
        </p>
      )}
      <p className="text-lg">
        {de.startCheck.result.change(result.change, formatDecimal(Math.abs(result.change ?? 0)))}
      </p>
      <ul className="flex flex-col gap-1 text-muted">
        {result.ratings.map((r) => (
          <li key={r.emotionId}>
            {de.startCheck.pair(capitalise(r.label), r.before, r.after, r.zoneMin, r.zoneMax)}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onAgain}>{de.startCheck.result.again}</Button>
        <Link to={paths.toolbox} className={secondaryLink}>
          {de.startCheck.result.toToolbox}
        </Link>
      </div>
    </Card>
  );
}

/**
 * The competition chooser of the first step: the soonest competition of the next days is chosen
 * until the athlete chooses herself (`chosen`, kept in the draft). A chosen competition that is gone
 * from her list by now counts as none.
 */
function useCompetitionChoice(chosen: { id: string | null } | null) {
  const competitions = useQuery(competitionsQuery);
  const list = competitions.data?.competitions ?? [];
  const known = !competitions.data || list.some((c) => c.id === chosen?.id);
  const id = chosen ? (known ? chosen.id : null) : (upcomingCompetitionFor(list)?.id ?? null);
  return { id, competition: list.find((c) => c.id === id) };
}

/** The check was found again: say so, and offer to start over instead. */
function Restored({
  message,
  onStartOver,
  disabled = false,
}: {
  message: string;
  onStartOver(): void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg bg-surface px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="font-medium">
        {message}
      </p>
      <Button variant="ghost" onClick={onStartOver} disabled={disabled}>
        {de.startCheck.startOver}
      </Button>
    </div>
  );
}

function StartCheckFlow({
  emotions,
  repeated,
  onAgain,
}: {
  emotions: readonly CocktailEmotion[];
  /** A check after the first on this visit: its first step takes the focus from the last one's. */
  repeated: boolean;
  onAgain(): void;
}) {
  const toolbox = useQuery(toolboxQuery);
  const routines = useQuery(routineQuery);
  const record = useRecordStartCheck();
  // Every step and choice is kept as a draft of the user, so a reload, a closed tab or running a
  // routine in the tunnel routine goes on where she left.
  const {
    draft: stored,
    setDraft,
    clearDraft,
  } = useUserDraft(startCheckDraftKey, parseStartCheckDraft);
  // Its age is judged as the check opens, so a draft does not expire under her hands.
  const [openedAt] = useState(() => new Date());
  // Stored from her first change on; its id is the check's, so a retried save is the same check.
  const [fresh] = useState(() => newStartCheckDraft());
  const kept = usableDraft(stored, emotions, openedAt);
  const draft = kept ?? fresh;
  const [restored, setRestored] = useState(kept !== null);
  // Shown while the tunnel routine loads, instead of the second rating the draft is already at.
  const [leaving, setLeaving] = useState<DraftStep | null>(null);
  const [result, setResult] = useState<StartCheck | null>(null);
  const competition = useCompetitionChoice(
    draft.step.kind === 'before' ? draft.step.competition : null,
  );

  // Too old, or of another cocktail: nothing to go on with, so nothing to keep either.
  useEffect(() => {
    if (stored && !kept) clearDraft();
  }, [stored, kept, clearDraft]);

  /** A change by the athlete, stored at once. */
  const change = (next: (step: DraftStep) => DraftStep) => {
    setLeaving(null);
    setDraft((current) => {
      const base = usableDraft(current, emotions, openedAt) ?? fresh;
      return withStep(base, next(base.step));
    });
  };
  /** On to another step, where the note that the check was found again no longer applies. */
  const go = (step: DraftStep) => {
    setRestored(false);
    change(() => step);
  };
  const rate = (emotionId: string, value: number) =>
    change((step) => withRating(step, emotionId, value));
  const startOver = () => {
    clearDraft();
    onAgain();
  };

  if (result) return <Result result={result} onAgain={startOver} />;

  const step = leaving ?? draft.step;
  const notice = (resumed: boolean) =>
    (resumed || restored) && (
      <Restored
        message={resumed ? de.startCheck.routine.resumed : de.startCheck.restored}
        onStartOver={startOver}
        disabled={record.isPending}
      />
    );

  if (step.kind === 'before') {
    return (
      <Card className="flex flex-col gap-5">
        {notice(false)}
        <StepHeading n={1} title={de.startCheck.before.title} focus={repeated} />
        <p className="text-muted">{de.startCheck.before.lead}</p>
        <CompetitionSelect
          name="startCheckCompetition"
          value={competition.id}
          onChange={(id) =>
            change((s) => (s.kind === 'before' ? { ...s, competition: { id } } : s))
          }
          hint={de.startCheck.before.competitionHint}
        />
        <StartCheckRating
          emotions={emotions}
          values={step.ratings}
          onRate={rate}
          submitLabel={de.startCheck.before.next}
          onSubmit={(before) => {
            const plan = planFor(
              emotions,
              before,
              toolbox.data?.favourites ?? [],
              {
                techniques: toolbox.data?.effects ?? [],
                routines: toolbox.data?.routineEffects ?? [],
              },
              routines.data?.routines ?? [],
              competition.competition,
            );
            const first = plan.candidates[0];
            if (first)
              go({
                kind: 'choose',
                before,
                competitionId: competition.id,
                plan,
                chosen: first,
                techniqueUseId: null,
              });
          }}
        />
      </Card>
    );
  }

  if (step.kind === 'choose') {
    return (
      <ChooseStep
        emotions={emotions}
        step={step}
        notice={notice(false)}
        routines={routines.data?.routines ?? []}
        onChoose={(chosen) =>
          change((s) => (s.kind === 'choose' ? { ...s, chosen, techniqueUseId: null } : s))
        }
        onTechniqueStart={(techniqueUseId) =>
          change((s) => (s.kind === 'choose' ? { ...s, techniqueUseId } : s))
        }
        onLeaveForRoutine={() => {
          // Coming back (by the link, the back button or the menu) asks the second rating.
          change(() => toAfter(step, true));
          setLeaving(step);
        }}
        onNext={() => go(toAfter(step, false))}
      />
    );
  }

  const { chosen } = step;
  return (
    <Card className="flex flex-col gap-5">
      {notice(step.resumed)}
      <StepHeading n={STEPS} title={de.startCheck.after.title} />
      <p className="text-muted break-words">{de.startCheck.after.lead(chosen.title)}</p>
      <StartCheckRating
        emotions={emotions}
        values={step.ratings}
        onRate={rate}
        hintFor={(id) => {
          const before = step.before[id];
          return before === undefined ? undefined : de.startCheck.after.beforeWas(before);
        }}
        submitLabel={de.startCheck.after.save}
        busy={record.isPending}
        onSubmit={(after) =>
          record.mutate(
            {
              id: draft.checkId,
              techniqueId: chosen.kind === 'technique' ? chosen.id : null,
              routineId: chosen.kind === 'routine' ? chosen.id : null,
              competitionId: step.competitionId,
              techniqueUseId: step.techniqueUseId,
              ratings: emotions.map((e) => ({
                emotionId: e.id,
                before: step.before[e.id] ?? 0,
                after: after[e.id] ?? 0,
              })),
            },
            {
              onSuccess: (saved) => {
                // Done: the next visit starts a new check.
                clearDraft();
                setResult(saved);
              },
              onError: (err) =>
                toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed)),
            },
          )
        }
      >
        <Button variant="secondary" onClick={() => go(toChoose(step))} disabled={record.isPending}>
          {de.startCheck.after.back}
        </Button>
      </StartCheckRating>
    </Card>
  );
}

export function Component() {
  const cocktail = useQuery(cocktailZonesQuery);
  // A new check starts from scratch, with a new id.
  const [round, setRound] = useState(0);

  let content: ReactNode;
  if (cocktail.isPending) content = <Loading />;
  else if (cocktail.isError)
    content = (
      <LoadError
        error={cocktail.error}
        onRetry={() => void cocktail.refetch()}
        retrying={cocktail.isFetching}
      />
    );
  else if (!cocktail.data.cocktail || cocktail.data.cocktail.emotions.length === 0)
    content = (
      <Card className="flex flex-col items-start gap-3">
        <p>{de.startCheck.noCocktail}</p>
        <Link to={paths.cocktail} className={primaryLink}>
          {de.startCheck.toCocktail}
        </Link>
      </Card>
    );
  else
    content = (
      <StartCheckFlow
        key={round}
        repeated={round > 0}
        emotions={cocktail.data.cocktail.emotions}
        onAgain={() => setRound((n) => n + 1)}
      />
    );

  return (
    <>
      <PageTitle subtitle={de.startCheck.subtitle}>{ROUTES.startCheck.title}</PageTitle>
      <div className="flex w-full max-w-2xl flex-col gap-6">{content}</div>
    </>
  );
}
