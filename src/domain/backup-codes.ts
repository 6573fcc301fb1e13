/**
 * Backup codes of the two-factor sign-in: written down by hand and typed back from paper, so digits
 * only (no 0/O or l/1 to confuse, no case to get wrong), in blocks of four.
 */

/** How many codes a set has; each replaces the app's code once. */
export const BACKUP_CODE_COUNT = 10;
const DIGITS = 12;
const BLOCK = 4;

/** One code, '0123-4567-8901'; `randomInt(n)` gives an integer in [0, n). */
export function generateBackupCode(randomInt: (maxExclusive: number) => number): string {
  let digits = '';
  for (let i = 0; i < DIGITS; i++) digits += String(randomInt(10));
  return blocks(digits);
}

function blocks(digits: string): string {
  return digits.match(new RegExp(`.{1,${BLOCK}}`, 'g'))?.join('-') ?? digits;
}

/**
 * A typed code as it was given out: its digits in blocks, whatever spaces or dashes were typed.
 * Anything else (a code of an older set, which mixed letters and digits) stays as typed.
 */
export function backupCodeAsGiven(typed: string): string {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${DIGITS}}$`).test(digits) ? blocks(digits) : typed.trim();
}
