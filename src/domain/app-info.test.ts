import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './app-info';

describe('APP_VERSION', () => {
  it('is the specification version', () => {
    expect(APP_VERSION).toBe('0.1.0');
  });
});
