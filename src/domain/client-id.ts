/**
 * A fresh v4 UUID for a record the client creates, so that a retried save writes it once.
 * `crypto.randomUUID` exists only in secure contexts; a club's server reached over plain HTTP in its
 * own network gets an equivalent id from `crypto.getRandomValues`, which every context has.
 */
export function clientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
