import { useQuery } from '@tanstack/react-query';
import type { CheckIn, Cocktail } from '../../../domain/api';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { SuggestionList } from '../../components/technique-suggestions';
import { LoadError } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { cocktailQuery } from '../../lib/endpoints/get-cocktail';
import { CheckInForm } from './components/check-in-form';
import { CocktailSkeleton } from './components/cocktail-skeleton';
import { EmotionStateList } from './components/emotion-state-list';
import { IzofExplainer } from './components/izof-explainer';
import { NoCocktail } from './components/no-cocktail';
import { ScoreSummary } from './components/score-summary';

const CHECK_IN_ID = 'check-in';

function goToCheckIn() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const section = document.getElementById(CHECK_IN_ID);
  section?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Focus the first slider so keyboard and screen-reader users land where the button promised.
  section?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
}

function CocktailView({
  cocktail,
  lastCheckIn,
}: {
  cocktail: Cocktail;
  lastCheckIn: CheckIn | null;
}) {
  return (
    <div className="flex flex-col gap-4">
      <ScoreSummary emotions={cocktail.emotions} checkIn={lastCheckIn} onCheckIn={goToCheckIn} />
      <IzofExplainer initiallyOpen={lastCheckIn === null} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="cocktail-emotions" className="flex flex-col gap-3">
          <h2 id="cocktail-emotions" className="text-lg font-semibold">
            {de.performanceCocktail.emotions}:{' '}
            <span className="font-normal text-muted">
              {de.performanceCocktail.and(
                de.performanceCocktail.currentState,
                de.performanceCocktail.targetState,
              )}
            </span>
          </h2>
          <EmotionStateList emotions={cocktail.emotions} checkIn={lastCheckIn} />
        </section>
        {/* A new cocktail version may bring other emotions, so the form starts afresh. */}
        <div className="flex flex-col gap-6">
          <CheckInForm
            key={cocktail.versionId}
            id={CHECK_IN_ID}
            emotions={cocktail.emotions}
            checkIn={lastCheckIn}
          />
          {/* The gap between the check-in and the zones, turned into something to do now. */}
          <SuggestionList title={de.performanceCocktail.techniques} showCheckInLink={false} />
        </div>
      </div>
    </div>
  );
}

export function Component() {
  const query = useQuery(cocktailQuery);
  return (
    <>
      <PageTitle subtitle={de.performanceCocktail.subtitle}>{ROUTES.cocktail.title}</PageTitle>
      {query.isPending ? (
        <CocktailSkeleton />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.cocktail ? (
        <CocktailView cocktail={query.data.cocktail} lastCheckIn={query.data.lastCheckIn} />
      ) : (
        <NoCocktail />
      )}
    </>
  );
}
