import { describe, expect, it } from 'vitest';
import { coachScreens } from './messages-de/coach';
import { coachRecommendations } from './messages-de/coach-recommendations';
import { settings } from './messages-de/settings';
import { ROUTES } from './routes';

/** The English words the coach's screens used to show; none may come back (german-labels.md). */
const ENGLISH = /\b(Athletes?|Settings|Inbox|Profile|Messages|Account|Feed)\b/;

/** Every string a catalogue group holds, functions called with a sample name. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return strings(value('Anna', 'Anna'));
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe("the coach's words", () => {
  it('labels and titles of the coach routes are German', () => {
    const coachRoutes = Object.values(ROUTES).filter((r) => r.layout === 'coach');
    expect(coachRoutes.length).toBeGreaterThan(3);
    for (const route of coachRoutes) {
      for (const text of strings([
        'nav' in route ? route.nav : '',
        'title' in route ? route.title : '',
      ])) {
        expect(text).not.toMatch(ENGLISH);
      }
    }
  });

  it("the coach's catalogue holds none of the old English words", () => {
    for (const text of [...strings(coachScreens), ...strings(coachRecommendations)]) {
      expect(text).not.toMatch(ENGLISH);
    }
  });

  it('the account texts speak to a coach as a coach', () => {
    for (const text of [settings.deleteAccount.lead.coach, settings.avatar.hint.coach]) {
      expect(text).not.toMatch(/Dein(em)? Trainer|Protokoll|Performance-Cocktail/);
    }
  });
});
