import { eq, sql } from 'drizzle-orm';
import type { OnboardingState } from '../../../domain/api';
import { athleteContracts } from '../../../domain/contracts/athlete';
import { DEFAULT_ZONE } from '../../../domain/emotions';
import { de } from '../../../domain/messages';
import type { CocktailEmotion, Reminder } from '../../../domain/schemas/athlete';
import type { Db } from '../../db/client';
import { cocktailVersions, users } from '../../db/schema';
import { HttpsError, implement } from '../../functions/callable';
import { currentCocktail, invalidField, lockAthlete, notFound } from './athlete-data';

const PREVIOUS_STEP_FIRST = 'Bitte schließe zuerst den vorherigen Schritt ab.';
const ALL_STEPS_FIRST = 'Bitte schließe zuerst alle Schritte ab.';
const ZONES_MUST_MATCH = 'Die Emotionen müssen deiner Auswahl aus Schritt 2 entsprechen.';

function formError(message: string): HttpsError {
  return invalidField('_', message);
}

async function onboardingState(db: Db, userId: string): Promise<OnboardingState> {
  const [user] = await db
    .select({
      name: users.name,
      sport: users.sport,
      level: users.level,
      onboardingStep: users.onboardingStep,
      reminder: users.reminder,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const cocktail = await currentCocktail(db, userId);
  return {
    completedStep: Math.min(
      3,
      Math.max(0, user.onboardingStep),
    ) as OnboardingState['completedStep'],
    profile: { name: user.name, sport: user.sport, level: user.level },
    emotions: cocktail?.emotions ?? [],
    reminder: user.reminder ?? null,
  };
}

/**
 * Runs one onboarding write with the athlete's row locked, so the step checks and the write see the
 * same state even when the wizard is open in two tabs.
 */
async function onboardingWrite(
  db: Db,
  userId: string,
  requiredStep: number,
  write: (tx: Db, step: number) => Promise<void>,
): Promise<OnboardingState> {
  await db.transaction(async (tx) => {
    const user = await lockAthlete(tx, userId);
    if (user.wizardCompleted) {
      throw new HttpsError('permission-denied', de.guard.alreadyCompleted);
    }
    if (user.onboardingStep < requiredStep) throw formError(PREVIOUS_STEP_FIRST);
    await write(tx, user.onboardingStep);
  });
  return onboardingState(db, userId);
}

/** The wizard edits one draft cocktail in place; versions only start counting after onboarding. */
async function writeDraftCocktail(tx: Db, userId: string, emotions: CocktailEmotion[]) {
  const latest = await currentCocktail(tx, userId);
  if (latest) {
    await tx
      .update(cocktailVersions)
      .set({ emotions, createdAt: sql`now()` })
      .where(eq(cocktailVersions.id, latest.versionId));
  } else {
    await tx
      .insert(cocktailVersions)
      .values({ id: crypto.randomUUID(), userId, version: 1, emotions });
  }
}

async function setStep(tx: Db, userId: string, step: number) {
  await tx
    .update(users)
    .set({ onboardingStep: step, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export const getOnboarding = implement(
  athleteContracts.getOnboarding,
  async (_input, { db, caller }) => onboardingState(db, caller.id),
);

export const saveOnboardingProfile = implement(
  athleteContracts.saveOnboardingProfile,
  async (input, { db, caller }) =>
    onboardingWrite(db, caller.id, 0, async (tx, step) => {
      await tx
        .update(users)
        .set({
          name: input.name,
          sport: input.sport,
          level: input.level,
          onboardingStep: Math.max(step, 1),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, caller.id));
    }),
);

export const saveOnboardingEmotions = implement(
  athleteContracts.saveOnboardingEmotions,
  async (input, { db, caller }) =>
    onboardingWrite(db, caller.id, 1, async (tx, step) => {
      const previous = new Map(
        ((await currentCocktail(tx, caller.id))?.emotions ?? []).map((e) => [e.id, e]),
      );
      const emotions = input.emotions.map((e): CocktailEmotion => {
        const before = previous.get(e.id);
        // A zone only means something within its group; a regrouped emotion starts afresh.
        const zone =
          before && before.group === e.group
            ? { zoneMin: before.zoneMin, zoneMax: before.zoneMax }
            : DEFAULT_ZONE[e.group];
        return { id: e.id, label: e.label, group: e.group, ...zone };
      });
      const unchanged =
        previous.size === emotions.length &&
        emotions.every((e) => previous.get(e.id)?.group === e.group);
      await writeDraftCocktail(tx, caller.id, emotions);
      // A changed selection has zones nobody has set yet, so step 3 must be done again.
      await setStep(tx, caller.id, unchanged ? Math.max(step, 2) : 2);
    }),
);

export const saveOnboardingZones = implement(
  athleteContracts.saveOnboardingZones,
  async (input, { db, caller }) =>
    onboardingWrite(db, caller.id, 2, async (tx) => {
      const chosen = new Map(
        ((await currentCocktail(tx, caller.id))?.emotions ?? []).map((e) => [e.id, e]),
      );
      if (chosen.size !== input.emotions.length || input.emotions.some((e) => !chosen.has(e.id))) {
        throw invalidField('emotions', ZONES_MUST_MATCH);
      }
      // Step 2 decided names and groups; this step only sets the zones (and the order).
      const emotions = input.emotions.map((e): CocktailEmotion => {
        const c = chosen.get(e.id) ?? e;
        return { id: c.id, label: c.label, group: c.group, zoneMin: e.zoneMin, zoneMax: e.zoneMax };
      });
      await writeDraftCocktail(tx, caller.id, emotions);
      await setStep(tx, caller.id, 3);
    }),
);

function normaliseReminder(reminder: Reminder | null | undefined): Reminder | null {
  if (!reminder) return null;
  return { ...reminder, weekdays: [...new Set(reminder.weekdays)].sort((a, b) => a - b) };
}

export const finishOnboarding = implement(
  athleteContracts.finishOnboarding,
  async (input, { db, caller }) => {
    await db.transaction(async (tx) => {
      const user = await lockAthlete(tx, caller.id);
      // A retried finish (lost answer, second tab) succeeds without changing anything.
      if (user.wizardCompleted) return;
      if (user.onboardingStep < 3) throw formError(ALL_STEPS_FIRST);
      // input.coachCode is accepted but not redeemed yet: coach links come with the coach features.
      await tx
        .update(users)
        .set({
          reminder: normaliseReminder(input.reminder),
          wizardCompleted: true,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, caller.id));
    });
    return { wizardCompleted: true as const };
  },
);
