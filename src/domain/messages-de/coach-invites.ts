import { APP_NAME } from '../app-info';
import { INVITE_MAIL_MAX_ADDRESSES, INVITE_MAILS_PER_DAY, INVITE_MAX_USES } from '../coach';

/** The coach's team invites (link, QR code, mail) and the page an invite link opens. */
export const coachInvites = {
  title: 'Team-Einladung',
  lead: 'Erstelle einen Link mit QR-Code für dein Team. Wer ihn öffnet, registriert sich, wählt, was du sehen darfst, und ist dann mit dir verbunden. Der Code im Link lässt sich auch von Hand eingeben.',
  validDays: 'Gültig für',
  validDaysOption: (days: number) => (days === 1 ? '1 Tag' : `${days} Tage`),
  maxUses: 'Höchstens so viele Athlet:innen',
  maxUsesHint: `1 bis ${INVITE_MAX_USES}; leer lassen für keine Grenze`,
  create: 'Einladung erstellen',
  created: 'Einladung zum Teilen',
  link: 'Einladungslink',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert',
  qrLabel: (code: string) => `QR-Code der Einladung ${code}`,
  usesOf: (uses: number, max: number | null) =>
    max === null ? `${uses}-mal genutzt, ohne Grenze` : `${uses} von ${max} Plätzen genutzt`,
  usesLeft: (left: number) => (left === 1 ? 'noch 1 Platz frei' : `noch ${left} Plätze frei`),
  showQr: 'Link und QR-Code zeigen',
  showQrLabel: (code: string) => `Link und QR-Code der Einladung ${code} zeigen`,
  mail: {
    title: 'Per E-Mail einladen',
    addresses: 'E-Mail-Adressen',
    addressesHint: `Eine Adresse pro Zeile oder durch Komma getrennt, höchstens ${INVITE_MAIL_MAX_ADDRESSES} auf einmal und ${INVITE_MAILS_PER_DAY} am Tag.`,
    counter: (n: number) => `${n} von ${INVITE_MAIL_MAX_ADDRESSES} Adressen`,
    tooMany: `Höchstens ${INVITE_MAIL_MAX_ADDRESSES} Adressen auf einmal`,
    /** By its place in the list: the address itself may be anything, and is not repeated. */
    invalidAddress: (place: number) => `Die ${place}. Adresse ist keine gültige E-Mail-Adresse.`,
    none: 'Bitte mindestens eine E-Mail-Adresse eingeben',
    send: 'Einladung senden',
    sent: (n: number) => (n === 1 ? '1 Einladung verschickt' : `${n} Einladungen verschickt`),
    dailyLimit: `Heute sind keine weiteren Einladungen möglich (höchstens ${INVITE_MAILS_PER_DAY} am Tag).`,
    dailyLeft: (n: number) => `Heute noch ${n} Einladungen möglich.`,
    subject: (coachName: string) => `${coachName} lädt dich zu ${APP_NAME} ein`,
    greeting: 'Hallo,',
    body: (coachName: string, club: string | null) =>
      `${coachName}${club ? ` (${club})` : ''} lädt dich ein, dich in ${APP_NAME} zu verbinden. Dort hältst du fest, wie du dich vor und nach Training und Wettkampf fühlst – und entscheidest selbst, was dein Trainer davon sieht.`,
    action: 'Einladung öffnen',
    codeLine: (code: string) => `Oder gib in der App diesen Code ein: ${code}`,
    validUntil: (date: string) => `Die Einladung gilt bis ${date}.`,
    ignore: 'Wenn du diese Person nicht kennst, kannst du diese E-Mail ignorieren.',
  },
  page: {
    title: 'Einladung',
    heading: 'Einladung von deinem Trainer',
    signedOut:
      'Du wurdest eingeladen, dich mit deinem Trainer zu verbinden. Erstelle ein Konto als Athlet:in oder melde dich an; danach wählst du, was dein Trainer sehen darf.',
    register: 'Konto erstellen',
    login: 'Ich habe schon ein Konto',
    unverified: 'Bitte bestätige zuerst deine E-Mail-Adresse. Danach geht es hier weiter.',
    toVerify: 'Zur Bestätigung',
    consent:
      'Bevor du dich verbindest: Dein Trainer sieht nur etwas von dir, wenn du in die Verarbeitung deiner Gesundheitsdaten einwilligst. Lies die Einwilligung und entscheide.',
    coach:
      'Diese Einladung ist für Athlet:innen. Als Trainer kannst du dich damit nicht verbinden – gib den Link an dein Team weiter.',
    invalid:
      'Diese Einladung gilt nicht mehr – abgelaufen, aufgebraucht oder zurückgezogen. Bitte deinen Trainer um eine neue.',
    linked: (coachName: string) => `Du bist jetzt mit ${coachName} verbunden.`,
    already: 'Du bist bereits mit diesem Trainer verbunden.',
    continue: 'Weiter',
  },
} as const;
