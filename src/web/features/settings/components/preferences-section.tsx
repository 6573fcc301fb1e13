import { useEffect, useRef, useState } from 'react';
import type { Settings, Theme } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { applyTheme, storedTheme } from '../../../lib/theme';
import { useSaveSetting } from '../api/save-setting';
import { SelectField } from './select-field';
import { SettingsSection } from './settings-section';

const THEME_CHOICES = [
  { value: 'light', label: de.settings.themeLight },
  { value: 'dark', label: de.settings.themeDark },
  {
    value: 'system',
    label: de.settings.themeSystem,
    description: de.settings.themeSystemHint,
  },
] as const;

const LANGUAGES = [{ value: 'de', label: de.settings.languageGerman }] as const;

export function PreferencesSection({ id, settings }: { id: string; settings: Settings }) {
  const [theme, setTheme] = useState<Theme>(settings.theme);
  const save = useSaveSetting();
  const synced = useRef(false);

  // The account's choice follows the athlete to every device: the first read of the settings puts
  // it in force here too (and, for 'system', starts following the device live).
  useEffect(() => {
    if (synced.current) return;
    synced.current = true;
    applyTheme(settings.theme, { persist: storedTheme() !== settings.theme });
  }, [settings.theme]);

  async function choose(next: Theme) {
    const previous = theme;
    setTheme(next);
    applyTheme(next);
    try {
      await save.mutateAsync({ name: 'setTheme', input: { theme: next } });
    } catch {
      // Not kept on the server: show what is really kept, rather than a choice that is lost later.
      setTheme(previous);
      applyTheme(previous);
    }
  }

  return (
    <SettingsSection id={id} title={de.settings.preferences}>
      <ChoiceGroup
        legend={de.settings.theme}
        name="theme"
        choices={THEME_CHOICES}
        value={theme}
        onChange={choose}
      />
      <SelectField
        label={de.settings.language}
        options={LANGUAGES}
        value="de"
        onChange={() => undefined}
        className="max-w-xs"
      />
    </SettingsSection>
  );
}
