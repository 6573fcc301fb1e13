import { sql } from 'drizzle-orm';
import { athleteContracts } from '../../../domain/contracts/athlete';
import { KEY_EMOTIONS_WINDOW_DAYS, keyEmotions, type QuickLog } from '../../../domain/quick-log';
import type { CocktailEmotion } from '../../../domain/schemas/athlete';
import { implement } from '../../functions/callable';
import { currentCocktailText, rowsOf } from './athlete-data';

interface QuickLogRow {
  cocktail: CocktailEmotion[] | null;
  /** The window's entries, oldest first: rating, emotion ids and intensities lined up. */
  entries: { rating: number; ids: string[]; intensities: number[] }[];
}

/**
 * The quick log's emotions, in one statement: the current cocktail and, of the entries of the last
 * `KEY_EMOTIONS_WINDOW_DAYS` days, only ratings, emotion ids and intensities. The choice itself is
 * the domain's `keyEmotions`, from the same per-emotion figures the trends show.
 */
export const getQuickLog = implement(
  athleteContracts.getQuickLog,
  async (_input, { db, caller }): Promise<QuickLog> => {
    const [row] = rowsOf<QuickLogRow>(
      await db.execute(sql`
        SELECT
          (SELECT c.emotions
           FROM (SELECT ${caller.id}::text AS user_id) me
           CROSS JOIN LATERAL (${sql.raw(currentCocktailText('me.user_id'))}) c) AS cocktail,
          (SELECT coalesce(json_agg(json_build_object(
                    'rating', p.rating,
                    'ids', jsonb_path_query_array(p.emotions, '$[*].id'),
                    'intensities', jsonb_path_query_array(p.emotions, '$[*].intensity'))
                  ORDER BY p.occurred_at, p.id), '[]'::json)
           FROM protocol_entries p
           WHERE p.user_id = ${caller.id}
             AND p.occurred_at >= now() - make_interval(days => ${KEY_EMOTIONS_WINDOW_DAYS}::int)
          ) AS entries
      `),
    );
    const entries = row?.entries ?? [];
    return keyEmotions(
      row?.cocktail ?? [],
      entries.map((e) => e.rating),
      { emotionIds: entries.map((e) => e.ids), intensities: entries.map((e) => e.intensities) },
    );
  },
);
