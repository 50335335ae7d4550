import { Button, toast } from '@site/ui';
import { useLocation } from 'react-router-dom';

/** Copies this page's address, for sharing; says so in a toast (or shows the address when the browser refuses). */
export function CopyLinkButton() {
  const location = useLocation();
  const address = `${window.location.origin}${location.pathname}${location.search}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'The link could not be copied', description: address, variant: 'destructive' });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      Copy link
    </Button>
  );
}
