import type { EmotionGroup } from '../../../../domain/emotions';

/** Short enough for a closed select on a phone; the badges elsewhere carry the full names. */
export const GROUP_OPTION_LABELS: Record<EmotionGroup, string> = {
  'P+': 'P+ · angenehm, hilfreich',
  'N+': 'N+ · unangenehm, hilfreich',
  'P-': 'P- · angenehm, hinderlich',
  'N-': 'N- · unangenehm, hinderlich',
};
