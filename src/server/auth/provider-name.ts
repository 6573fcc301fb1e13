import { NAME_MAX_LENGTH, ZName } from '../../domain/schemas/auth';

/** Removes what `ZName` refuses and cuts to the length it allows, at a whole character. */
function fitted(text: string): string {
  const chars = Array.from(
    Array.from(text)
      .filter((c) => !/^[\uD800-\uDFFF]$/.test(c))
      .join('')
      .replace(/[\p{Cc}\u2028\u2029\s]+/gu, ' ')
      .trim(),
  );
  let out = '';
  for (const c of chars) {
    if (out.length + c.length > NAME_MAX_LENGTH) break;
    out += c;
  }
  return out.trim();
}

/**
 * The name a sign-in provider (Google) gives, made to pass the profile form's rule: a new account
 * must not fail for a name the user never typed here, nor store one that the form would refuse.
 * Without a usable name, the address's local part stands in, as the user can change it later.
 */
export function providerName(name: unknown, email: string): string {
  for (const candidate of [
    name,
    fitted(typeof name === 'string' ? name : ''),
    fitted(email.split('@')[0] ?? ''),
  ]) {
    const parsed = ZName.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return 'Unbenannt';
}
