import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '../../../domain/api-settings';
import { addDays, dayOf, localDate, zonedInstant, zonedParts } from '../../../domain/calendar-day';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import type { Reminder } from '../../../domain/schemas/athlete';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { checkins, protocolEntries, users } from '../../db/schema';
import { reminderSends, userSettings } from '../../db/schema-settings';
import type { Logger } from '../../logger';
import type { Mail, Mailer } from '../../mail/mailer';
import { reminderMail } from '../../mail/templates';
import { runFeedbackNotices } from '../coach/feedback-notices';
import { runRoutineReminders } from '../training/routine-reminders';
import { type PushMessage, type PushSender, type PushTarget, pushTargetsOf } from './push';

export const REMINDER_INTERVAL_MS = 60_000;
/**
 * How late a reminder may still go out: for a server that was down or busy at the time, and for a time
 * the clock skips when summer time starts (02:30 comes as 03:00). Much longer would send the day's
 * reminder hours late; shorter would lose reminders on every restart.
 */
const REMINDER_CATCH_UP_MINUTES = 60;
export const UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  /** Web Push to the athlete's devices that turned it on. */
  push: PushSender;
  log: Logger;
  config: Pick<AppConfig, 'baseUrl' | 'authSecret'>;
}

export interface LocalClock {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

/** The calendar day, weekday and time of day that `now` is in `timeZone`. */
export function localClock(now: Date, timeZone: string): LocalClock {
  const clock = zonedParts(now, timeZone);
  return {
    date: dayOf(clock),
    weekday: new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay() || 7,
    minutes: clock.hour * 60 + clock.minute,
  };
}

/** When the calendar day that `now` is in `timeZone` begins and ends, as instants. */
export function localDayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  const day = localDate(now, timeZone);
  return {
    start: zonedInstant(day, 0, timeZone),
    end: zonedInstant(addDays(day, 1), 0, timeZone),
  };
}

/**
 * The one rule every reminder keeps, whatever the channel: none on a day the athlete has already
 * logged, that is written or dated a protocol entry, or checked in, that day in her zone.
 */
export async function hasLoggedOn(
  db: Db,
  userId: string,
  day: { start: Date; end: Date },
): Promise<boolean> {
  const within = (column: AnyPgColumn) => and(gte(column, day.start), lt(column, day.end));
  const [entry] = await db
    .select({ id: protocolEntries.id })
    .from(protocolEntries)
    .where(
      and(
        eq(protocolEntries.userId, userId),
        or(within(protocolEntries.createdAt), within(protocolEntries.occurredAt)),
      ),
    )
    .limit(1);
  if (entry) return true;
  const [checkIn] = await db
    .select({ id: checkins.id })
    .from(checkins)
    .where(and(eq(checkins.userId, userId), within(checkins.recordedAt)))
    .limit(1);
  return checkIn !== undefined;
}

/** One message to one athlete, on the channels it carries. */
interface Delivery {
  /** The mail, or null when this one does not go by e-mail (the athlete turned it off). */
  mail: Mail | null;
  /** The notification for each of the devices, or null when none goes by push. */
  push: { message: PushMessage; devices: readonly PushTarget[] } | null;
}

/**
 * Sends a delivery on its channels, each on its own: a failed mail does not stop the push, nor the
 * other way round. Answers whether any channel took it, so a caller can try again when none did.
 */
async function deliver(
  deps: Pick<ReminderDeps, 'db' | 'log' | 'mailer' | 'push'>,
  delivery: Delivery,
): Promise<boolean> {
  let reached = false;
  if (delivery.mail) {
    try {
      await deps.mailer.send(delivery.mail);
      reached = true;
    } catch (err) {
      deps.log.warn({ err: String(err) }, 'reminder mail failed');
    }
  }
  if (delivery.push) {
    for (const device of delivery.push.devices) {
      const outcome = await deps.push.send(deps, device, delivery.push.message);
      if (outcome === 'sent') reached = true;
    }
  }
  return reached;
}

function isReminderDue(reminder: Reminder, clock: LocalClock): boolean {
  if (!reminder.enabled || !reminder.weekdays.includes(clock.weekday)) return false;
  const [hours = 0, minutes = 0] = reminder.time.split(':').map(Number);
  const late = clock.minutes - (hours * 60 + minutes);
  return late >= 0 && late < REMINDER_CATCH_UP_MINUTES;
}

