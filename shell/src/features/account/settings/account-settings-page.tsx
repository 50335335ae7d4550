import { useAuth } from '@site/auth';
import { PageTitle } from '@site/ui';
import { MySubmissions } from './my-submissions.js';
import { NotificationSettings } from './notification-settings.js';
import { PasswordForm } from './password-form.js';
import { ProfileForm } from './profile-form.js';
import { SessionsPanel } from './sessions-panel.js';
import { SettingsSection } from './settings-section.js';
import { YourData } from './your-data.js';

/** /account: any logged-in user's own settings (RequireAuth sends a visitor to the login page first). */
export function AccountSettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto my-8 w-full max-w-2xl space-y-6">
      <PageTitle>Account settings</PageTitle>
      <header>
        <h1 className="text-2xl font-bold">Account settings</h1>
        <p className="mt-1 text-muted">Signed in as {user.username}.</p>
      </header>
      <SettingsSection
        title="Profile"
        description="The name shown with your posts, and the email that receives password recovery."
      >
        <ProfileForm key={user.updated_at} user={user} />
      </SettingsSection>
      <SettingsSection
        title="Password"
        description="Changing it signs you out everywhere else; this browser stays signed in."
      >
        <PasswordForm user={user} />
      </SettingsSection>
      <NotificationSettings />
      <SettingsSection
        title="Sessions"
        description="Signed in on a device you no longer use? This ends every session of your account, this one too."
      >
        <SessionsPanel />
      </SettingsSection>
      <SettingsSection title="My submissions" description="The videos and news you posted, and what an admin decided.">
        <MySubmissions />
      </SettingsSection>
      <SettingsSection title="Your data" description="Take a copy of everything, or leave for good.">
        <YourData user={user} />
      </SettingsSection>
    </div>
  );
}
