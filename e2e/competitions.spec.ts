import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { checkLooks } from './support/axe';
import { callApi, heading, setSlider, toast } from './support/helpers';

/** The day `days` from today in the test calendar (playwright.config's Europe/Berlin). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Berlin',
  });
}

test.describe('competitions', () => {
  test('a competition is added, an entry linked to it shows its tag, routines link to it', async ({
    page,
    insertNewUser,
    login,
  }) => {
    test.slow();
    const user = await insertNewUser({ accountType: 'athlete', verified: true, onboarded: true });
    await login(page, user);
    await callApi(page, 'saveCompetition', {
      id: randomUUID(),
      name: 'Hallenmeeting',
      date: dayFromToday(-20),
      startTime: null,
      importance: 2,
      place: null,
    });

    await page.goto('/competitions');
    await expect(heading(page, 'Wettkämpfe')).toBeVisible();
    await expect(page.getByText('Kein anstehender Wettkampf.', { exact: false })).toBeVisible();
    // The past one is folded away.
    const past = page.getByText('Vergangene Wettkämpfe (1)');
    await expect(past).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hallenmeeting' })).toBeHidden();

    // Added with the keyboard.
    await page.getByRole('button', { name: 'Wettkampf hinzufügen' }).click();
    await expect(page.getByRole('heading', { name: 'Neuer Wettkampf' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await page.keyboard.type('Stadtmeisterschaft');
    await page.getByLabel('Datum', { exact: true }).fill(dayFromToday(3));
    await page.getByLabel('Startzeit (optional)').fill('10:00');
    await page
      .getByLabel('Wichtigkeit', { exact: true })
      .selectOption({ label: 'Wichtigkeit 4 von 5' });
    await page.getByLabel('Ort (optional)').fill('Stadion am See');
    await page.getByRole('button', { name: 'Speichern', exact: true }).press('Enter');
    await expect(toast(page, 'Wettkampf gespeichert')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Stadtmeisterschaft' });
    await expect(card).toContainText('In 3 Tagen');
    await expect(card).toContainText('Wichtigkeit 4 von 5 · Stadion am See');
    await past.click();
    await expect(page.getByRole('heading', { name: 'Hallenmeeting' })).toBeVisible();
    await checkLooks(page, test.info(), 'competitions');

    // An entry linked to it in the context step is tagged "before" it.
    await page.goto('/protocol');
    await page.getByRole('button', { name: 'Neuer Eintrag' }).first().click();
    await expect(heading(page, 'Kontext')).toBeVisible();
    await page.getByRole('radio', { name: 'Training', exact: true }).check();
    await page.getByLabel('Titel', { exact: true }).fill('Abschlusstraining');
    await page
      .getByRole('group', { name: 'Wichtigkeit' })
      .getByRole('radio', { name: '3', exact: true })
      .check();
    const link = page.getByLabel('Wettkampf (optional)');
    await expect(link.locator('option')).toHaveText([
      'Kein Wettkampf',
      /^Stadtmeisterschaft · /,
      /^Hallenmeeting · /,
    ]);
    await link.selectOption((await link.locator('option').nth(1).getAttribute('value')) ?? '');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Emotionen')).toBeVisible();
    await setSlider(page.getByRole('slider', { name: 'motiviert', exact: true }), 7);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Leistung')).toBeVisible();
    await setSlider(page.getByRole('slider', { name: 'Selbsteinschätzung', exact: true }), 6);
    await page.getByRole('radio', { name: 'Ja', exact: true }).check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Notizen')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(heading(page, 'Zusammenfassung')).toBeVisible();
    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'Abschlusstraining' });
    await expect(row).toContainText('vor dem Wettkampf: Stadtmeisterschaft');

    // A backdated entry shows when it was written.
    await callApi(page, 'saveEntry', {
      id: randomUUID(),
      occurredAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      type: 'competition',
      title: 'Nachgetragenes Rennen',
      importance: 3,
      place: null,
      competitionId: null,
      emotions: [{ id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 6 }],
      rating: 5,
      goalReached: 'no',
      result: null,
      notes: '',
    });
    await page.reload();
    await page.getByRole('link', { name: 'Nachgetragenes Rennen' }).click();
    await expect(page.getByText(/^nachgetragen am /)).toBeVisible();
    await page.getByRole('link', { name: /Alle Einträge/ }).click();
    await page.getByRole('link', { name: 'Abschlusstraining' }).click();
    await expect(page.getByText('vor dem Wettkampf: Stadtmeisterschaft')).toBeVisible();
    await expect(page.getByText(/^nachgetragen am /)).toHaveCount(0);

    // Several routines: the first keeps its default name, a second is linked with a reminder.
    await page.goto('/tunnel-routine');
    await expect(page.getByLabel('Name der Routine')).toHaveValue('Meine Routine');
    await page.getByRole('button', { name: 'Vorlage verwenden: Klassisch 10 Minuten' }).click();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(toast(page, 'Erfolgreich gespeichert')).toBeVisible();

    await page.getByRole('button', { name: 'Neue Routine' }).click();
    await page.getByLabel('Name der Routine').fill('Kurz vor dem Rennen');
    await page
      .getByRole('button', { name: 'Vorlage verwenden: Kurz vor dem Start (3 Minuten)' })
      .click();
    const routineLink = page.getByLabel('Wettkampf (optional)');
    await routineLink.selectOption(
      (await routineLink.locator('option').nth(1).getAttribute('value')) ?? '',
    );
    await page.getByLabel('Erinnerung').selectOption({ label: 'Am Vorabend (19:00 Uhr)' });
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    // Saved: the picker lists it beside the first (the first save's toast may still be shown).
    await expect(page.getByLabel('Routine', { exact: true }).locator('option')).toHaveText([
      'Meine Routine',
      'Kurz vor dem Rennen',
    ]);
    await checkLooks(page, test.info(), 'routines');

    // Picking the first shows its own settings; the second keeps its link.
    await page.getByLabel('Routine', { exact: true }).selectOption({ label: 'Meine Routine' });
    await expect(page.getByLabel('Erinnerung')).toBeDisabled();
    const { routines } = await callApi<{
      routines: { name: string; competitionId: string | null; reminderLead: string | null }[];
    }>(page, 'getRoutine', null);
    expect(routines.map((r) => [r.name, r.reminderLead])).toEqual([
      ['Meine Routine', null],
      ['Kurz vor dem Rennen', 'evening-before'],
    ]);
    expect(routines[1]?.competitionId).not.toBeNull();
  });
});
