/**
 * The trends' ranges and thresholds, without the range schema (api-trends.ts): the screen needs only
 * these, and the schema would bring zod into its JavaScript.
 */

export const TRENDS_RANGES = ['7', '30', '90', 'custom'] as const;
export type TrendsRange = (typeof TRENDS_RANGES)[number];
export const MAX_CUSTOM_RANGE_DAYS = 366;
/** Below this many entries with an emotion, its correlation with the rating says nothing. */
export const MIN_RELATION_ENTRIES = 5;
/**
 * An emotion's chances of a good performance per intensity are learned once this many entries rated
 * it: below it, the curve would mostly show the prior.
 */
export const MIN_ZONE_ENTRIES = 15;
