/** The conversation on a shared entry, on both sides, and how each side hears of new messages. */

import type { FeedbackMail } from '../contracts/coach-feedback';
import { plural } from './plural';

export const coachFeedback = {
  /** The coach writes after the link ended: nothing is stored or sent. */
  linkEnded: 'Die Verbindung ist beendet. Du kannst keine Nachrichten mehr senden.',
  conversation: 'Unterhaltung',
  conversationWith: (coach: string) => `Unterhaltung mit ${coach}`,
  you: 'Du',
  read: (time: string) => `Gelesen ${time}`,
  sent: 'Gesendet',
  noMessages: 'Noch keine Nachrichten zu diesem Eintrag.',
  writeLabel: (coach: string) => `Nachricht an ${coach}`,
  send: 'Senden',
  closed:
    'Diese Unterhaltung ist beendet: der Eintrag ist nicht mehr geteilt oder die Verbindung ist beendet.',
  // Dashboard card
  listTitle: 'Nachrichten deiner Trainer',
  listEmpty: 'Noch keine Unterhaltungen.',
  unread: (n: number) => `${n} ${plural(n, 'ungelesene Nachricht', 'ungelesene Nachrichten')}`,
  entryOf: (date: string) => `Eintrag vom ${date}`,
  open: 'Öffnen',
  // Coach inbox card
  emotions: 'Emotionen und Zielzonen',
  noZone: 'ohne Zielzone',
  // Settings
  settingsTitle: 'Neue Nachrichten',
  settingsLead:
    'Wenn dir jemand zu einem geteilten Eintrag schreibt. Die E-Mail nennt nur das Datum des Eintrags, nie den Inhalt.',
  mailLabel: 'Per E-Mail',
  save: 'Benachrichtigungen speichern',
  mail: {
    instant: 'Bei jeder neuen Nachricht',
    daily: 'Einmal täglich als Zusammenfassung',
    off: 'Keine E-Mail',
  } satisfies Record<FeedbackMail, string>,
  pushLabel: 'Push-Mitteilung auf Geräten, auf denen du Push eingeschaltet hast',
  // Notifications: the entry's date only, never its title, emotions or the message.
  noticeTitle: 'Neue Nachricht',
  toAthlete: (date: string) => `Neue Nachricht zu deinem Eintrag vom ${date}`,
  toCoach: (athlete: string, date: string) =>
    `Neue Nachricht von ${athlete} zu einem Eintrag vom ${date}`,
  sharedTitle: 'Neuer geteilter Eintrag',
  sharedToCoach: (athlete: string, date: string) =>
    `${athlete} hat einen Eintrag vom ${date} mit dir geteilt`,
  digestSubject: (n: number) => `${n} ${plural(n, 'neue Nachricht', 'neue Nachrichten')}`,
  digestLine: (from: string, date: string) => `${from}: zu dem Eintrag vom ${date}`,
};
