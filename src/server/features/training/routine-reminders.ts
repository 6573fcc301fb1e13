import { and, eq, gte, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { isCompetitionReminderDue, type ReminderLead } from '../../../domain/competitions';
import { paths } from '../../../domain/routes';
import { DEFAULT_TIME_ZONE } from '../../../domain/time-zone';
import type { Db } from '../../db/client';
import { competitions, users } from '../../db/schema';
import { userSettings } from '../../db/schema-settings';
import { routineReminders, tunnelRoutines } from '../../db/schema-training';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { competitionReminderMail } from '../../mail/templates';

interface RoutineReminderDeps {
  db: Db;
  mailer: Mailer;
  log: Logger;
  baseUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The competition's day (and start) in German words for the mail, in the athlete's zone. */
function whenText(date: string, startTime: string | null): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const day = new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
  return startTime ? `${day}, ${startTime} Uhr` : day;
}

/**
 * Sends the reminders of routines linked to a competition that are due at `now`: one per routine and
 * competition, claimed in `routine_reminders` before the mail goes out, so any number of servers send
 * it once; a failed mail gives the claim back. A competition that has started gets none.
 */
export async function runRoutineReminders(
  deps: RoutineReminderDeps,
  now: Date,
): Promise<{ sent: number }> {
  const { db, mailer, log, baseUrl } = deps;
  // Every zone is within a day of UTC: a window of days around now holds every due reminder.
  const from = new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(now.getTime() + 2 * DAY_MS).toISOString().slice(0, 10);
  const candidates = await db
    .select({
      routineId: tunnelRoutines.id,
      routineName: tunnelRoutines.name,
      lead: tunnelRoutines.reminderLead,
      competitionId: competitions.id,
      competitionName: competitions.name,
      date: competitions.date,
      startTime: competitions.startTime,
      userId: users.id,
      name: users.name,
      email: users.email,
      timezone: userSettings.timezone,
    })
    .from(tunnelRoutines)
    .innerJoin(
      competitions,
      and(
        eq(competitions.id, tunnelRoutines.competitionId),
        eq(competitions.userId, tunnelRoutines.userId),
      ),
    )
    .innerJoin(users, eq(users.id, tunnelRoutines.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(
      and(
        isNotNull(tunnelRoutines.reminderLead),
        eq(users.emailVerified, true),
        isNull(users.role),
        gte(competitions.date, from),
        lte(competitions.date, to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(routineReminders)
            .where(
              and(
                eq(routineReminders.routineId, tunnelRoutines.id),
                eq(routineReminders.competitionId, competitions.id),
              ),
            ),
        ),
      ),
    );

  let sent = 0;
  for (const c of candidates) {
    const lead = c.lead as ReminderLead;
    let due: boolean;
    try {
      due = isCompetitionReminderDue(c, lead, now, c.timezone ?? DEFAULT_TIME_ZONE);
    } catch {
      // A zone the runtime no longer knows; the default is better than no reminder.
      due = isCompetitionReminderDue(c, lead, now, DEFAULT_TIME_ZONE);
    }
    if (!due) continue;

    const claimed = await db
      .insert(routineReminders)
      .values({ routineId: c.routineId, competitionId: c.competitionId, userId: c.userId })
      .onConflictDoNothing()
      .returning({ routineId: routineReminders.routineId });
    if (claimed.length === 0) continue;

    const url = `${baseUrl}${paths.tunnelRoutine}?routine=${encodeURIComponent(c.routineId)}`;
    try {
      await mailer.send({
        to: c.email,
        ...competitionReminderMail(
          c.name,
          c.routineName,
          c.competitionName,
          whenText(c.date, c.startTime),
          url,
        ),
      });
      sent++;
    } catch (err) {
      log.warn(
        { err: String(err), userId: c.userId },
        'routine reminder failed; retrying next run',
      );
      await db
        .delete(routineReminders)
        .where(
          and(
            eq(routineReminders.routineId, c.routineId),
            eq(routineReminders.competitionId, c.competitionId),
          ),
        );
    }
  }
  if (sent > 0) log.info({ sent }, 'routine reminders sent');
  return { sent };
}
