import { describe, expect, it } from 'vitest';
import { clientId } from './client-id';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('clientId', () => {
  it('makes distinct v4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 100 }, () => clientId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it('makes valid v4 UUIDs without crypto.randomUUID as well, as on plain HTTP', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 100 }, () => clientId()));
      expect(ids.size).toBe(100);
      for (const id of ids) expect(id).toMatch(V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
