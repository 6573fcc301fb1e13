import { type ConsentStatus, consentStatus } from '../../../domain/consent';
import type { Db } from '../../db/client';
import { executeNamedText } from '../../db/named-statement';
import { rowsOf } from '../athlete/athlete-data';

// The latest consent row, read along the index on (user_id, given_at desc): one row, one probe.
const LATEST_CONSENT_SQL = `SELECT version, withdrawn_at AS "withdrawnAt" FROM consents
  WHERE user_id = $1 ORDER BY given_at DESC LIMIT 1`;

/**
 * Where the user stands with the current consent. It runs before every health-data write and with
 * every session read of the web app, so it is a named statement, planned once per connection.
 */
export async function readConsentStatus(db: Db, userId: string): Promise<ConsentStatus> {
  const [latest] = rowsOf<{ version: string; withdrawnAt: Date | null }>(
    await executeNamedText(db, 'latest_consent', LATEST_CONSENT_SQL, [userId]),
  );
  return consentStatus(latest);
}
