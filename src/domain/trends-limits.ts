/**
 * The trends' ranges and thresholds, without the range schema (api-trends.ts): the screen needs only
 * these, and the schema would bring zod into its JavaScript.
 */

export const TRENDS_RANGES = ['7', '30', '90', 'custom'] as const;
export type TrendsRange = (typeof TRENDS_RANGES)[number];
export const MAX_CUSTOM_RANGE_DAYS = 366;
/** Below this many entries with an emotion, its correlation with the rating says nothing. */
export const MIN_RELATION_ENTRIES = 5;
/** Zone learning starts once the protocol has this many entries. */
export const MIN_LEARNING_ENTRIES = 10;
/** With fewer intensities than this, the middle half of them is no range, so min..max is used. */
export const MIN_PERCENTILE_SAMPLES = 3;
