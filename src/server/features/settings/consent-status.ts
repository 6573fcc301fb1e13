import { sql } from 'drizzle-orm';
import { type ConsentStatus, consentStatus } from '../../../domain/consent';
import type { Db } from '../../db/client';
import { rowsOf } from '../athlete/athlete-data';

/**
 * Where the user stands with the current consent; it runs before every health-data write. The latest
 * consent row is read along the index on (user_id, given_at desc): one row, one probe.
 */
export async function readConsentStatus(db: Db, userId: string): Promise<ConsentStatus> {
  const [latest] = rowsOf<{ version: string; withdrawnAt: Date | null }>(
    await db.execute(sql`SELECT version, withdrawn_at AS "withdrawnAt" FROM consents
      WHERE user_id = ${userId} ORDER BY given_at DESC LIMIT 1`),
  );
  return consentStatus(latest);
}
