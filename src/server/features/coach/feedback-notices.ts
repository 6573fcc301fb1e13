import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../domain/api-settings';
import {
  DEFAULT_FEEDBACK_NOTIFICATIONS,
  type FeedbackMail,
} from '../../../domain/contracts/coach-feedback';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import type { Db } from '../../db/client';
import { feedbackNotices, feedbackSettings } from '../../db/schema-feedback';
import { userSettings } from '../../db/schema-settings';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { rowsOf, TIME_ZONE } from '../athlete/athlete-data';
import { type PushSender, pushTargetsOf } from '../settings/push';
import { localClock } from '../settings/reminder-job';
import { linkOpen, messageVisible } from './coach-visibility';

/** The digest goes out once a day from this time on, in the recipient's zone. */
const DIGEST_MINUTES = 18 * 60;
/** Notices handled per run; the rest wait for the next minute. */
const BATCH = 200;

/**
 * Queues the notice of a new message on an entry for whoever did not write it, in the message's
 * transaction or right after it: words, or a bare share (a newly shared entry without words). A
 * general message is not told.
 */
export async function queueNotice(
  db: Db,
  message: { id: string; author: 'athlete' | 'coach'; athleteId: string; coachId: string },
): Promise<void> {
  await db
    .insert(feedbackNotices)
    .values({
      messageId: message.id,
      recipientId: message.author === 'athlete' ? message.coachId : message.athleteId,
    })
    .onConflictDoNothing();
}

interface NoticeRow extends Record<string, unknown> {
  message_id: string;
  author: 'athlete' | 'coach';
  /** A newly shared entry without words. */
  bare_share: boolean;
  entry_id: string;
  occurred_at: Date | string;
  athlete_name: string;
  recipient_id: string;
  email: string;
  recipient_name: string;
  mail: FeedbackMail;
  push: boolean;
}

/**
 * The messages of these ids that may still be told: their link is open, and their entry is still
 * shared with it (the one rule of coach-visibility, which holds for both directions). Nothing of
 * a message whose link ended or whose entry was unshared since is ever sent.
 */
async function tellable(db: Db, ids: string[]): Promise<NoticeRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<NoticeRow>(
    await db.execute(sql`
      SELECT m.id AS message_id, m.author, m.text = '' AS bare_share, m.entry_id, p.occurred_at, a.name AS athlete_name,
        r.id AS recipient_id, r.email, r.name AS recipient_name,
        coalesce(fs.mail, ${DEFAULT_FEEDBACK_NOTIFICATIONS.mail}) AS mail,
        coalesce(fs.push, ${DEFAULT_FEEDBACK_NOTIFICATIONS.push}) AS push
      FROM coach_messages m
      JOIN coach_links l ON ${linkOpen()} AND ${messageVisible()}
      JOIN protocol_entries p ON p.id = m.entry_id
      JOIN users a ON a.id = m.athlete_id
      JOIN users r ON r.id = CASE WHEN m.author = 'athlete' THEN m.coach_id ELSE m.athlete_id END
      LEFT JOIN feedback_settings fs ON fs.user_id = r.id
      WHERE m.id IN ${ids.map((id) => sql`${id}::uuid`)}
      ORDER BY m.created_at
    `),
  );
}

const entryDay = (at: Date | string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(at));

/** The words of a notice: who wrote (to a coach) and the entry's date, never its content. */
function noticeText(row: NoticeRow): string {
  const day = entryDay(row.occurred_at);
  if (row.author === 'coach') return de.coachFeedback.toAthlete(day);
  return row.bare_share
    ? de.coachFeedback.sharedToCoach(row.athlete_name, day)
    : de.coachFeedback.toCoach(row.athlete_name, day);
}

function noticeUrl(baseUrl: string, row: NoticeRow): string {
  return row.author === 'coach'
    ? `${baseUrl}${paths.protocol}?entry=${row.entry_id}`
    : `${baseUrl}${paths.coachInbox}`;
}

function settingsUrl(baseUrl: string, row: NoticeRow): string {
  return `${baseUrl}${row.author === 'coach' ? paths.settings : paths.coachSettings}`;
}

function noticeMail(baseUrl: string, row: NoticeRow) {
  const line = noticeText(row);
  return {
    to: row.email,
    subject: line,
    text: `Hallo ${row.recipient_name},\n\n${line}. Lesen und antworten kannst du hier:\n${noticeUrl(baseUrl, row)}\n\nWie du benachrichtigt wirst, stellst du hier ein:\n${settingsUrl(baseUrl, row)}`,
  };
}

