/** The performance cocktail. */

export const performanceCocktail = {
  title: 'Performance-Cocktail',
  create: 'Cocktail erstellen',
  edit: 'Cocktail bearbeiten',
  emotions: 'Emotionen',
  currentState: 'Aktueller Zustand',
  targetState: 'Zielzustand',
} as const;
