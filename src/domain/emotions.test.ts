import { describe, expect, it } from 'vitest';
import { customEmotionId, EMOTION_CATALOGUE, EMOTION_GROUPS } from './emotions';

describe('emotion catalogue', () => {
  it('has at least 28 German emotions with a description, in all four IZOF groups', () => {
    expect(EMOTION_CATALOGUE.length).toBeGreaterThanOrEqual(28);
    for (const group of EMOTION_GROUPS) {
      expect(EMOTION_CATALOGUE.filter((e) => e.group === group).length).toBeGreaterThanOrEqual(5);
    }
    for (const e of EMOTION_CATALOGUE) {
      expect(e.description.length).toBeGreaterThan(10);
      expect(e.id).toMatch(/^[a-z-]+$/);
    }
  });

  it('has unique ids and labels', () => {
    expect(new Set(EMOTION_CATALOGUE.map((e) => e.id)).size).toBe(EMOTION_CATALOGUE.length);
    expect(new Set(EMOTION_CATALOGUE.map((e) => e.label)).size).toBe(EMOTION_CATALOGUE.length);
  });

  it('gives own words ids that cannot collide with the catalogue', () => {
    expect(customEmotionId('Kampfgeist')).toBe('eigen-kampfgeist');
    expect(customEmotionId('Über-Mut!')).toBe('eigen-ueber-mut');
    expect(customEmotionId('???')).toBe('eigen-emotion');
  });
});
