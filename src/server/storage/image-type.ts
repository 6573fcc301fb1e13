/**
 * The picture formats storage accepts, recognised by their first bytes. The declared Content-Type
 * alone is whatever the client says; the signature is what a browser would actually decode.
 */

const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type ImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = ascii('GIF87a');
const GIF89A = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

function ascii(text: string): number[] {
  return Array.from(text, (ch) => ch.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** The format the bytes are in, or null when they are none of the allowed ones. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/**
 * The allowed type a Content-Type header names, or null. Parameters are ignored and case does not
 * matter (`Image/PNG; foo=bar` is PNG), as RFC 9110 says for media types.
 */
export function parseImageContentType(header: string | null | undefined): ImageType | null {
  if (!header) return null;
  const essence = header.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(essence)
    ? (essence as ImageType)
    : null;
}
