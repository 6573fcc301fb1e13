import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/harness';

const OPERATOR = {
  OPERATOR_NAME: 'TSV Musterstadt e. V.',
  OPERATOR_ADDRESS: 'Sportplatzweg 1\n12345 Musterstadt',
  OPERATOR_EMAIL: 'vorstand@tsv-musterstadt.example',
  OPERATOR_PHONE: '+49 30 1234567',
  OPERATOR_REPRESENTATIVE: 'Vorstand: Anna Beispiel',
  PRIVACY_CONTACT: 'Ben Beispiel, datenschutz@tsv-musterstadt.example',
  SUPERVISORY_AUTHORITY: 'Die Landesbeauftragte für den Datenschutz',
};

let bare: TestServer;
let filled: TestServer;
beforeAll(async () => {
  [bare, filled] = await Promise.all([startTestServer(), startTestServer(OPERATOR)]);
});
afterAll(async () => {
  await Promise.all([bare?.close(), filled?.close()]);
});

describe('getOperator', () => {
  it('answers null while the operator has not filled in the details, to anyone', async () => {
    const r = await bare.call('getOperator', null);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ result: null });
  });

  it('answers the details from the settings, signed out and signed in alike', async () => {
    const expected = {
      name: 'TSV Musterstadt e. V.',
      address: 'Sportplatzweg 1\n12345 Musterstadt',
      email: 'vorstand@tsv-musterstadt.example',
      phone: '+49 30 1234567',
      representative: 'Vorstand: Anna Beispiel',
      privacyContact: 'Ben Beispiel, datenschutz@tsv-musterstadt.example',
      supervisoryAuthority: 'Die Landesbeauftragte für den Datenschutz',
    };
    expect((await filled.call('getOperator', null)).body.result).toEqual(expected);
    const coach = await filled.createCoach();
    expect(await filled.ok('getOperator', null, coach.token)).toEqual(expected);
  });
});

describe('mail footer', () => {
  it('ends every mail the server sends with absolute links to both pages', async () => {
    const user = await bare.createUser();
    // Without SMTP_URL mail goes to the development outbox, through the same mailer as over SMTP.
    const [mail] = await bare.db.select().from(devOutbox).where(eq(devOutbox.to, user.email));
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain('http://localhost:3000/datenschutz');
      expect(part).toContain('http://localhost:3000/impressum');
    }
  });
});
