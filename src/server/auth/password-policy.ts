import { readFileSync } from 'node:fs';

/**
 * The passwords of SecLists' `Passwords/Common-Credentials/10k-most-common.txt` (danielmiessler/SecLists,
 * MIT) that the length rule alone would let through: the entries of 8 to 128 characters, lower-cased,
 * one per line. Shorter ones are refused by the minimum length already.
 */
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0),
);

/** True for a password on the common list, whatever its letter case ("Password1" too). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export const COMMON_PASSWORD_COUNT = COMMON.size;
