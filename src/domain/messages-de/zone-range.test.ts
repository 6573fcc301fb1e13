import { describe, expect, it } from 'vitest';
import { de } from '../messages';
import { zoneRange } from './zone-range';

describe('zone ranges', () => {
  it('writes a zone with equal ends as one value', () => {
    expect(zoneRange(6, 6)).toBe('6');
    expect(zoneRange(6, 6, true)).toBe('6');
    expect(zoneRange(0, 0)).toBe('0');
  });

  it('writes other zones with a dash, or with "bis" for screen readers', () => {
    expect(zoneRange(6, 8)).toBe('6–8');
    expect(zoneRange(6, 8, true)).toBe('6 bis 8');
  });

  it('is what every zone text of the catalogue uses', () => {
    expect(de.zoneControls.zone(6, 6)).toBe('Zielbereich 6');
    expect(de.zoneControls.target(6, 6)).toBe('Ziel 6');
    expect(de.zoneControls.barNotRated('motiviert', 6, 6)).toBe(
      'motiviert: Zielbereich 6, noch nicht bewertet',
    );
    expect(de.zoneControls.bar('motiviert', 6, 6, 6, 'im Zielbereich')).toBe(
      'motiviert: aktuell 6, Zielbereich 6, im Zielbereich',
    );
    expect(de.performanceCocktail.state.zone(6, 6)).toBe('Ziel 6');
    expect(de.trends.emotions.zone(6, 6)).toBe('Ziel 6');
    expect(de.startCheck.technique.outside('nervös', 8, true, 6, 6)).toBe(
      'nervös 8 – über deinem Zielbereich 6',
    );
    expect(de.startCheck.pair('nervös', 8, 6, 6, 6)).toBe('nervös: 8 → 6 (Ziel 6)');
    expect(de.athleteView.target(6, 6)).toBe('(Ziel 6)');
    expect(de.zoneControls.zone(3, 5)).toBe('Zielbereich 3–5');
  });
});
