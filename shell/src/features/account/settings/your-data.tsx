import type { User } from '@site/contracts';
import { DeleteAccountDialog } from './delete-account-dialog.js';
import { DownloadDataButton } from './download-data-button.js';

/** The member's own data, in plain words: what the file holds and what deleting the account does. */
export function YourData({ user }: { user: User }) {
  return (
    <div className="space-y-4 text-sm">
      <p>
        <strong>Download my data</strong> saves one JSON file with everything this site holds about you: your profile
        and email, your threads and replies, your compatibility reports, the videos and news you submitted, and your
        notification settings. Passwords are never included.
      </p>
      <DownloadDataButton username={user.username} />
      <p>
        <strong>Delete my account</strong> removes your account at once: your email, your sessions on every device and
        your settings are gone, and your username is free again. Your threads, replies and compatibility reports stay
        under “deleted member” unless you choose to delete them too. Videos and news you submitted stay; a news item
        keeps the author name it was published with.
      </p>
      <DeleteAccountDialog />
    </div>
  );
}
