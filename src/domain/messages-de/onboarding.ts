/** The introduction wizard. */

export const onboarding = {
  introduction: 'Einführung',
  step: (n: number, total: number) => `Schritt ${n} von ${total}`,
  step1: 'Dein Profil',
  step2: 'Deine Emotionen',
  step3: 'Deine Zielzonen',
  step4: 'Trainer und Erinnerungen',
  getStarted: "Los geht's",
  skipForNow: 'Später erledigen',
  finish: 'Abschließen',
} as const;
