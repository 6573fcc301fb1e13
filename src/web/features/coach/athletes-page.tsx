import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId } from 'react';
import { useSearchParams } from 'react-router';
import { ATHLETE_SORTS, type AthleteSort } from '../../../domain/api-coach';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageTitle } from '../../components/ui/page-title';
import { TextField } from '../../components/ui/text-field';
import { athletesQuery } from './api/list-athletes';
import { AthleteList } from './portal/athlete-list';

const t = de.coachScreens.athletes;

function readSort(value: string | null): AthleteSort {
  return ATHLETE_SORTS.includes(value as AthleteSort) ? (value as AthleteSort) : 'name';
}

/** Every linked athlete, searchable by name or sport and sortable; search and sort live in the URL. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const sort = readSort(params.get('sort'));
  const deferredSearch = useDeferredValue(search.trim());
  const athletes = useQuery(athletesQuery(deferredSearch, sort));
  const sortId = useId();

  function update(key: 'q' | 'sort', value: string) {
    const next = new URLSearchParams(params);
    if (value && !(key === 'sort' && value === 'name')) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  const count = athletes.data?.athletes.length;

  return (
    <>
      <PageTitle>{ROUTES.coachAthletes.title}</PageTitle>
      <search className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-[1fr_14rem]">
        <TextField
          label={t.search}
          type="search"
          value={search}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => update('q', e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className="font-medium">
            {t.sortBy}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(e) => update('sort', e.target.value)}
            className="min-h-11 rounded-lg border border-line bg-card px-3 py-2 text-ink"
          >
            {ATHLETE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t.sort[s]}
              </option>
            ))}
          </select>
        </div>
      </search>

      <p role="status" className="sr-only">
        {count === undefined ? '' : de.counts.peopleFound(count)}
      </p>

      {athletes.isPending ? (
        <Loading />
      ) : athletes.isError ? (
        <LoadError
          error={athletes.error}
          onRetry={() => void athletes.refetch()}
          retrying={athletes.isFetching}
        />
      ) : athletes.data.athletes.length === 0 ? (
        <p className="text-muted">{search.trim() ? t.noMatch : t.none}</p>
      ) : (
        <AthleteList athletes={athletes.data.athletes} label={de.nav.athletes} />
      )}
    </>
  );
}
