/**
 * The data at the bench's scale, for the bench (bench/seed.ts) and the scale tests alike: bulk
 * inserts straight into the tables (signing up and saving one call at a time would measure password
 * hashing and single saves, not the functions under test). Every entry carries its emotions as
 * saveEntry writes them.
 */
import { sql } from 'drizzle-orm';
import { CONSENT_VERSION } from '../../domain/consent';
import type { EmotionRef } from '../../domain/schemas/athlete';
import type { Db } from '../db/client';
import { CONSENT_TEXT_HASH } from '../features/settings/settings-functions';

/**
 * `count` entries of one athlete, one every 4 h 22 min back from now (2,000 span 364 days), each
 * rating `emotions` in their order, each with the zone 2..7; ratings, types and shares vary.
 */
export async function insertEntriesOfAthlete(
  db: Db,
  userId: string,
  count: number,
  emotions: readonly EmotionRef[],
): Promise<void> {
  const values = sql.join(
    emotions.map((e, pos) => sql`(${e.id}::text, ${pos}::int, ${e.label}::text, ${e.group}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO protocol_entries
      (id, user_id, occurred_at, type, title, importance, rating, goal_reached, notes, in_zone_share,
       emotions)
    SELECT gen_random_uuid(), ${userId}, now() - i * interval '4 hours 22 minutes',
           (ARRAY['training', 'competition', 'other'])[1 + i % 3], 'Eintrag ' || i, 1 + i % 5,
           r.rating, (ARRAY['yes', 'partly', 'no'])[1 + i % 3], '', (i % 4) / 3.0,
           em.emotions
    FROM generate_series(1, ${count}::int) AS i,
         LATERAL (SELECT (i * 7) % 11 AS rating) AS r,
         LATERAL (
           SELECT jsonb_agg(jsonb_build_object('id', e.id, 'label', e.label, 'group', e.grp,
                                               'intensity', v.intensity, 'zoneMin', 2, 'zoneMax', 7)
                            ORDER BY e.pos) AS emotions
           FROM (VALUES ${values}) AS e(id, pos, label, grp),
                LATERAL (SELECT ((r.rating * 3 + e.pos * 5) % 11)::smallint AS intensity) AS v
         ) AS em
  `);
}

/**
 * `athletes` onboarded athletes (ids `<idPrefix>1` …) linked to the coach, each with one entry a day
 * for `days` days, the last a few hours ago: ratings vary (so standard deviations are above zero),
 * three emotions each (label = id, zone 3..7), notes that stay private, every fifth day shared with
 * the coach; each consents to the processing of health data, without which a coach sees nothing.
 */
export async function insertLinkedAthletes(
  db: Db,
  {
    coachId,
    idPrefix,
    athletes,
    days,
  }: { coachId: string; idPrefix: string; athletes: number; days: number },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (id, name, email, email_verified, wizard_completed, sport, onboarding_step)
    SELECT ${idPrefix}::text || a, 'Athlet ' || lpad(a::text, 3, '0'), ${idPrefix}::text || a || '@example.de',
           true, true, 'Rudern', 3
    FROM generate_series(1, ${athletes}::int) AS a
  `);
  await db.execute(sql`
    INSERT INTO consents (user_id, version, text_hash)
    SELECT ${idPrefix}::text || a, ${CONSENT_VERSION}, ${CONSENT_TEXT_HASH}
    FROM generate_series(1, ${athletes}::int) AS a
  `);
  await db.execute(sql`
    INSERT INTO coach_links (coach_id, athlete_id, code)
    SELECT ${coachId}, ${idPrefix}::text || a, 'SEED-CODE' FROM generate_series(1, ${athletes}::int) AS a
  `);
  await db.execute(sql`
    WITH entries AS (
    INSERT INTO protocol_entries
      (id, user_id, occurred_at, type, title, importance, rating, goal_reached, notes,
       in_zone_share, emotions)
    SELECT gen_random_uuid(), ${idPrefix}::text || a,
           now() - (d * interval '1 day') - (a * interval '1 minute') - interval '2 hours',
           'training', 'Einheit ' || d, 3, r.rating, 'partly', 'privat', 0.5,
           jsonb_build_array(
             jsonb_build_object('id', 'motiviert', 'label', 'motiviert', 'group', 'P+',
                                'intensity', r.rating % 11, 'zoneMin', 3, 'zoneMax', 7),
             jsonb_build_object('id', 'nervoes', 'label', 'nervoes', 'group', 'N+',
                                'intensity', (r.rating + 4) % 11, 'zoneMin', 3, 'zoneMax', 7),
             jsonb_build_object('id', 'muede', 'label', 'muede', 'group', 'N-',
                                'intensity', (r.rating + 8) % 11, 'zoneMin', 3, 'zoneMax', 7))
    FROM generate_series(1, ${athletes}::int) AS a, generate_series(0, ${days - 1}::int) AS d,
         LATERAL (SELECT (a * 7 + d * 3) % 11 AS rating) AS r
    RETURNING id, user_id, title
    )
    INSERT INTO entry_shares (entry_id, link_id)
    SELECT e.id, l.id FROM entries e
    JOIN coach_links l ON l.athlete_id = e.user_id AND l.coach_id = ${coachId}
    WHERE substring(e.title FROM 9)::int % 5 = 0
  `);
}
