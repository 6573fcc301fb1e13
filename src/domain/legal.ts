/**
 * Who runs this installation of the app, from the server's settings (OPERATOR_* in .env.example):
 * the controller named in the privacy policy and the provider named in the legal notice. Null when
 * the operator has not filled them in; the pages then say so.
 */
export interface Operator {
  /** A person's or a club's name, e.g. "TSV Musterstadt e. V.". */
  name: string;
  /** Postal address; lines separated by line breaks. */
  address: string;
  email: string;
  phone: string | null;
  /** Who represents a club or company (e.g. "Anna Beispiel (Vorsitzende)"). */
  representative: string | null;
  /** The data protection officer or contact for privacy questions, when there is one. */
  privacyContact: string | null;
  /** The supervisory authority responsible for the operator, for complaints (Art. 77 GDPR). */
  supervisoryAuthority: string | null;
}

/** When the privacy policy's text last changed (shown as "Stand"). */
export const PRIVACY_POLICY_DATE = '2026-11-27';
