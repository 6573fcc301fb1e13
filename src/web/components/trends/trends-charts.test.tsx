import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Trends, ZoneBand } from '../../../domain/api-trends';
import { InZoneChart } from './in-zone-chart';
import { PerformanceChart } from './performance-chart';
import { Charts } from './trends-charts';
import { ZoneChanceCharts } from './zone-chance-charts';

/** Words that speak to the reader; the coach is told about the athlete, never addressed as her. */
const SECOND_PERSON = /(?<![\p{L}])(du|dir|dich|dein\p{L}*)(?![\p{L}])/iu;

const BANDS: ZoneBand[] = ['poor', 'poor', 'moderate', 'moderate', 'optimal', 'optimal', 'optimal'];
const DAYS = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'];

/** Six entries, two emotions, every chart with something to draw, and one learned curve. */
const TRENDS: Trends = {
  range: { from: '2026-11-01', to: '2026-11-07', days: 7 },
  entries: {
    occurredAt: DAYS.map((d) => `${d}T09:00:00.000Z`),
    rating: [4, 6, 8, 5, 9, 7],
    type: ['training', 'competition', 'training', 'other', 'competition', 'training'],
    title: ['A', 'B', null, 'D', 'E', 'F'],
    inZoneShare: [0.5, 1, 0.5, 0, 1, null],
  },
  emotions: [
    {
      id: 'energiegeladen',
      label: 'energiegeladen',
      group: 'P+',
      zoneMin: 5,
      zoneMax: 7,
      intensities: [4, 6, 8, 5, 9, null],
    },
    {
      id: 'nervoes',
      label: 'nervös',
      group: 'N+',
      zoneMin: 2,
      zoneMax: 4,
      intensities: [7, 3, 2, 6, 3, 4],
    },
  ],
  relation: [
    { id: 'energiegeladen', label: 'energiegeladen', group: 'P+', n: 5, r: 0.62 },
    { id: 'nervoes', label: 'nervös', group: 'N+', n: 6, r: -0.41 },
  ],
  calendar: [...DAYS, '2026-11-07'].map((date, i) => ({ date, count: i < 6 ? 1 : 0 })),
  summary: { entries: 6, averageRating: 6.5, averageInZoneShare: 0.6 },
  zoneLearning: {
    available: true,
    entries: 24,
    entriesNeeded: 0,
    goodFrom: 7,
    goodEntries: 8,
    emotions: [
      {
        id: 'energiegeladen',
        label: 'energiegeladen',
        group: 'P+',
        suggestedMin: 4,
        suggestedMax: 6,
        currentMin: 5,
        currentMax: 7,
        samples: 24,
        entriesNeeded: 0,
        chance: { good: 6, entries: 9, mean: 0.7, low: 0.5, high: 0.85 },
        curve: Array.from({ length: 11 }, (_, intensity) => ({
          intensity,
          entries: intensity < 9 ? 3 : 0,
          good: 1,
          chance: 0.3,
          low: 0.1,
          high: 0.5,
          band: BANDS[intensity] ?? 'unknown',
        })),
      },
      {
        id: 'nervoes',
        label: 'nervös',
        group: 'N+',
        suggestedMin: null,
        suggestedMax: null,
        currentMin: 2,
        currentMax: 4,
        samples: 3,
        entriesNeeded: 5,
        chance: null,
        curve: [],
      },
    ],
  },
};

// jsdom lays nothing out: every chart box is as wide as a phone, so the charts draw their labels.
class PhoneWidth {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    this.report(
      [{ contentRect: { width: 360 } } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', PhoneWidth);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens every table disclosure, so that the tables' captions and cells are read too. */
function openTables(container: HTMLElement) {
  for (const details of container.querySelectorAll('details')) {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  }
}

describe('the trend charts on the coach’s page of an athlete', () => {
  it('tell the coach about the athlete without speaking to them', () => {
    const { container } = render(
      <MemoryRouter>
        <Charts trends={TRENDS} viewer="coach" />
      </MemoryRouter>,
    );
    openTables(container);
    const charts = [...container.querySelectorAll('[data-chart]')].map((el) =>
      el.getAttribute('data-chart'),
    );
    expect(charts).toEqual(
      expect.arrayContaining(['performance', 'in-zone', 'zone-chances', 'relation']),
    );
    expect(charts).toHaveLength(6);
    expect(
      screen.getByRole('table', { name: 'Zusammenhang jeder Emotion mit der Bewertung' }),
    ).toBeInTheDocument();
    expect(container.textContent).not.toMatch(SECOND_PERSON);
    expect(screen.getByRole('heading', { name: 'Wann gute Leistungen gelingen' })).toBeVisible();
    // Her cocktail is hers to change: no way into it from the coach's page.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speak to the athlete on her own trends screen', () => {
    const { container } = render(
      <MemoryRouter>
        <PerformanceChart trends={TRENDS} viewer="athlete" />
        <ZoneChanceCharts learning={TRENDS.zoneLearning} viewer="athlete" />
      </MemoryRouter>,
    );
    expect(
      screen.getByText('Deine Selbstbewertung (0 bis 10) für jeden Eintrag im Zeitraum.'),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Wann dir gute Leistungen gelingen' }),
    ).toBeVisible();
    expect(screen.getByText(/Bei 4 bis 6 gelingt dir am häufigsten/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zielbereiche im Cocktail anpassen' })).toBeVisible();
    expect(container.textContent).toMatch(SECOND_PERSON);
  });
});

describe('the performance and the in-zone chart', () => {
  it('mark the range’s averages', () => {
    const { container } = render(
      <MemoryRouter>
        <PerformanceChart trends={TRENDS} viewer="athlete" />
        <InZoneChart trends={TRENDS} viewer="athlete" />
      </MemoryRouter>,
    );
    const averages = (chart: string) =>
      [...container.querySelectorAll(`[data-chart="${chart}"] svg text`)]
        .map((el) => el.textContent)
        .filter((text) => text?.startsWith('Ø'));
    expect(averages('performance')).toEqual(['Ø 6,5']);
    // Intl writes a no-break space before the per cent sign.
    expect(averages('in-zone')).toEqual(['Ø 60\u00a0%']);
  });
});
