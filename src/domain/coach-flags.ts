import { de } from './messages';
import { distanceToZone } from './zones';

/**
 * Explainable flags: what moved against the athlete's own recent past, computed from the entries a
 * coach may count, with a German sentence that carries the figures. The coach's portal and the
 * athlete's dashboard both call `coachFlags`, so the two sides can never read a flag differently.
 * A flag needs persistence (`PERSIST_MIN` of the last `RECENT_ENTRIES` entries), never one entry.
 */

const FLAG_KINDS = ['performance-drop', 'out-of-zone', 'no-recent-entry'] as const;
type FlagKind = (typeof FLAG_KINDS)[number];

/** The entries a flag looks at, and how many of them must agree. */
export const RECENT_ENTRIES = 3;
const PERSIST_MIN = 2;
/** The baseline: the athlete's entries in these days before the recent ones. */
export const BASELINE_DAYS = 28;
/** Fewer baseline entries say nothing about a drop. */
const MIN_BASELINE_ENTRIES = 3;
/** Rating points under the baseline's mean that count as a drop. */
export const DROP_POINTS = 1.5;
/** Difference of the recent mean from the baseline that reads as a trend rather than noise. */
const TREND_POINTS = 0.5;
const NO_ENTRY_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FlagEntry {
  id: string;
  occurredAt: string;
  /** 0-10. */
  rating: number;
  emotions: readonly {
    id: string;
    label: string;
    intensity: number;
    zoneMin: number | null;
    zoneMax: number | null;
  }[];
}

export interface ExplainedFlag {
  /** Stable while the situation it describes lasts: the kind and the newest entry it rests on. */
  key: string;
  kind: FlagKind;
  /** The explanation with its figures, the same for coach and athlete. */
  text: string;
}

/** A flag with what the coach did about it (shown to the athlete too). */
export interface CoachFlag extends ExplainedFlag {
  seenAt: string | null;
  note: string | null;
}

export interface FlagMark {
  key: string;
  seenAt: string | null;
  note: string | null;
}

/** A key as the mark function accepts it: a kind, then ids, digits, letters and dashes. */
export const FLAG_KEY_PATTERN = new RegExp(`^(${FLAG_KINDS.join('|')}):[A-Za-z0-9:_-]{1,200}$`);

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The last `RECENT_ENTRIES` entries and the baseline before them; entries come newest first. */
function split(entries: readonly FlagEntry[]) {
  const recent = entries.slice(0, RECENT_ENTRIES);
  const oldest = recent.at(-1);
  if (!oldest) return { recent, baseline: [] as FlagEntry[] };
  const to = Date.parse(oldest.occurredAt);
  const from = to - BASELINE_DAYS * DAY_MS;
  const baseline = entries.slice(recent.length).filter((e) => {
    const at = Date.parse(e.occurredAt);
    return at >= from && at <= to;
  });
  return { recent, baseline };
}

export interface FlagInput {
  now: Date;
  /**
   * The entries this coach may count, newest first: at least the last few and 4 weeks before. Only
   * the last few are read for their emotions, so the others may come without.
   */
  entries: readonly FlagEntry[];
}

export function explainFlags({ now, entries }: FlagInput): ExplainedFlag[] {
  const flags: ExplainedFlag[] = [];
  const { recent, baseline } = split(entries);

  if (baseline.length >= MIN_BASELINE_ENTRIES) {
    const avg = mean(baseline.map((e) => e.rating));
    const low = recent.filter((e) => avg - e.rating >= DROP_POINTS);
    const newest = low[0];
    if (newest && low.length >= PERSIST_MIN) {
      flags.push({
        key: `performance-drop:${newest.id}`,
        kind: 'performance-drop',
        text: de.coachFlags.performanceDrop(
          newest.rating,
          avg - newest.rating,
          low.length,
          recent.length,
        ),
      });
    }
  }

  // Each emotion on its own; in the order of its first appearance, newest entry first.
  const seen = new Set<string>();
  for (const entry of recent) {
    for (const emotion of entry.emotions) {
      if (seen.has(emotion.id)) continue;
      seen.add(emotion.id);
      const outside = recent.flatMap((e) => {
        const em = e.emotions.find((x) => x.id === emotion.id);
        if (!em || em.zoneMin === null || em.zoneMax === null) return [];
        const zone = { intensity: em.intensity, zoneMin: em.zoneMin, zoneMax: em.zoneMax };
        return distanceToZone(zone) === 0 ? [] : [{ entry: e, ...zone, label: em.label }];
      });
      const first = outside[0];
      if (first && outside.length >= PERSIST_MIN) {
        flags.push({
          key: `out-of-zone:${emotion.id}:${first.entry.id}`,
          kind: 'out-of-zone',
          text: de.coachFlags.outOfZone(
            first.label,
            first.intensity,
            first.zoneMin,
            first.zoneMax,
            outside.length,
            recent.length,
          ),
        });
      }
    }
  }

  const latest = entries[0];
  if (!latest) {
    flags.push({
      key: 'no-recent-entry:none',
      kind: 'no-recent-entry',
      text: de.coachFlags.noEntry,
    });
  } else {
    const days = Math.floor((now.getTime() - Date.parse(latest.occurredAt)) / DAY_MS);
    if (days >= NO_ENTRY_DAYS) {
      flags.push({
        key: `no-recent-entry:${latest.id}`,
        kind: 'no-recent-entry',
        text: de.coachFlags.noRecentEntry(days),
      });
    }
  }
  return flags;
}

/** The flags with the coach's marks on them. */
export function withMarks(
  flags: readonly ExplainedFlag[],
  marks: readonly FlagMark[],
): CoachFlag[] {
  const byKey = new Map(marks.map((m) => [m.key, m]));
  return flags.map((f) => ({
    ...f,
    seenAt: byKey.get(f.key)?.seenAt ?? null,
    note: byKey.get(f.key)?.note ?? null,
  }));
}

export const TEAM_STATUSES = ['red', 'yellow', 'green', 'none'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/** Kinds that turn the light red while the coach has not marked them seen. */
const URGENT_KINDS: readonly FlagKind[] = ['performance-drop', 'out-of-zone'];

/**
 * The traffic light of a team row: red for an unseen flag about performance or emotions, yellow for
 * any other flag (no recent entry, or flags already seen), green for none; `none` when the athlete
 * shares nothing, since then nothing is known.
 */
export function teamStatus(flags: readonly CoachFlag[], sharesNothing: boolean): TeamStatus {
  if (sharesNothing) return 'none';
  if (flags.some((f) => URGENT_KINDS.includes(f.kind) && f.seenAt === null)) return 'red';
  return flags.length > 0 ? 'yellow' : 'green';
}

export type PerformanceTrend = 'up' | 'flat' | 'down' | 'unknown';

/** The direction of the recent ratings against the baseline, as `explainFlags` splits them. */
export function performanceTrend(entries: readonly FlagEntry[]): PerformanceTrend {
  const { recent, baseline } = split(entries);
  if (recent.length === 0 || baseline.length < MIN_BASELINE_ENTRIES) return 'unknown';
  const diff = mean(recent.map((e) => e.rating)) - mean(baseline.map((e) => e.rating));
  if (diff >= TREND_POINTS) return 'up';
  if (diff <= -TREND_POINTS) return 'down';
  return 'flat';
}
