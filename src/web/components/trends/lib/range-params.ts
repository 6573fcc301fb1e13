import type { TrendsQuery } from '../../../../domain/api-trends';
import { TRENDS_RANGES, type TrendsRange } from '../../../../domain/trends-limits';

/** What an athlete sees first: a month is long enough to show a pattern, short enough to be recent. */
const DEFAULT_RANGE: TrendsRange = '30';

const isRange = (value: string | null): value is TrendsRange =>
  (TRENDS_RANGES as readonly (string | null)[]).includes(value);

/**
 * The view from the address bar, so a link or a reload shows the same trends. Preset ranges ignore
 * from/to; a custom range passes them on as written, so the server can say what is wrong with them.
 */
export function queryFromParams(params: URLSearchParams): Required<TrendsQuery> {
  const raw = params.get('range');
  const range = isRange(raw) ? raw : DEFAULT_RANGE;
  if (range !== 'custom') return { range, from: null, to: null };
  return { range, from: params.get('from') || null, to: params.get('to') || null };
}

/** The query string of a view, the inverse of `queryFromParams`. */
export function paramsOf(query: TrendsQuery): string {
  const params = new URLSearchParams({ range: query.range });
  if (query.range === 'custom') {
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
  }
  return `?${params.toString()}`;
}
