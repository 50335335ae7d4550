import { Button, toast } from '@site/ui';
import { useState } from 'react';
import { exportMemberData } from './api/member-data.js';

/** Saves the export as a file: read with the bearer token, so through the client rather than a plain link. */
export function DownloadDataButton({ username }: { username: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await exportMemberData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `lightgun-hub-${username}.json` });
      link.click();
      URL.revokeObjectURL(url);
      toast({ title: 'Your data is downloaded', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void download()}>
      {busy ? 'Preparing your data…' : 'Download my data'}
    </Button>
  );
}