function unsubscribeMac(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`reminder-unsubscribe:${userId}`).digest('base64url');
}

/**
 * The token of the unsubscribe link. It does not expire: a link in an old mail must still turn the
 * reminders off, and all it can ever do is that.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${unsubscribeMac(secret, userId)}`;
}

/** The user id the token was made for, or null when it was not made with our secret. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(unsubscribeMac(secret, userId));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}

/** Turns the user's reminders off; harmless to repeat. */
export async function disableReminders(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ reminder: sql`jsonb_set(${users.reminder}, '{enabled}', 'false'::jsonb)` })
    .where(and(eq(users.id, userId), sql`${users.reminder} IS NOT NULL`));
}

/**
 * Sends every reminder due at `now`: the protocol's, by e-mail and to the devices with push on, then
 * those of routines before a competition (routine-reminders.ts, by e-mail), and the notices of new
 * messages on shared entries (feedback-notices.ts). Each one is claimed
 * before it goes out, so any number of server processes running this at once send it exactly once;
 * when no channel took it, the claim is given back and the next run tries again.
 */
export async function runReminderJob(deps: ReminderDeps, now: Date): Promise<{ sent: number }> {
  const { db, log, config } = deps;
  const candidates = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      reminder: users.reminder,
      timezone: userSettings.timezone,
      byEmail: userSettings.reminderEmail,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(
      and(
        eq(users.emailVerified, true),
        // Reminders are for the protocol, which only athletes keep.
        isNull(users.role),
        sql`(${users.reminder} ->> 'enabled') = 'true'`,
      ),
    );

  let sent = 0;
  for (const user of candidates) {
    if (!user.reminder) continue;
    let zone = user.timezone ?? DEFAULT_TIME_ZONE;
    let clock: LocalClock;
    try {
      clock = localClock(now, zone);
    } catch {
      // A zone the runtime no longer knows; the stored default is better than no reminder.
      zone = DEFAULT_TIME_ZONE;
      clock = localClock(now, zone);
    }
    if (!isReminderDue(user.reminder, clock)) continue;
    if (await hasLoggedOn(db, user.id, localDayBounds(now, zone))) continue;
    const byEmail = user.byEmail ?? true;
    const devices = await pushTargetsOf(db, user.id);
    if (!byEmail && devices.length === 0) continue;

    const claimed = await db
      .insert(reminderSends)
      .values({ userId: user.id, localDate: clock.date })
      .onConflictDoNothing()
      .returning({ userId: reminderSends.userId });
    if (claimed.length === 0) continue;

    const protocolUrl = `${config.baseUrl}${paths.protocolContext}`;
    const unsubscribeUrl = `${config.baseUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(
      unsubscribeToken(config.authSecret, user.id),
    )}`;
    const text = de.settings.push;
    const reached = await deliver(deps, {
      mail: byEmail
        ? { to: user.email, ...reminderMail(user.name, protocolUrl, unsubscribeUrl) }
        : null,
      push:
        devices.length > 0
          ? {
              message: { title: text.reminderTitle, body: text.reminderBody, url: protocolUrl },
              devices,
            }
          : null,
    });
    if (reached) {
      sent++;
    } else {
      log.warn({ userId: user.id }, 'reminder not delivered; retrying next run');
      await db
        .delete(reminderSends)
        .where(and(eq(reminderSends.userId, user.id), eq(reminderSends.localDate, clock.date)));
    }
  }
  if (sent > 0) log.info({ sent }, 'reminders sent');
  const routines = await runRoutineReminders(
    { db, mailer: deps.mailer, log, baseUrl: config.baseUrl },
    now,
  );
  // The notices of new messages ride along; they count for themselves, not as reminders.
  await runFeedbackNotices({ ...deps, baseUrl: config.baseUrl }, now);
  return { sent: sent + routines.sent };
}

export interface ReminderJob {
  start(): void;
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
  run(now: Date): Promise<{ sent: number }>;
}

export function createReminderJob(
  deps: ReminderDeps,
  intervalMs = REMINDER_INTERVAL_MS,
): ReminderJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  function tick() {
    // A slow mail server must not pile up runs; the next tick catches up.
    if (running) return;
    running = runReminderJob(deps, new Date())
      .catch((err) => deps.log.error({ err }, 'reminder job failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    run: (now) => runReminderJob(deps, now),
  };
}
