import { randomUUID } from 'node:crypto';
import { dayFromToday } from '../src/domain/calendar-day';
import { expect, type TestUser, test } from './fixtures';
import { callFunction, linkByCode } from './support/api';
import { checkLooks } from './support/axe';
import { heading, toast } from './support/helpers';

const BADGE = 'von deinem Trainer empfohlen';

/**
 * Clara coaches Mia through a typed code; Mia shares her competition entries, and so the name and
 * day of her coming competitions, nothing else.
 */
async function linkedPair(
  appServer: Parameters<typeof callFunction>[0],
  insertNewUser: (opts: {
    accountType?: 'coach';
    onboarded?: boolean;
    name: string;
  }) => Promise<TestUser>,
) {
  const coach = await insertNewUser({ accountType: 'coach', name: 'Clara Trainerin' });
  const athlete = await insertNewUser({ onboarded: true, name: 'Mia Sprinterin' });
  await linkByCode(appServer, coach, athlete, {
    trends: false,
    cocktail: false,
    entryTypes: ['competition'],
  });
  return { coach, athlete };
}

test('a coach recommends a technique and a routine before a competition; the athlete answers', async ({
  page,
  appServer,
  insertNewUser,
  login,
}, testInfo) => {
  test.slow();
  const { coach, athlete } = await linkedPair(appServer, insertNewUser);
  await callFunction(
    appServer,
    'saveCompetition',
    {
      id: randomUUID(),
      name: 'Hallen-DM',
      date: dayFromToday(10),
      startTime: '10:00',
      importance: 5,
      place: 'Dortmund',
    },
    athlete.token,
  );

  // The coach, on the athlete's page.
  await login(page, coach);
  await page.goto(`/coach/athletes/${athlete.id}`);
  await expect(heading(page, 'Mia Sprinterin')).toBeVisible();
  const section = page.getByRole('region', { name: 'Technik oder Routine empfehlen' });
  await expect(
    section.getByText('nur Name und Datum der kommenden, solange die Wettkampf-Einträge'),
  ).toBeVisible();
  const competition = section.getByRole('combobox', { name: 'Vor einem Wettkampf (optional)' });
  // Name and day only: the place stays hers.
  await expect(competition.getByRole('option', { name: /Hallen-DM/ })).toHaveCount(1);
  await expect(section.getByText('Dortmund')).toHaveCount(0);

  await section
    .getByRole('combobox', { name: 'Technik' })
    .selectOption({ label: 'Box-Atmung (4-4-4-4)' });
  await competition.selectOption({ index: 1 });
  await section.getByLabel('Ein paar Worte dazu (optional)').fill('Vor dem Vorlauf, ganz ruhig.');
  await expect(section.getByText('0 von höchstens 10 offenen Empfehlungen')).toBeVisible();
  await section.getByRole('button', { name: 'Empfehlung senden' }).click();
  await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(section.getByText('1 von höchstens 10 offenen Empfehlungen')).toBeVisible();

  await section.getByRole('radio', { name: 'Routine' }).check();
  await section
    .getByRole('combobox', { name: 'Mit einer Vorlage beginnen' })
    .selectOption({ label: 'Kurz vor dem Start (3 Minuten)' });
  await expect(section.getByLabel('Name der Routine')).toHaveValue(
    'Kurz vor dem Start (3 Minuten)',
  );
  await expect(section.getByText('4 von höchstens 20 Schritten')).toBeVisible();
  await competition.selectOption({ index: 1 });
  await checkLooks(page, testInfo, 'coach-recommend');
  await section.getByRole('button', { name: 'Empfehlung senden' }).click();
  await expect(toast(page, 'Erfolgreich gespeichert').last()).toBeVisible();
  const sent = section.getByRole('listitem').filter({ hasText: 'Hallen-DM' });
  await expect(sent).toHaveCount(2);
  await expect(sent.filter({ hasText: 'Offen' })).toHaveCount(2);

  // The athlete: the technique in the toolbox, the routine on the routine screen.
  await page.context().clearCookies();
  await login(page, athlete);
  await page.goto('/toolbox');
  const recommended = page.getByRole('region', { name: 'Empfehlungen deines Trainers' });
  const technique = recommended.getByRole('article', { name: 'Box-Atmung (4-4-4-4)' });
  await expect(technique.getByText(BADGE)).toBeVisible();
  await expect(technique.getByText('Von Clara Trainerin · Vor „Hallen-DM“')).toBeVisible();
  await expect(technique.getByText('Vor dem Vorlauf, ganz ruhig.')).toBeVisible();
  await checkLooks(page, testInfo, 'toolbox-recommended');
  await technique.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(recommended).toHaveCount(0);

  await page.goto('/tunnel-routine');
  const routine = page
    .getByRole('region', { name: 'Empfehlungen deines Trainers' })
    .getByRole('article', { name: 'Kurz vor dem Start (3 Minuten)' });
  await expect(routine.getByText(BADGE)).toBeVisible();
  await expect(routine.getByText('4 Schritte')).toBeVisible();
  await checkLooks(page, testInfo, 'routine-recommended');
  await routine.getByRole('button', { name: 'Als Routine übernehmen' }).click();
  await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(routine.getByText('Übernommen')).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Routine', exact: true }).getByRole('option', {
      name: 'Kurz vor dem Start (3 Minuten)',
    }),
  ).toHaveCount(1);

  // The coach sees the answers.
  await page.context().clearCookies();
  await login(page, coach);
  await page.goto(`/coach/athletes/${athlete.id}`);
  await expect(section.getByRole('listitem').filter({ hasText: 'Übernommen' })).toHaveCount(1);
  await expect(section.getByRole('listitem').filter({ hasText: 'Verworfen' })).toHaveCount(1);
});

