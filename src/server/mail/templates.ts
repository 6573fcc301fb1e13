import { APP_NAME } from '../../domain/app-info';
import { de } from '../../domain/messages';
import { paths } from '../../domain/routes';

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px;color:#0f172a">
<p style="font-weight:700;color:#0f766e;margin:0 0 16px">${APP_NAME}</p>${body}</div></body></html>`;
}

/**
 * Ends a mail with absolute links to the privacy policy and the legal notice, in its text and its
 * HTML (after the card that `layout` draws). The mailer adds it to every mail it sends, so no
 * template can go out without it.
 */
export function withFooter<M extends { text: string; html?: string }>(mail: M, baseUrl: string): M {
  const privacy = `${baseUrl}${paths.privacy}`;
  const notice = `${baseUrl}${paths.legalNotice}`;
  const { footer, privacyTitle, noticeTitle } = de.legal;
  const text = `${mail.text}\n\n-- \n${footer(APP_NAME)}\n${privacyTitle}: ${privacy}\n${noticeTitle}: ${notice}\n`;
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#475569">${escapeHtml(label)}</a>`;
  const htmlFooter = `<p style="max-width:520px;margin:16px auto 0;font-size:12px;color:#475569;text-align:center">${escapeHtml(footer(APP_NAME))}<br>${link(privacy, privacyTitle)} · ${link(notice, noticeTitle)}</p>`;
  const html = mail.html?.replace('</body>', () => `${htmlFooter}</body>`);
  return { ...mail, text, ...(html === undefined ? {} : { html }) };
}

export function verificationMail(name: string, url: string) {
  const subject = 'Bitte bestätige deine E-Mail-Adresse';
  const text = `Hallo ${name},\n\nbitte bestätige deine E-Mail-Adresse für ${APP_NAME} mit diesem Link:\n${url}\n\nWenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.`;
  const html = layout(
    subject,
    `<p>Hallo ${escapeHtml(name)},</p><p>bitte bestätige deine E-Mail-Adresse für ${APP_NAME}.</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">E-Mail-Adresse bestätigen</a></p>
<p style="font-size:13px;color:#475569">Oder öffne diesen Link: ${escapeHtml(url)}</p>
<p style="font-size:13px;color:#475569">Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.</p>`,
  );
  return { subject, text, html };
}

/**
 * The reminder, with the unsubscribe link also in the header fields mail programs show as their own
 * button (RFC 2369), and the one-click POST of RFC 8058 that a provider sends without the user.
 */
