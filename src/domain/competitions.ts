/**
 * Competitions: the athlete's list, the link of protocol entries and check-ins to one (tagged before,
 * during or after it), and the reminder of a routine linked to one. The rules are here once; the
 * server applies them to what it answers and sends, the screens only show the result.
 */

import { addDays, localDate, zonedInstant } from './calendar-day';
import { de } from './messages';
import { ZId } from './schemas/id';
import { optionalText, requiredText } from './schemas/text';
import { z } from './schemas/zod';
import { DEFAULT_TIME_ZONE } from './time-zone';

const v = de.validation;

export const MAX_COMPETITION_NAME_LENGTH = 80;
export const MAX_COMPETITION_PLACE_LENGTH = 120;
/** The importance scale of the protocol's entries, so a competition and its entries compare. */
export const IMPORTANCE_MIN = 1;
export const IMPORTANCE_MAX = 5;
/** A competition without a start time counts as starting at 09:00 (minutes after midnight). */
const DEFAULT_START_MINUTES = 9 * 60;

const COMPETITION_PHASES = ['before', 'during', 'after'] as const;
export type CompetitionPhase = (typeof COMPETITION_PHASES)[number];

export const REMINDER_LEADS = ['evening-before', 'morning-of', 'two-hours'] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];

const DATE_MESSAGE = 'Ungültiges Datum';
const DATE_RANGE_MESSAGE = 'Das Datum muss zwischen 2000 und 2100 liegen';
const TIME_MESSAGE = 'Uhrzeit als HH:MM eingeben';
const importanceMessage = `Wichtigkeit zwischen ${IMPORTANCE_MIN} und ${IMPORTANCE_MAX} wählen`;

/** A calendar day as YYYY-MM-DD that exists (no 31 February), between 2000 and 2100. */
const ZCompetitionDate = z.string({ error: v.required }).check(
  // An empty date field is a missing answer, like every other required field.
  z.minLength(1, { error: v.required, abort: true }),
  z.iso.date({ error: DATE_MESSAGE, abort: true }),
  z.refine((s) => s >= '2000-01-01' && s <= '2100-12-31', DATE_RANGE_MESSAGE),
);

const ZStartTime = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: TIME_MESSAGE })
        .check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, TIME_MESSAGE)),
    ),
  ),
  z.transform((s) => (s ? s : null)),
);

export const ZSaveCompetition = z.object({
  /** Made by the client when the form opens: saving the same form twice writes once. */
  id: ZId,
  name: requiredText(MAX_COMPETITION_NAME_LENGTH),
  date: ZCompetitionDate,
  startTime: ZStartTime,
  importance: z
    .number({ error: importanceMessage })
    .check(
      z.int({ error: importanceMessage }),
      z.gte(IMPORTANCE_MIN, importanceMessage),
      z.lte(IMPORTANCE_MAX, importanceMessage),
    ),
  place: optionalText(MAX_COMPETITION_PLACE_LENGTH),
});

/** The optional link of an entry, a check-in or a routine; null or absent is none. */
export const ZCompetitionLink = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: de.competitions.unknown })
        .check(z.uuid({ error: de.competitions.unknown })),
    ),
  ),
  z.transform((s) => s ?? null),
);

export const ZReminderLead = z.pipe(
  z.optional(z.nullable(z.enum(REMINDER_LEADS, { error: v.pleaseSelect }))),
  z.transform((s) => s ?? null),
);

export interface Competition {
  id: string;
  name: string;
  /** YYYY-MM-DD, the day in the athlete's time zone. */
  date: string;
  /** HH:MM or null. */
  startTime: string | null;
  importance: number;
  place: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What an entry or a check-in shows of its competition. */
export interface CompetitionTag {
  id: string;
  name: string;
  date: string;
  phase: CompetitionPhase;
}

/**
 * Whether something that happened at `occurredAt` was before, during or after a competition on
 * `competitionDate`: the competition is its whole calendar day in the athlete's time zone, so a
 * check-in on the morning of the race is "during", one the evening before is "before".
 */
export function competitionPhase(
  occurredAt: Date | string,
  competitionDate: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): CompetitionPhase {
  const day = localDate(new Date(occurredAt), timeZone);
  if (day < competitionDate) return 'before';
  if (day > competitionDate) return 'after';
  return 'during';
}

/** Minutes after midnight of an HH:MM time, or the default start. */
function startMinutes(startTime: string | null): number {
  if (!startTime) return DEFAULT_START_MINUTES;
  const [h = 0, m = 0] = startTime.split(':').map(Number);
  return h * 60 + m;
}

/** When the competition starts, as an instant. */
export function competitionStart(
  c: Pick<Competition, 'date' | 'startTime'>,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  return zonedInstant(c.date, startMinutes(c.startTime), timeZone);
}

/** When a routine's reminder for a competition is due. */
export function reminderDueAt(
  c: Pick<Competition, 'date' | 'startTime'>,
  lead: ReminderLead,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  switch (lead) {
    case 'evening-before':
      return zonedInstant(addDays(c.date, -1), 19 * 60, timeZone);
    case 'morning-of':
      return zonedInstant(c.date, 7 * 60, timeZone);
    case 'two-hours':
      return new Date(competitionStart(c, timeZone).getTime() - 2 * 60 * 60 * 1000);
  }
}

/**
 * Whether the reminder goes out at `now`: once it is due and while the competition has not started,
 * so a competition in the past never gets one, and a server that was down catches up until the start.
 */
export function isCompetitionReminderDue(
  c: Pick<Competition, 'date' | 'startTime'>,
  lead: ReminderLead,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const due = reminderDueAt(c, lead, timeZone);
  return now >= due && now < competitionStart(c, timeZone);
}

/** Whether the competition's day is over in the athlete's zone (the list's "past" part). */
export function isPastCompetition(
  date: string,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return date < localDate(now, timeZone);
}

/** An entry written more than this after it happened shows when it was written. */
const BACKDATED_AFTER_MS = 60 * 60 * 1000;

/** Whether an entry was written down well after it happened ("nachgetragen"). */
export function isBackdated(occurredAt: string, createdAt: string): boolean {
  return Math.abs(Date.parse(createdAt) - Date.parse(occurredAt)) > BACKDATED_AFTER_MS;
}
