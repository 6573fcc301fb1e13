import { useState } from 'react';
import { EXPORT_PATH, type Settings } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { saveSetting } from '../api/save-setting';
import { ConsentBlock } from './consent-block';
import { DeleteAccount } from './delete-account';
import { SettingsGroup, SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';

const exportLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-card px-4 py-2 font-semibold text-ink transition-colors hover:bg-surface';

export function PrivacySection({ id, settings }: { id: string; settings: Settings }) {
  const athlete = settings.role !== 'coach';
  return (
    <SettingsSection id={id} title={de.settings.privacy}>
      {athlete && <ConsentBlock settings={settings} />}
      {athlete && <CoachSharing settings={settings} />}
      <SettingsGroup
        title="Deine Daten exportieren"
        lead="Alles, was wir über dich speichern, als Datei: JSON zum Weiterverarbeiten, CSV für die Tabellenkalkulation."
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <a href={`${EXPORT_PATH}?format=json`} download className={exportLink}>
            Daten als JSON exportieren
          </a>
          <a href={`${EXPORT_PATH}?format=csv`} download className={exportLink}>
            Daten als CSV exportieren
          </a>
        </div>
      </SettingsGroup>
      <DeleteAccount settings={settings} />
    </SettingsSection>
  );
}

function CoachSharing({ settings }: { settings: Settings }) {
  const [sharing, setSharing] = useState({
    trends: settings.sharing.trends,
    cocktail: settings.sharing.cocktail,
  });

  async function change(patch: Partial<typeof sharing>) {
    const previous = sharing;
    const next = { ...sharing, ...patch };
    setSharing(next);
    try {
      await saveSetting('setSharing', next);
    } catch {
      setSharing(previous);
    }
  }

  return (
    <SettingsGroup
      title="Was dein Trainer sieht"
      lead="Gilt für jeden Trainer, mit dem du verbunden bist."
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-medium">Geteilte Protokolleinträge</p>
          <p className="text-sm text-muted">
            Einträge, die du beim Speichern einzeln als geteilt markierst.
          </p>
        </div>
        <span className="shrink-0 rounded-md bg-brand-100 px-2 py-1 text-sm font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
          Immer
        </span>
      </div>
      <SwitchField
        label={de.nav.trends}
        description="Leistungsverlauf, Zeit in der Zone und Emotionen im Zeitverlauf"
        checked={sharing.trends}
        onChange={(trends) => change({ trends })}
      />
      <SwitchField
        label={de.performanceCocktail.title}
        description="Deine Emotionen mit ihren Zielzonen und dein aktueller Zustand"
        checked={sharing.cocktail}
        onChange={(cocktail) => change({ cocktail })}
      />
    </SettingsGroup>
  );
}
