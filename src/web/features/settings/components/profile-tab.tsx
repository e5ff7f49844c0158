import type { CurrentUser } from '../../../../shared/users.ts';
import { CalendarFeedLink } from '../../../entities/user/calendar-feed-link.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileInfoForm } from './profile-info-form.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** 'Mon profil', for everyone. */
export function ProfileTab({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-6">
      <SettingsSection title="Informations personnelles">
        <ProfileInfoForm user={user} />
      </SettingsSection>
      <SettingsSection
        title="Changer le mot de passe"
        description="Vos autres sessions (autres navigateurs, autres appareils) seront déconnectées."
      >
        <ChangePasswordForm />
      </SettingsSection>
      <TwoFactorSection />
      <SessionsSection />
      <SettingsSection title="Calendrier" description="Abonnez votre agenda (Outlook, Google, Apple) à vos tâches.">
        <CalendarFeedLink id="settings-calendar-feed-url" />
      </SettingsSection>
    </div>
  );
}
