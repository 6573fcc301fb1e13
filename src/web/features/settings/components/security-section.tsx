import type { Settings } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { SessionsList } from './sessions-list';
import { SettingsGroup, SettingsSection } from './settings-section';
import { TwoFactor } from './two-factor';

export function SecuritySection({ id, settings }: { id: string; settings: Settings }) {
  return (
    <SettingsSection id={id} title={de.settings.security.title}>
      {settings.hasPassword ? (
        <SettingsGroup title={de.settings.changePassword}>
          <PasswordForm email={settings.email} />
        </SettingsGroup>
      ) : (
        <SettingsGroup title={de.settings.security.password}>
          <p className="text-muted">{de.settings.security.googleOnly}</p>
        </SettingsGroup>
      )}
      <SettingsGroup
        title={de.settings.security.changeEmail}
        lead={de.settings.security.changeEmailLead(settings.email)}
      >
        <EmailForm email={settings.email} hasPassword={settings.hasPassword} />
      </SettingsGroup>
      <SettingsGroup title={de.settings.security.devices} lead={de.settings.security.devicesLead}>
        <SessionsList />
      </SettingsGroup>
      {settings.hasPassword && (
        <SettingsGroup
          title={de.settings.security.twoFactor}
          lead={de.settings.security.twoFactorLead}
        >
          <TwoFactor settings={settings} />
        </SettingsGroup>
      )}
    </SettingsSection>
  );
}
