import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qr-matrix';

const URI =
  'otpauth://totp/Leistungszone:anna%40example.de?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSW&issuer=Leistungszone&digits=6&period=30';

describe('the QR code of the two-factor key', () => {
  it('is a square with a quiet zone and the three finder patterns', () => {
    const m = qrMatrix(URI);
    const size = m.length;
    expect(m.every((row) => row.length === size)).toBe(true);
    // Version n has 17 + 4n modules, plus 4 light ones on each side.
    expect((size - 8 - 17) % 4).toBe(0);
    expect(m[0]!.some(Boolean)).toBe(false);
    expect(m.map((row) => row[3]).some(Boolean)).toBe(false);
    // The corners of the finder patterns sit just inside the quiet zone.
    expect(m[4]![4]).toBe(true);
    expect(m[4]![size - 5]).toBe(true);
    expect(m[size - 5]![4]).toBe(true);
  });

  it('draws one unit square per dark module', () => {
    const m = qrMatrix(URI);
    const dark = m.flat().filter(Boolean).length;
    const path = qrPath(m);
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
