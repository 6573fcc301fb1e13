/** The about page. */

export const about = {
  version: (version: string) => `Version ${version}`,
  whatIs: (app: string) => `Was ist ${app}?`,
  purpose: (app: string) =>
    `${app} hilft dir herauszufinden, welche Emotionen in welcher Stärke deine besten Leistungen tragen. Grundlage ist das IZOF-Modell von Yuri Hanin: Jede Athletin und jeder Athlet hat eigene Zonen optimaler Funktion.`,
  use: 'Du protokollierst Training und Wettkampf, erkennst Muster in deinen Trends und nutzt Werkzeuge und deine Tunnel-Routine, um vor dem Start in deine Zone zu kommen.',
  privacy: 'Datenschutz',
  healthData:
    'Deine Einträge sind Gesundheitsdaten im Sinne der DSGVO (Art. 9). Sie gehören dir: Nur du siehst sie, außer du teilst sie ausdrücklich mit deinem Trainer.',
  storage:
    'Deine Daten liegen auf dem Server, der diese App betreibt, und werden nicht an Dritte weitergegeben. Du kannst sie jederzeit exportieren oder dein Konto mit allen Daten löschen.',
} as const;
