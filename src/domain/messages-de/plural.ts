/**
 * The one way the catalogue picks a singular or plural form: by the German plural rules of `Intl`,
 * not by comparing with 1, so that a second locale would only bring its own forms. The rules are
 * built on first use, as the web's formats are, to keep them out of a page's start-up time.
 */
let rules: Intl.PluralRules | undefined;

export function plural(n: number, one: string, other: string): string {
  rules ??= new Intl.PluralRules('de-DE');
  return rules.select(n) === 'one' ? one : other;
}
