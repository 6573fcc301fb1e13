import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  AVATAR_NOT_UPLOADED,
  CONSENT_OUTDATED,
  type ConsentState,
  DEFAULT_TIME_ZONE,
  INVALID_AVATAR_PATH,
  type Settings,
} from '../../../domain/api-settings';
import { CONSENT_TEXT, CONSENT_TITLE, CONSENT_VERSION } from '../../../domain/consent';
import { settingsContracts } from '../../../domain/contracts/settings';
import type { Db } from '../../db/client';
import { accounts, files, users } from '../../db/schema';
import { consents, userSettings } from '../../db/schema-settings';
import { HttpsError, implement } from '../../functions/callable';
import { invalidField, lockAthlete, notFound } from '../athlete/athlete-data';

/** What the athlete agreed to, fixed by its hash so the stored record survives later edits. */
export const CONSENT_TEXT_HASH = createHash('sha256')
  .update(`${CONSENT_TITLE}\n\n${CONSENT_TEXT}`)
  .digest('hex');

function avatarPath(userId: string): string {
  return `users/${userId}/avatar`;
}

async function readSettings(db: Db, userId: string): Promise<Settings> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      role: users.role,
      sport: users.sport,
      level: users.level,
      image: users.image,
      reminder: users.reminder,
      theme: userSettings.theme,
      timezone: userSettings.timezone,
      reminderEmail: userSettings.reminderEmail,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  // The account was deleted while the request ran.
  if (!row) throw notFound();
  const [twoFactor] = await db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  const [consent] = await db
    .select({
      version: consents.version,
      givenAt: consents.givenAt,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.givenAt))
    .limit(1);
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, 'credential'),
        isNotNull(accounts.password),
      ),
    )
    .limit(1);

  const coach = row.role === 'coach';
  return {
    name: row.name,
    email: row.email,
    role: coach ? 'coach' : null,
    sport: coach ? null : row.sport,
    level: coach ? null : row.level,
    image: row.image,
    theme: row.theme ?? 'system',
    timezone: row.timezone ?? DEFAULT_TIME_ZONE,
    reminder: row.reminder ?? null,
    reminderEmail: row.reminderEmail ?? true,
    consent: consent ? consentState(consent) : null,
    twoFactorEnabled: twoFactor?.enabled === true,
    hasPassword: Boolean(credential),
  };
}

function consentState(row: {
  version: string;
  givenAt: Date;
  withdrawnAt: Date | null;
}): ConsentState {
  return {
    given: row.withdrawnAt === null,
    version: row.version,
    current: row.version === CONSENT_VERSION,
    givenAt: row.givenAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

type Preferences = Partial<
  Pick<typeof userSettings.$inferInsert, 'theme' | 'timezone' | 'reminderEmail'>
>;

async function savePreferences(db: Db, userId: string, values: Preferences) {
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: sql`now()` } });
}

export const getSettings = implement(
  settingsContracts.getSettings,
  async (_input, { db, caller }) => readSettings(db, caller.id),
);

export const updateProfile = implement(
  settingsContracts.updateProfile,
  async (input, { db, caller }) => {
    const athlete = caller.role !== 'coach';
    await db
      .update(users)
      .set({
        name: input.name,
        ...(athlete && input.sport ? { sport: input.sport } : {}),
        ...(athlete && input.level ? { level: input.level } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, caller.id));
    return readSettings(db, caller.id);
  },
);

export const setAvatar = implement(settingsContracts.setAvatar, async (input, { db, caller }) => {
  const path = avatarPath(caller.id);
  if (input.path !== path) throw invalidField('path', INVALID_AVATAR_PATH);
  const [file] = await db
    .select({ updatedAt: files.updatedAt })
    .from(files)
    .where(and(eq(files.path, path), eq(files.ownerId, caller.id)));
  if (!file) throw new HttpsError('not-found', AVATAR_NOT_UPLOADED);
  // The version makes every new picture a new URL, so no cache shows the previous one.
  await db
    .update(users)
    .set({ image: `/api/storage/${path}?v=${file.updatedAt.getTime()}`, updatedAt: sql`now()` })
    .where(eq(users.id, caller.id));
  return readSettings(db, caller.id);
});

export const removeAvatar = implement(
  settingsContracts.removeAvatar,
  async (_input, { db, caller }) => {
    await db.transaction(async (tx) => {
      await tx
        .delete(files)
        .where(and(eq(files.path, avatarPath(caller.id)), eq(files.ownerId, caller.id)));
      await tx
        .update(users)
        .set({ image: null, updatedAt: sql`now()` })
        .where(eq(users.id, caller.id));
    });
    return readSettings(db, caller.id);
  },
);

export const setTheme = implement(settingsContracts.setTheme, async (input, { db, caller }) => {
  await savePreferences(db, caller.id, { theme: input.theme });
  return readSettings(db, caller.id);
});

export const setReminder = implement(
  settingsContracts.setReminder,
  async (input, { db, caller }) => {
    const reminder = {
      enabled: input.enabled,
      weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b),
      time: input.time,
    };
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ reminder, updatedAt: sql`now()` })
        .where(eq(users.id, caller.id));
      const preferences: Preferences = {
        ...(input.timezone ? { timezone: input.timezone } : {}),
        ...(input.email === undefined ? {} : { reminderEmail: input.email }),
      };
      if (Object.keys(preferences).length > 0) await savePreferences(tx, caller.id, preferences);
    });
    return readSettings(db, caller.id);
  },
);

export const giveConsent = implement(
  settingsContracts.giveConsent,
  async (input, { db, caller }) => {
    // Consent counts only for the text the athlete saw; an old screen must not agree to a new text.
    if (input.version !== CONSENT_VERSION) throw invalidField('version', CONSENT_OUTDATED);
    await db.transaction(async (tx) => {
      // One at a time per athlete, so a double click records one consent, not two.
      await lockAthlete(tx, caller.id);
      const [active] = await tx
        .select({ id: consents.id })
        .from(consents)
        .where(
          and(
            eq(consents.userId, caller.id),
            eq(consents.version, CONSENT_VERSION),
            isNull(consents.withdrawnAt),
          ),
        )
        .limit(1);
      if (active) return;
      await tx
        .insert(consents)
        .values({ userId: caller.id, version: CONSENT_VERSION, textHash: CONSENT_TEXT_HASH });
    });
    return readSettings(db, caller.id);
  },
);

export const withdrawConsent = implement(
  settingsContracts.withdrawConsent,
  async (_input, { db, caller }) => {
    await db
      .update(consents)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(consents.userId, caller.id), isNull(consents.withdrawnAt)));
    return readSettings(db, caller.id);
  },
);
