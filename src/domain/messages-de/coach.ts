/** The coach's own screens: invite codes, profile, portal, athletes and inbox. */

import type { InviteCodeState } from '../api-coach';

export const coachScreens = {
  inviteCodes: {
    states: {
      active: 'Aktiv',
      expired: 'Abgelaufen',
      revoked: 'Widerrufen',
    } satisfies Record<InviteCodeState, string>,
    copied: 'Code kopiert',
    copyFailed: 'Kopieren nicht möglich',
    copyYourself: 'Bitte markiere den Code und kopiere ihn selbst.',
    newCode: 'Neuer Einladungscode',
    validUntil: 'gültig bis',
    copy: 'Code kopieren',
    createdOn: (date: string) => `Erstellt am ${date}`,
    revokedOn: (date: string) => `widerrufen am ${date}`,
    validUntilDate: (date: string) => `gültig bis ${date}`,
    unused: 'Noch nicht verwendet',
    usedBy: (names: string) => `Verwendet von: ${names}`,
    revokeLabel: (code: string) => `Code ${code} widerrufen`,
    revoke: 'Widerrufen',
    title: 'Einladungscodes',
    lead: 'Gib deinen Athlet:innen einen Code; damit verbinden sie sich mit dir. Ein Code gilt für das ganze Team.',
    create: 'Neuen Code erstellen',
    yours: 'Deine Codes',
    none: 'Noch keine Codes erstellt.',
    revokeTitle: 'Code widerrufen?',
    revokeText: (code: string) =>
      `Mit dem Code ${code} kann sich danach niemand mehr verbinden. Bestehende Verbindungen bleiben erhalten.`,
  },
  settingsSubtitle: 'Einladungscodes und dein Trainerprofil',
  profile: {
    title: 'Profil',
    name: 'Name',
    club: 'Verein / Team',
    clubHint: 'Sehen deine Athlet:innen, wenn sie deinen Code eingeben.',
    notify: 'E-Mail bei neu geteilten Einträgen',
    notifyHint: 'Du bekommst eine E-Mail, wenn jemand einen Eintrag mit dir teilt.',
    account: 'Konto, Bild und Sicherheit',
    accountHint: 'Profilbild, Darstellung und Passwort',
  },
  reply: {
    label: 'Feedback geben',
    placeholder: (athlete: string) => `Deine Rückmeldung an ${athlete}`,
    count: (n: number, max: number) => `${n} / ${max} Zeichen`,
    send: 'Feedback senden',
  },
  inbox: {
    allRead: 'Alles gelesen.',
    subtitle: 'Geteilte Einträge und Nachrichten deiner Athlet:innen',
    empty: 'Noch keine Nachrichten',
    emptyLead:
      'Sobald eine Athletin oder ein Athlet einen Eintrag mit dir teilt oder dir schreibt, erscheint es hier.',
    items: 'Inbox-Einträge',
  },
} as const;
