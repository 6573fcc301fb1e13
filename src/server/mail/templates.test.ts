import { describe, expect, it } from 'vitest';
import * as templates from './templates';
import {
  competitionReminderMail,
  emailChangeMail,
  inviteMail,
  passwordResetMail,
  reminderMail,
  verificationMail,
  withFooter,
} from './templates';

const BASE = 'https://leistungszone.verein.example';

/** Every template of templates.ts, with made-up arguments. */
const MAILS = {
  verificationMail: verificationMail('Anna', `${BASE}/api/auth/verify-email?token=t`),
  reminderMail: reminderMail('Anna', `${BASE}/protocol/context`, `${BASE}/api/reminders/x`),
  passwordResetMail: passwordResetMail('Anna', `${BASE}/reset-password?token=t`, 60),
  emailChangeMail: emailChangeMail('Anna', 'neu@example.de', `${BASE}/api/auth/verify?token=t`),
  competitionReminderMail: competitionReminderMail(
    'Anna',
    'Vor dem Start',
    'Stadtmeisterschaft',
    'morgen, 10:00',
    `${BASE}/tunnel-routine?routine=r`,
  ),
  inviteMail: inviteMail('Clara', 'TV Nord', `${BASE}/invite/ACDE-FGHJ`, 'ACDE-FGHJ', '1. Mai'),
};

describe('mail footer', () => {
  it('covers every template of templates.ts', () => {
    const all = Object.keys(templates).filter((name) => name.endsWith('Mail'));
    expect(all.sort()).toEqual(Object.keys(MAILS).sort());
  });

  it.each(Object.entries(MAILS))(
    '%s ends with absolute links to the privacy policy and the legal notice',
    (_name, mail) => {
      const footed = withFooter(mail, BASE);
      for (const part of [footed.text, footed.html]) {
        expect(part).toContain(`${BASE}/datenschutz`);
        expect(part).toContain(`${BASE}/impressum`);
      }
      expect(footed.text).toMatch(
        /Datenschutzerklärung: \S+\/datenschutz\nImpressum: \S+\/impressum\n$/,
      );
      expect(footed.html).toContain(`<a href="${BASE}/impressum"`);
      // Inside the document, after the mail's own content, which stays as it was.
      expect(footed.html).toMatch(/<\/a><\/p><\/body><\/html>$/);
      expect(footed.text.startsWith(mail.text)).toBe(true);
      expect(footed.subject).toBe(mail.subject);
      // The mail's own first link stays the first: mail programs and tests open that one.
      expect(footed.text.match(/https?:\/\/\S+/)?.[0]).toBe(mail.text.match(/https?:\/\/\S+/)?.[0]);
    },
  );

  it('keeps the header fields and leaves a text-only mail without HTML', () => {
    expect(withFooter(MAILS.reminderMail, BASE).headers).toEqual(MAILS.reminderMail.headers);
    expect(withFooter({ text: 'Hallo' }, BASE)).toEqual({
      text: expect.stringContaining(`${BASE}/datenschutz`),
    });
  });
});
