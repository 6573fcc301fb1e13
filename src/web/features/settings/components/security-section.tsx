import type { Settings } from '../../../../domain/api-settings';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { SessionsList } from './sessions-list';
import { SettingsGroup, SettingsSection } from './settings-section';
import { TwoFactor } from './two-factor';

export function SecuritySection({ id, settings }: { id: string; settings: Settings }) {
  return (
    <SettingsSection id={id} title="Sicherheit">
      {settings.hasPassword ? (
        <SettingsGroup title="Passwort ändern">
          <PasswordForm email={settings.email} />
        </SettingsGroup>
      ) : (
        <SettingsGroup title="Passwort">
          <p className="text-muted">
            Du meldest dich mit Google an; für dein Konto ist kein Passwort gesetzt.
          </p>
        </SettingsGroup>
      )}
      <SettingsGroup
        title="E-Mail-Adresse ändern"
        lead={`Zurzeit: ${settings.email}. Die neue Adresse gilt, sobald du den Link in der Bestätigungs-E-Mail öffnest.`}
      >
        <EmailForm email={settings.email} hasPassword={settings.hasPassword} />
      </SettingsGroup>
      <SettingsGroup
        title="Angemeldete Geräte"
        lead="Wo du gerade angemeldet bist. Meldest du ein Gerät ab, muss es sich neu anmelden."
      >
        <SessionsList />
      </SettingsGroup>
      {settings.hasPassword && (
        <SettingsGroup
          title="Zwei-Faktor-Anmeldung"
          lead="Zusätzlich zum Passwort fragt die Anmeldung nach einem Code aus einer Authenticator-App."
        >
          <TwoFactor settings={settings} />
        </SettingsGroup>
      )}
    </SettingsSection>
  );
}