test('a coach withdraws a recommendation; the athlete no longer sees it, what she took stays', async ({
  page,
  appServer,
  insertNewUser,
  login,
}, testInfo) => {
  test.slow();
  const { coach, athlete } = await linkedPair(appServer, insertNewUser);
  const common = { athleteId: athlete.id, competitionId: null, note: null };
  await callFunction(
    appServer,
    'recommendToAthlete',
    { ...common, id: randomUUID(), kind: 'technique', techniqueId: 'box-atmung' },
    coach.token,
  );
  const routineId = randomUUID();
  await callFunction(
    appServer,
    'recommendToAthlete',
    {
      ...common,
      id: routineId,
      kind: 'routine',
      name: 'Vor dem Finale',
      steps: [{ id: randomUUID(), title: 'Ankommen', durationSeconds: 60 }],
    },
    coach.token,
  );
  await callFunction(
    appServer,
    'answerRecommendation',
    { id: routineId, answer: 'take', routineId: randomUUID() },
    athlete.token,
  );

  await login(page, coach);
  await page.goto(`/coach/athletes/${athlete.id}`);
  const section = page.getByRole('region', { name: 'Technik oder Routine empfehlen' });
  const sent = section.getByRole('listitem');
  const technique = sent.filter({ hasText: 'Box-Atmung' });
  const routine = sent.filter({ hasText: 'Vor dem Finale' });
  const dialog = page.getByRole('dialog', { name: 'Empfehlung zurückziehen?' });

  // Asked once, then withdrawn: marked so, and no longer counted as open.
  await technique
    .getByRole('button', { name: 'Empfehlung „Box-Atmung (4-4-4-4)“ zurückziehen' })
    .click();
  await expect(dialog).toContainText('Mia Sprinterin sieht „Box-Atmung (4-4-4-4)“');
  await checkLooks(page, testInfo, 'coach-recommend-withdraw-dialog');
  await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
  await expect(technique).toContainText('Zurückgezogen');
  await expect(technique.getByRole('button')).toHaveCount(0);
  await expect(section.getByText('0 von höchstens 10 offenen Empfehlungen')).toBeVisible();

  // Offline, the coach is told, and the recommendation stands.
  await page.context().setOffline(true);
  await routine.getByRole('button', { name: /zurückziehen/ }).click();
  await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(toast(page, 'Fehler beim Speichern')).toBeVisible();
  await expect(toast(page, /Netzwerkfehler/)).toBeVisible();
  await expect(routine).toContainText('Übernommen');
  await page.context().setOffline(false);
  await routine.getByRole('button', { name: /zurückziehen/ }).click();
  await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(routine).toContainText('Zurückgezogen');
  await checkLooks(page, testInfo, 'coach-recommend-withdrawn');

  // The athlete: no recommendation left, and the routine she took is still hers.
  await page.context().clearCookies();
  await login(page, athlete);
  await page.goto('/tunnel-routine');
  await expect(
    page.getByRole('combobox', { name: 'Routine', exact: true }).getByRole('option', {
      name: 'Vor dem Finale',
    }),
  ).toHaveCount(1);
  // Her recommendations are asked for beside the routine: only an answered list says nothing.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(BADGE)).toHaveCount(0);
  await page.goto('/toolbox');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(BADGE)).toHaveCount(0);
});
