import { describe, expect, it } from 'vitest';
import { ZName } from '../../domain/schemas/auth';
import { providerName } from './provider-name';

describe('providerName', () => {
  it('keeps a name the profile form takes, trimmed', () => {
    expect(providerName('  Zoë Ähnlich ', 'z@example.de')).toBe('Zoë Ähnlich');
  });

  it('makes one line of several, without control characters or lone surrogates', () => {
    expect(providerName('Anna\nvon\u2028Berg\t\u0000', 'a@example.de')).toBe('Anna von Berg');
    expect(providerName('Anna \uD83C Berg', 'a@example.de')).toBe('Anna Berg');
  });

  it('cuts a long name at 80 without splitting a character', () => {
    const long = `${'x'.repeat(79)}🏃‍♀️ und noch mehr`;
    const name = providerName(long, 'a@example.de');
    expect(name).toBe('x'.repeat(79));
    expect(providerName('y'.repeat(200), 'a@example.de')).toBe('y'.repeat(80));
  });

  it('falls back to the address when there is no usable name', () => {
    for (const name of [undefined, null, 42, '', '   ', '\n\u0000']) {
      expect(providerName(name, 'lena.k@example.de')).toBe('lena.k');
    }
    expect(providerName(null, '@example.de')).toBe('Unbenannt');
  });

  it('always gives what ZName accepts', () => {
    for (const name of ['a\r\nb', '\uDFFF', 'x'.repeat(1000), '\u0085']) {
      expect(ZName.safeParse(providerName(name, '\u0000@example.de')).success).toBe(true);
    }
  });
});
