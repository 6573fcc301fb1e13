import { describe, expect, it } from 'vitest';
import { formatShare } from './format-share';

describe('formatShare', () => {
  it('rounds to whole percent with a no-break space before the sign', () => {
    expect(formatShare(0.875)).toBe('88\u00a0%');
    expect(formatShare(0)).toBe('0\u00a0%');
    expect(formatShare(1)).toBe('100\u00a0%');
  });
});
