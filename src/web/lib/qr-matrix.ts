import { encode } from 'uqr';

/**
 * The modules of a QR code for `text` (true = dark), with the quiet zone of four modules scanners
 * expect. Medium error correction: a phone camera reads it off a glossy screen.
 */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 4 }).data;
}

/** One SVG path of unit squares for the dark modules: small, and sharp at any size. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}
