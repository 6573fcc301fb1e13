import { dateFormat } from '../../../lib/format';

export const formatDate = dateFormat({ dateStyle: 'long' });

/**
 * The secret of an `otpauth://` URI in blocks of four ("ABCD EFGH …"), the way authenticator apps
 * ask for it when typed by hand. Null when the URI carries no secret.
 */
export function totpSecretBlocks(totpURI: string): string | null {
  let secret: string | null = null;
  try {
    secret = new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
  if (!secret) return null;
  return (
    secret
      .replace(/[\s=]/g, '')
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join(' ');
}

/** The initials of a name for an avatar without a picture: "Anna Athletin" → "AA". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]];
  return letters
    .map((p) => (p ? Array.from(p)[0] : ''))
    .join('')
    .toUpperCase();
}