export function reminderMail(name: string, protocolUrl: string, unsubscribeUrl: string) {
  const subject = 'Zeit für deinen Protokolleintrag';
  const text = `Hallo ${name},\n\nwie lief dein Training oder Wettkampf heute? Halte fest, wie du dich gefühlt hast und wie deine Leistung war – so lernst du deine Zone kennen:\n${protocolUrl}\n\nDu bekommst diese Erinnerung, weil du sie in ${APP_NAME} eingeschaltet hast. Erinnerungen abbestellen:\n${unsubscribeUrl}`;
  const html = layout(
    subject,
    `<p>Hallo ${escapeHtml(name)},</p><p>wie lief dein Training oder Wettkampf heute? Halte fest, wie du dich gefühlt hast und wie deine Leistung war – so lernst du deine Zone kennen.</p>
<p><a href="${escapeHtml(protocolUrl)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Eintrag anlegen</a></p>
<p style="font-size:13px;color:#475569">Du bekommst diese Erinnerung, weil du sie in ${APP_NAME} eingeschaltet hast. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#475569">Erinnerungen abbestellen</a></p>`,
  );
  const headers = {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { subject, text, html, headers };
}

/**
 * Tells a coach that an athlete shared an entry. Deliberately without the entry itself: health data
 * stays in the app, behind the coach's sign-in.
 */
function button(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#475569">Oder öffne diesen Link: ${escapeHtml(url)}</p>`;
}

/** The forgot-password link; `validMinutes` is how long the token lives on the server. */
export function passwordResetMail(name: string, url: string, validMinutes: number) {
  const subject = `Dein neues Passwort für ${APP_NAME}`;
  const text = `Hallo ${name},\n\njemand (hoffentlich du) möchte das Passwort deines Kontos bei ${APP_NAME} neu setzen. Mit diesem Link setzt du ein neues Passwort:\n${url}\n\nDer Link ist ${validMinutes} Minuten gültig und funktioniert nur einmal. Danach sind alle Geräte abgemeldet.\n\nWenn du das nicht warst, kannst du diese E-Mail ignorieren; dein Passwort bleibt, wie es ist.`;
  const html = layout(
    subject,
    `<p>Hallo ${escapeHtml(name)},</p><p>jemand (hoffentlich du) möchte das Passwort deines Kontos bei ${APP_NAME} neu setzen.</p>
${button(url, 'Neues Passwort setzen')}
<p style="font-size:13px;color:#475569">Der Link ist ${validMinutes} Minuten gültig und funktioniert nur einmal. Danach sind alle Geräte abgemeldet.</p>
<p style="font-size:13px;color:#475569">Wenn du das nicht warst, kannst du diese E-Mail ignorieren; dein Passwort bleibt, wie es ist.</p>`,
  );
  return { subject, text, html };
}

/** Sent to the new address of an e-mail change: the change takes effect when the link is opened. */
export function emailChangeMail(name: string, newEmail: string, url: string) {
  const subject = 'Bitte bestätige deine neue E-Mail-Adresse';
  const text = `Hallo ${name},\n\ndu möchtest die E-Mail-Adresse deines Kontos bei ${APP_NAME} auf ${newEmail} ändern. Bestätige die neue Adresse mit diesem Link:\n${url}\n\nBis dahin gilt deine bisherige Adresse. Wenn du das nicht warst, kannst du diese E-Mail ignorieren.`;
  const html = layout(
    subject,
    `<p>Hallo ${escapeHtml(name)},</p><p>du möchtest die E-Mail-Adresse deines Kontos bei ${APP_NAME} auf ${escapeHtml(newEmail)} ändern.</p>
${button(url, 'Neue Adresse bestätigen')}
<p style="font-size:13px;color:#475569">Bis dahin gilt deine bisherige Adresse. Wenn du das nicht warst, kannst du diese E-Mail ignorieren.</p>`,
  );
  return { subject, text, html };
}

/** A routine's reminder before its competition; `when` is the competition's day (and time) in words. */
export function competitionReminderMail(
  name: string,
  routineName: string,
  competitionName: string,
  when: string,
  routineUrl: string,
) {
  const m = de.competitions.mail;
  const subject = m.subject(competitionName);
  const text = `${m.greeting(name)}\n\n${m.body(routineName, competitionName, when)}\n${routineUrl}\n\n${m.footer}`;
  const html = layout(
    subject,
    `<p>${escapeHtml(m.greeting(name))}</p><p>${escapeHtml(m.body(routineName, competitionName, when))}</p>
<p><a href="${escapeHtml(routineUrl)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(m.action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(m.footer)}</p>`,
  );
  return { subject, text, html };
}

/** A coach's team invite to someone not yet in the app: the link, and the code for typing it. */
export function inviteMail(
  coachName: string,
  club: string | null,
  url: string,
  code: string,
  validUntil: string,
) {
  const m = de.coachInvites.mail;
  const subject = m.subject(coachName);
  const body = m.body(coachName, club);
  const text = `${m.greeting}\n\n${body}\n\n${m.action}:\n${url}\n\n${m.codeLine(code)}\n${m.validUntil(validUntil)}\n\n${m.ignore}`;
  const html = layout(
    subject,
    `<p>${escapeHtml(m.greeting)}</p><p>${escapeHtml(body)}</p>
${button(url, m.action)}
<p>${escapeHtml(m.codeLine(code))}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(m.validUntil(validUntil))} ${escapeHtml(m.ignore)}</p>`,
  );
  return { subject, text, html };
}
