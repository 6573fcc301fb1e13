import { pageTitles } from './app';

/** The steps of the introduction wizard, beyond the titles the navigation shows (app.ts). */

import type { EmotionGroup } from '../emotions';
import type { SportLevel } from '../schemas/athlete';
import { plural } from './plural';

export const onboardingSteps = {
  introduction: {
    welcome: pageTitles.welcome,
    lead: (steps: number) =>
      `In ${plural(steps, 'einem kurzen Schritt', `${steps} kurzen Schritten`)} richtest du dein persönliches Emotionsprofil ein. Das dauert etwa drei Minuten.`,
    // What each step of the wizard asks, by its number; the titles are the steps' own (app.ts).
    points: {
      1: 'Name, Sportart und Leistungsniveau, damit Beispiele und Auswertungen zu dir passen.',
      2: 'Du wählst die Gefühle, die bei dir vor und in Wettkämpfen eine Rolle spielen: hilfreiche und hinderliche.',
      3: 'Für jede Emotion legst du fest, in welcher Stärke (0 bis 10) sie dir guttut. Das ist dein Performance-Cocktail.',
      4: 'Verbinde dich mit deinem Trainer und lass dich ans Protokoll erinnern. Beides ist freiwillig.',
    },
    progress: (done: number, total: number) =>
      `Du hast schon ${done} von ${total} Schritten erledigt. Als Nächstes:`,
    continueWith: (step: number) => `Weiter mit Schritt ${step}`,
    restart: 'Von vorne durchgehen',
  },
  profile: {
    lead: 'Erzähl uns kurz, wer du bist und welchen Sport du machst. So passen Beispiele und Auswertungen zu dir.',
    name: 'Name',
    sport: 'Sportart',
    sportHint: 'Wähle aus der Liste oder schreib deine eigene.',
    level: 'Leistungsniveau',
    // Suggestions for the sport field; any other sport may be typed.
    sports: [
      'Leichtathletik',
      'Fußball',
      'Handball',
      'Tennis',
      'Schwimmen',
      'Turnen',
      'Radsport',
      'Triathlon',
      'Basketball',
      'Volleyball',
      'Eishockey',
      'Ski alpin',
      'Judo',
      'Rudern',
      'Golf',
    ],
    levelDescriptions: {
      recreational: 'Sport als Ausgleich, ohne feste Wettkämpfe',
      amateur: 'Regelmäßiges Training und Wettkämpfe im Verein',
      competitive: 'Gezieltes Training für Meisterschaften',
      elite: 'Nationale oder internationale Spitze',
    } satisfies Record<SportLevel, string>,
  },
  emotions: {
    lead: (min: number, max: number) =>
      `Welche Gefühle erlebst du vor und in Training und Wettkampf? Wähle ${min} bis ${max} aus. Nimm auch hinderliche dazu: Wer sie kennt, kann sie steuern.`,
    customDescription: 'Deine eigene Emotion',
    alreadyChosen: (label: string) => `„${label}“ hast du schon gewählt`,
    full: (max: number) => `Du hast schon ${max} Emotionen gewählt. Entferne zuerst eine.`,
    chosen: (n: number, min: number, max: number) => `${n} von ${min}–${max} gewählt`,
    added: (label: string, group: string) => `„${label}“ hinzugefügt (${group})`,
    addTitle: 'Eigene Emotion hinzufügen',
    addLead:
      'Fehlt ein Gefühl, das für dich wichtig ist? Schreib es auf und ordne es einer Gruppe zu.',
    emotion: 'Emotion',
    group: 'Gruppe',
    add: 'Hinzufügen',
  },
  zones: {
    groupQuestion: {
      'P+': 'In welcher Stärke tragen dich diese Gefühle bei guten Leistungen?',
      'N+': 'Wie viel davon macht dich scharf, ohne dich zu blockieren?',
      'P-': 'Bis zu welcher Stärke stören dich diese Gefühle noch nicht?',
      'N-': 'Bis zu welcher Stärke kannst du damit noch gut leisten?',
    } satisfies Record<EmotionGroup, string>,
    // The explanation, split where the screen sets a word in bold.
    zoneBefore: 'Eine',
    zone: 'Zielzone',
    zoneAfter:
      'ist der Bereich auf der Skala von 0 (gar nicht) bis 10 (maximal), in dem eine Emotion bei deinen besten Leistungen lag. Nach Hanins IZOF-Modell hat jede Sportlerin und jeder Sportler eigene Zonen: Dem einen hilft starke Nervosität, die andere bremst sie.',
    cocktailBefore:
      'Denk an zwei, drei deiner besten Wettkämpfe und stell für jede Emotion ein, wie stark sie da war. Zusammen ergeben die Zonen deinen ersten',
    cocktail: 'Performance-Cocktail',
    cocktailAfter: '. Du kannst ihn jederzeit anpassen.',
  },
  finish: {
    lead: 'Beides ist freiwillig. Du kannst es jetzt einrichten oder später in den Einstellungen.',
    atLeastOneDay: 'Wähle mindestens einen Tag',
    coach: 'Trainer',
    linkedWith: (coach: string) => `Du bist jetzt mit ${coach} verbunden.`,
    anotherCode: 'Weiterer Einladungscode (optional)',
    code: 'Einladungscode (optional)',
    codeHint:
      'Hast du einen Einladungscode deines Trainers? Du kannst ihn auch später in den Einstellungen eingeben.',
    reminders: 'Erinnerungen',
    remind: 'An das Protokoll erinnern',
    remindLead:
      'Wir schicken dir an den gewählten Tagen eine E-Mail, damit du dein Training festhältst.',
    weekdays: 'Wochentage',
    time: 'Uhrzeit',
  },
} as const;
