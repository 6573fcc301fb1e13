import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { StartCheck } from '../../../domain/api-training';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import type { CocktailEmotion } from '../../../domain/schemas/athlete';
import { isProven, outsideZone, type TechniqueEffect } from '../../../domain/start-check';
import { findTechnique, suggestTechniques, type Technique } from '../../../domain/toolbox';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { primaryLink, secondaryLink } from '../../components/ui/link-styles';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { messageForError } from '../../lib/callable';
import { cocktailZonesQuery } from '../../lib/endpoints/get-cocktail';
import { toolboxQuery } from '../../lib/endpoints/get-toolbox';
import { formatDecimal } from '../../lib/format';
import { toast } from '../../stores/toast-store';
import { useRecordStartCheck } from './api/record-start-check';
import { StartCheckRating, unrated } from './components/start-check-rating';
import { TechniquePlayer } from './components/technique-player';

const STEPS = 3;
/** Techniques offered to choose from: the suggestion and a few alternatives. */
const CANDIDATES = 4;

type Values = Record<string, number>;

type Step =
  | { kind: 'before' }
  | { kind: 'technique'; before: Values; plan: Plan; chosenId: string }
  | { kind: 'after'; before: Values; plan: Plan; chosenId: string }
  | { kind: 'done'; result: StartCheck };

interface Plan {
  /** Why the first candidate leads: the athlete's own record or the general rule's reason. */
  reason: string;
  candidates: Technique[];
}

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('de-DE') + s.slice(1);

/**
 * The suggestion for this rating: the general rule (`suggestTechniques`) with favourites and the
 * athlete's proven effects; made once when the rating is done, so nothing reorders while she reads.
 */
function planFor(
  emotions: readonly CocktailEmotion[],
  before: Values,
  favouriteIds: readonly string[],
  effects: readonly TechniqueEffect[],
): Plan {
  const ratings = emotions.map((e) => ({ emotionId: e.id, intensity: before[e.id] ?? 0 }));
  const suggestions = suggestTechniques(emotions, ratings, { favouriteIds, effects });
  const seen = new Set<string>();
  const candidates: Technique[] = [];
  for (const t of suggestions.flatMap((s) => s.techniques)) {
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    candidates.push(t);
  }
  const top = candidates[0];
  const effect = top ? effects.find((e) => e.techniqueId === top.id) : undefined;
  const reason =
    effect && isProven(effect) && effect.meanChange > 0
      ? de.startCheck.technique.proven(
          effect.n,
          effect.meanChange,
          formatDecimal(effect.meanChange),
        )
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

function TechniqueStep({
  emotions,
  step,
  onChoose,
  onNext,
}: {
  emotions: readonly CocktailEmotion[];
  step: Extract<Step, { kind: 'technique' }>;
  onChoose(id: string): void;
  onNext(): void;
}) {
  const headingId = useId();
  const chosen = findTechnique(step.chosenId);
  return (
    <>
      <Card className="flex flex-col gap-5">
        <StepHeading n={2} title={de.startCheck.technique.title} />
        <OutsideList emotions={emotions} before={step.before} />
        <section aria-labelledby={headingId} className="flex flex-col gap-3">
          <h3 id={headingId} className="font-semibold">
            {de.startCheck.technique.suggestedTitle}
          </h3>
          {step.plan.reason && <p className="text-muted">{step.plan.reason}</p>}
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{de.startCheck.technique.choose}</legend>
            {step.plan.candidates.map((t) => (
              <button
                key={t.id}
                type="button"
                aria-pressed={t.id === step.chosenId}
                onClick={() => onChoose(t.id)}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold transition-colors ${
                  t.id === step.chosenId
                    ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                    : 'border-line bg-card text-ink hover:border-brand-600'
                }`}
              >
                {t.title}
              </button>
            ))}
          </fieldset>
        </section>
      </Card>
      {chosen && (
        <TechniquePlayer
          key={chosen.id}
          technique={chosen}
          backTo={paths.toolbox}
          onDone={{ label: de.startCheck.technique.toAfter, action: onNext }}
        />
      )}
      <Button variant="secondary" onClick={onNext} className="self-start">
        {de.startCheck.technique.skip}
      </Button>
    </>
  );
}

function Result({ result, onAgain }: { result: StartCheck; onAgain(): void }) {
  const technique = findTechnique(result.techniqueId);
  return (
    <Card className="flex flex-col gap-4">
      <StepHeading title={de.startCheck.result.title} />
      {technique && <p className="font-semibold">{technique.title}</p>}
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
  const record = useRecordStartCheck();
  // One id per check: a retried save after a lost answer is the same check.
  const [checkId] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<Step>({ kind: 'before' });

  if (step.kind === 'before') {
    return (
      <Card className="flex flex-col gap-5">
        <StepHeading n={1} title={de.startCheck.before.title} focus={repeated} />
        <p className="text-muted">{de.startCheck.before.lead}</p>
        <StartCheckRating
          emotions={emotions}
          initial={unrated(emotions)}
          submitLabel={de.startCheck.before.next}
          onSubmit={(before) => {
            const plan = planFor(
              emotions,
              before,
              toolbox.data?.favourites ?? [],
              toolbox.data?.effects ?? [],
            );
            const first = plan.candidates[0];
            if (first) setStep({ kind: 'technique', before, plan, chosenId: first.id });
          }}
        />
      </Card>
    );
  }

  if (step.kind === 'technique') {
    return (
      <TechniqueStep
        emotions={emotions}
        step={step}
        onChoose={(chosenId) => setStep({ ...step, chosenId })}
        onNext={() => setStep({ ...step, kind: 'after' })}
      />
    );
  }

  if (step.kind === 'after') {
    const technique = findTechnique(step.chosenId);
    return (
      <Card className="flex flex-col gap-5">
        <StepHeading n={STEPS} title={de.startCheck.after.title} />
        <p className="text-muted">{de.startCheck.after.lead(technique?.title ?? '')}</p>
        <StartCheckRating
          emotions={emotions}
          initial={step.before}
          hintFor={(id) => {
            const before = step.before[id];
            return before === undefined ? undefined : de.startCheck.after.beforeWas(before);
          }}
          submitLabel={de.startCheck.after.save}
          busy={record.isPending}
          onSubmit={(after) =>
            record.mutate(
              {
                id: checkId,
                techniqueId: step.chosenId,
                ratings: emotions.map((e) => ({
                  emotionId: e.id,
                  before: step.before[e.id] ?? 0,
                  after: after[e.id] ?? 0,
                })),
              },
              {
                onSuccess: (result) => setStep({ kind: 'done', result }),
                onError: (err) =>
                  toast.error(de.generic.saveFailed, messageForError(err, de.generic.saveFailed)),
              },
            )
          }
        >
          <Button
            variant="secondary"
            onClick={() => setStep({ ...step, kind: 'technique' })}
            disabled={record.isPending}
          >
            {de.startCheck.after.back}
          </Button>
        </StartCheckRating>
      </Card>
    );
  }

  return <Result result={step.result} onAgain={onAgain} />;
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
