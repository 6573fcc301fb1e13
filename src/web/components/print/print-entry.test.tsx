import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SharedEntry } from '../../../domain/api-coach';
import { SharedEntries } from '../coach-athlete/athlete-sections';
import { PrintEntry } from './print-entry';

afterEach(cleanup);

/** A quick entry as the server stores it: importance and goal are the quick log's stand-ins. */
const QUICK: SharedEntry = {
  id: '6f1c1d2e-8a4b-4c1e-9d3f-2b7a5e0c9a11',
  occurredAt: '2026-11-03T08:00:00.000Z',
  type: 'training',
  title: 'Training',
  importance: 3,
  place: null,
  emotions: [
    { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 7, zoneMin: 6, zoneMax: 8 },
  ],
  rating: 8,
  goalReached: 'yes',
  result: null,
  inZoneShare: 1,
  quick: true,
  createdAt: '2026-11-03T08:01:00.000Z',
  updatedAt: '2026-11-03T08:01:00.000Z',
};

/** The value a description list gives for a term. */
function factOf(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

const COMPLETE: SharedEntry = { ...QUICK, quick: false, importance: 4, goalReached: 'partly' };

describe('a quick entry on paper and in the coach’s view', () => {
  it('prints importance and goal as not given until the entry is completed', () => {
    render(<PrintEntry entry={{ ...QUICK, notes: '' }} />);
    expect(factOf('Wichtigkeit')).toBe('nicht angegeben');
    expect(factOf('Ziel erreicht')).toBe('nicht angegeben');
    expect(factOf('Leistung')).toBe('8 / 10');
    cleanup();
    render(<PrintEntry entry={COMPLETE} />);
    expect(factOf('Wichtigkeit')).toBe('4 / 5');
    expect(factOf('Ziel erreicht')).toBe('Teilweise');
  });

  it('shows the coach the goal as not given until the entry is completed', () => {
    render(<SharedEntries entries={[QUICK]} />);
    expect(factOf('Ziel erreicht')).toBe('nicht angegeben');
    cleanup();
    render(<SharedEntries entries={[COMPLETE]} />);
    expect(factOf('Ziel erreicht')).toBe('Teilweise');
  });
});
