import { describe, expect, it } from 'vitest';
import { EMOTION_GROUPS } from '../athlete-choices';
import { z } from '../schemas/zod';
import { DEFAULT_ZONE, EMOTION_CATALOGUE, EMOTION_GROUP_INFO } from './emotions';
import {
  BREATH_LABELS,
  BREATH_PHASES,
  GOAL_LABELS,
  GOAL_WHEN_TOO_HIGH,
  GOAL_WHEN_TOO_LOW,
  GOALS,
  TECHNIQUE_CATEGORIES,
  TECHNIQUE_CONTENT,
  type TechniqueContent,
} from './techniques';

/*
 * The content is typed, but types cannot say "German", "unique" or "a whole number of seconds", and an
 * editor changing a text should not need to read the code: these schemas say what valid content is.
 */

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A German sentence or label: not blank, no stray spaces, no placeholder left in. */
const germanText = (min: number) =>
  z.string().check(
    z.minLength(min),
    z.refine((s) => s.trim() === s, 'no leading or trailing spaces'),
    z.refine((s) => !/to-?do|lorem|xxx/i.test(s), 'no placeholder'),
  );
const seconds = z.number().check(z.int(), z.gte(1), z.lte(120));

const ZStep = z.object({
  text: germanText(6),
  seconds,
  breath: z.optional(z.enum(BREATH_PHASES)),
});

const ZTechnique: z.ZodMiniType<TechniqueContent> = z.object({
  id: z.string().check(z.regex(kebab)),
  title: germanText(3),
  goal: z.enum(GOALS),
  category: z.enum(TECHNIQUE_CATEGORIES),
  purpose: germanText(41),
  intro: z.optional(z.array(ZStep)),
  steps: z.array(ZStep).check(z.minLength(1)),
  repeat: z.optional(z.number().check(z.int(), z.gte(2), z.lte(20))),
  outro: z.optional(z.array(ZStep)),
});

const zoneValue = z.number().check(z.int(), z.gte(0), z.lte(10));
const ZEmotion = z.object({
  id: z.string().check(z.regex(kebab)),
  label: germanText(3),
  group: z.enum(EMOTION_GROUPS),
  description: germanText(11),
});

const uniqueBy = <T>(items: readonly T[], key: (t: T) => string) =>
  items.map(key).filter((k, i, all) => all.indexOf(k) !== i);

describe('technique content', () => {
  it('matches the schema', () => {
    for (const t of TECHNIQUE_CONTENT) {
      const parsed = ZTechnique.safeParse(t);
      expect(parsed.success ? [] : parsed.error.issues, t.id).toEqual([]);
    }
  });

  it('has unique ids and titles', () => {
    expect(uniqueBy(TECHNIQUE_CONTENT, (t) => t.id)).toEqual([]);
    expect(uniqueBy(TECHNIQUE_CONTENT, (t) => t.title)).toEqual([]);
  });

  it('gives every technique 3 to 10 steps in all', () => {
    for (const t of TECHNIQUE_CONTENT) {
      const count = (t.intro?.length ?? 0) + t.steps.length + (t.outro?.length ?? 0);
      expect(count, t.id).toBeGreaterThanOrEqual(3);
      expect(count, t.id).toBeLessThanOrEqual(10);
    }
  });

  it('labels every goal and breath phase in German', () => {
    for (const goal of GOALS) expect(GOAL_LABELS[goal]).toMatch(/^[A-ZÄÖÜ][a-zäöüß]+$/);
    for (const phase of BREATH_PHASES) expect(BREATH_LABELS[phase]).toMatch(/^[A-ZÄÖÜ][a-zäöüß]+$/);
  });

  it('maps only catalogue emotions to goals, each at most once per direction', () => {
    const ids = new Set(EMOTION_CATALOGUE.map((e) => e.id));
    for (const list of [GOAL_WHEN_TOO_HIGH, GOAL_WHEN_TOO_LOW]) {
      for (const [emotionId, goal] of list) {
        expect(ids.has(emotionId), emotionId).toBe(true);
        expect(GOALS).toContain(goal);
      }
      expect(uniqueBy(list, ([id]) => id)).toEqual([]);
    }
  });

  it('offers techniques for every goal an emotion can call for', () => {
    const goals = new Set([...GOAL_WHEN_TOO_HIGH, ...GOAL_WHEN_TOO_LOW].map(([, g]) => g));
    for (const goal of goals) {
      expect(
        TECHNIQUE_CONTENT.some((t) => t.goal === goal),
        goal,
      ).toBe(true);
    }
  });
});

describe('emotion content', () => {
  it('matches the schema', () => {
    for (const e of EMOTION_CATALOGUE) {
      const parsed = ZEmotion.safeParse(e);
      expect(parsed.success ? [] : parsed.error.issues, e.id).toEqual([]);
    }
  });

  it('has unique ids and labels', () => {
    expect(uniqueBy(EMOTION_CATALOGUE, (e) => e.id)).toEqual([]);
    expect(uniqueBy(EMOTION_CATALOGUE, (e) => e.label)).toEqual([]);
  });

  it('describes every group in German and gives it a valid starting zone', () => {
    const ZGroupInfo = z.object({
      label: germanText(5),
      short: z.enum(EMOTION_GROUPS),
      description: germanText(11),
      helpful: z.boolean(),
    });
    for (const group of EMOTION_GROUPS) {
      const info = EMOTION_GROUP_INFO[group];
      expect(ZGroupInfo.safeParse(info).success, group).toBe(true);
      expect(info.short).toBe(group);
      expect(info.helpful).toBe(group.endsWith('+'));
      const { zoneMin, zoneMax } = DEFAULT_ZONE[group];
      expect(zoneValue.safeParse(zoneMin).success && zoneValue.safeParse(zoneMax).success).toBe(
        true,
      );
      expect(zoneMin).toBeLessThanOrEqual(zoneMax);
    }
  });
});