function digestMail(baseUrl: string, rows: NoticeRow[]) {
  const [first] = rows;
  if (!first) return null;
  const lines = rows.map(
    (r) =>
      `- ${de.coachFeedback.digestLine(
        r.author === 'coach' ? 'Dein Trainer' : r.athlete_name,
        entryDay(r.occurred_at),
      )}: ${noticeUrl(baseUrl, r)}`,
  );
  return {
    to: first.email,
    subject: de.coachFeedback.digestSubject(rows.length),
    text: `Hallo ${first.recipient_name},\n\n${de.coachFeedback.digestSubject(rows.length)}:\n${lines.join('\n')}\n\nWie du benachrichtigt wirst, stellst du hier ein:\n${settingsUrl(baseUrl, first)}`,
  };
}

export interface FeedbackNoticeDeps {
  db: Db;
  mailer: Mailer;
  push: PushSender;
  log: Logger;
  baseUrl: string;
}

/**
 * One run of the notices: every new message is pushed and, for those who want each one, mailed at
 * once; then each daily recipient whose digest time has come gets one mail of what gathered. A
 * notice is claimed before it is sent, so two server processes never send one twice; a failed
 * channel is logged and not retried (the message itself waits in the app).
 */
export async function runFeedbackNotices(
  deps: FeedbackNoticeDeps,
  now: Date,
): Promise<{ sent: number }> {
  const { db, log } = deps;
  let sent = 0;

  const claimed = rowsOf<{ message_id: string }>(
    await db.execute(sql`
      UPDATE feedback_notices SET pushed_at = now()
      WHERE message_id IN (
        SELECT message_id FROM feedback_notices WHERE pushed_at IS NULL
        ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING message_id
    `),
  ).map((r) => r.message_id);
  const rows = await tellable(db, claimed);
  for (const row of rows) {
    if (row.push) {
      const devices = await pushTargetsOf(db, row.recipient_id);
      for (const device of devices) {
        const outcome = await deps.push.send(deps, device, {
          title: row.bare_share ? de.coachFeedback.sharedTitle : de.coachFeedback.noticeTitle,
          body: noticeText(row),
          url: noticeUrl(deps.baseUrl, row),
        });
        if (outcome === 'sent') sent++;
      }
    }
    if (row.mail === 'instant') {
      try {
        await deps.mailer.send(noticeMail(deps.baseUrl, row));
        sent++;
      } catch (err) {
        log.warn({ err: String(err) }, 'message notice mail failed');
      }
    }
  }
  // What is not tellable any more, and what went out in full, is done; a digest's part waits.
  const waiting = new Set(rows.filter((r) => r.mail === 'daily').map((r) => r.message_id));
  const done = claimed.filter((id) => !waiting.has(id));
  if (done.length > 0) {
    await db.delete(feedbackNotices).where(inArray(feedbackNotices.messageId, done));
  }

  sent += await runDigests(deps, now);
  if (sent > 0) log.info({ sent }, 'message notices sent');
  return { sent };
}

async function runDigests(deps: FeedbackNoticeDeps, now: Date): Promise<number> {
  const { db, log } = deps;
  const due = await db
    .selectDistinct({
      userId: feedbackNotices.recipientId,
      mail: feedbackSettings.mail,
      timezone: userSettings.timezone,
    })
    .from(feedbackNotices)
    .leftJoin(feedbackSettings, eq(feedbackSettings.userId, feedbackNotices.recipientId))
    .leftJoin(userSettings, eq(userSettings.userId, feedbackNotices.recipientId))
    .where(isNotNull(feedbackNotices.pushedAt));
  let sent = 0;
  for (const user of due) {
    let date: string | null = null;
    if (user.mail === 'daily') {
      let clock: ReturnType<typeof localClock>;
      try {
        clock = localClock(now, user.timezone ?? DEFAULT_TIME_ZONE);
      } catch {
        clock = localClock(now, DEFAULT_TIME_ZONE);
      }
      if (clock.minutes < DIGEST_MINUTES) continue;
      date = clock.date;
      const won = await db
        .update(feedbackSettings)
        .set({ digestDate: date })
        .where(
          and(
            eq(feedbackSettings.userId, user.userId),
            or(sql`${feedbackSettings.digestDate} IS NULL`, ne(feedbackSettings.digestDate, date)),
          ),
        )
        .returning({ userId: feedbackSettings.userId });
      if (won.length === 0) continue;
    }
    // Taken whole: what waited for a digest that was since turned off goes now, or not at all.
    const taken = await db
      .delete(feedbackNotices)
      .where(and(eq(feedbackNotices.recipientId, user.userId), isNotNull(feedbackNotices.pushedAt)))
      .returning({ messageId: feedbackNotices.messageId });
    if (user.mail === 'off') continue;
    const mail = digestMail(
      deps.baseUrl,
      await tellable(
        db,
        taken.map((t) => t.messageId),
      ),
    );
    if (!mail) continue;
    try {
      await deps.mailer.send(mail);
      sent++;
    } catch (err) {
      log.warn({ err: String(err) }, 'message digest mail failed');
    }
  }
  return sent;
}
