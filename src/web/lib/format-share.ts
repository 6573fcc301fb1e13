import { lazy } from './lazy';

const percent = lazy(
  () => new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 }),
);

/**
 * A share of emotions in their zone as German writes it: 0.875 → '88 %' (a no-break space before the
 * sign, so the two never part at a line end). Every screen that shows a share uses this one.
 */
export const formatShare = (share: number): string => percent().format(share);
