import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import {
  findTechnique,
  GOAL_LABELS,
  GOALS,
  type Goal,
  TECHNIQUES,
  type Technique,
} from '../../../domain/toolbox';
import { ReceivedRecommendations } from '../../components/coach-recommendations/received-recommendations';
import { SuggestionList } from '../../components/technique-suggestions';
import { PageTitle } from '../../components/ui/page-title';
import { messageForError } from '../../lib/callable';
import { toolboxQuery } from '../../lib/endpoints/get-toolbox';
import { toast } from '../../stores/toast-store';
import { useSetFavourite } from './api/set-favourite';
import { EffectList } from './components/effect-list';
import { HistorySection } from './components/history-section';
import { TechniqueCard } from './components/technique-card';
import { TechniquePlayer } from './components/technique-player';

type Filter = 'alle' | 'favoriten' | Goal;

const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'alle', label: de.toolboxScreen.all },
  { value: 'favoriten', label: de.toolboxScreen.favourites },
  ...GOALS.map((goal) => ({ value: goal, label: GOAL_LABELS[goal] })),
];

function parseFilter(value: string | null): Filter {
  return FILTERS.find((f) => f.value === value)?.value ?? 'alle';
}

/** The overview's address for a filter; the player links back to it. */
function overviewPath(filter: Filter): string {
  return filter === 'alle' ? paths.toolbox : `${paths.toolbox}?ziel=${filter}`;
}

function playerPath(filter: Filter, techniqueId: string): string {
  const params = new URLSearchParams();
  if (filter !== 'alle') params.set('ziel', filter);
  params.set('technik', techniqueId);
  return `${paths.toolbox}?${params}`;
}

/** Toggle buttons rather than radios: the choice lives in the address, so it follows the router. */
function FilterChips({ value, onChange }: { value: Filter; onChange(f: Filter): void }) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{de.toolboxScreen.filter}</legend>
      {FILTERS.map((f) => (
        <button
          key={f.value}
          type="button"
          aria-pressed={value === f.value}
          onClick={() => onChange(f.value)}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold transition-colors ${
            value === f.value
              ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
              : 'border-line bg-card text-ink hover:border-brand-600'
          }`}
        >
          {f.label}
        </button>
      ))}
    </fieldset>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Catalogue({ filter, onFilter }: { filter: Filter; onFilter(f: Filter): void }) {
  const headingId = useId();
  const query = useQuery(toolboxQuery);
  const setFavourite = useSetFavourite();
  const favourites = query.data?.favourites ?? [];
  const favouriteSet = new Set(favourites);
  const usage = new Map((query.data?.usage ?? []).map((u) => [u.techniqueId, u.count]));

  function toggle(technique: Technique) {
    const favourite = !favouriteSet.has(technique.id);
    setFavourite.mutate(
      { techniqueId: technique.id, favourite },
      {
        onError: (err) =>
          toast.error(de.generic.updateFailed, messageForError(err, de.generic.updateFailed)),
      },
    );
  }

  const cards = (list: readonly Technique[]) => (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {list.map((t) => (
        <li key={t.id} className="flex [&>article]:flex-1">
          <TechniqueCard
            technique={t}
            favourite={favouriteSet.has(t.id)}
            favouriteDisabled={!query.data}
            usedCount={usage.get(t.id) ?? 0}
            to={playerPath(filter, t.id)}
            onToggleFavourite={() => toggle(t)}
          />
        </li>
      ))}
    </ul>
  );

  // Favourites lead within each goal, so the athlete's own tools are the first thing under it.
  const ofGoal = (goal: Goal) => {
    const all = TECHNIQUES.filter((t) => t.goal === goal);
    return [
      ...all.filter((t) => favouriteSet.has(t.id)),
      ...all.filter((t) => !favouriteSet.has(t.id)),
    ];
  };

  let content: ReactNode;
  if (filter === 'favoriten') {
    const list = favourites.map(findTechnique).filter((t): t is Technique => Boolean(t));
    content = (
      <Group title={de.toolboxScreen.yourFavourites}>
        {list.length > 0 ? (
          cards(list)
        ) : (
          <p className="rounded-2xl border border-dashed border-line p-5 text-muted">
            {query.isPending ? de.common.loading : de.toolboxScreen.noFavourites}
          </p>
        )}
      </Group>
    );
  } else {
    const goals = filter === 'alle' ? GOALS : [filter];
    content = goals.map((goal) => (
      <Group key={goal} title={GOAL_LABELS[goal]}>
        {cards(ofGoal(goal))}
      </Group>
    ));
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          {de.toolboxScreen.allTechniques}
        </h2>
        <FilterChips value={filter} onChange={onFilter} />
      </div>
      {content}
    </section>
  );
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('ziel'));
  const techniqueId = params.get('technik');
  const technique = techniqueId ? findTechnique(techniqueId) : undefined;

  return (
    <>
      <PageTitle subtitle={de.toolboxScreen.subtitle}>{ROUTES.toolbox.title}</PageTitle>
      {technique ? (
        <TechniquePlayer key={technique.id} technique={technique} backTo={overviewPath(filter)} />
      ) : (
        <div className="flex flex-col gap-10">
          {techniqueId && (
            <p
              role="alert"
              className="rounded-2xl border border-line bg-card p-4 font-semibold shadow-sm"
            >
              {de.toolboxScreen.unknownTechnique}
            </p>
          )}
          <ReceivedRecommendations kind="technique" />
          <SuggestionList />
          <EffectList />
          <Catalogue
            filter={filter}
            onFilter={(f) =>
              setParams(f === 'alle' ? {} : { ziel: f }, {
                replace: true,
                preventScrollReset: true,
              })
            }
          />
          <HistorySection />
        </div>
      )}
    </>
  );
}
