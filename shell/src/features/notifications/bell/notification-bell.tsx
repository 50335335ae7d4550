import { useAuth } from '@site/auth';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { unreadCountQuery } from '../api/notification-queries.js';
import { useUnreadStream } from '../stream/use-unread-stream.js';
import { BellIcon } from './bell-icon.js';
import { focusFirstIn } from './roving-focus.js';

// The list loads when first opened: the header carries only the button and its count.
const BellPanel = lazy(() => import('./bell-panel.js').then((m) => ({ default: m.BellPanel })));

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The header's bell for a signed-in member: the live unread count, and the latest notifications below it. */
export function NotificationBell() {
  const { token } = useAuth();
  const { data: unread = 0 } = useQuery(unreadCountQuery());
  useUnreadStream(token);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // Any navigation (a notification opened, See all) closes the list.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  // A click or a focus anywhere else closes it too.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          if (open) focusFirstIn(document.getElementById(panelId));
          else setOpen(true);
        }}
        className="relative rounded-md border border-border p-2 hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
      >
        <BellIcon className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-1.5 -top-1.5 min-w-5 rounded-full bg-accent-strong px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <Suspense
          fallback={
            <p id={panelId} role="status" className="sr-only">
              Loading notifications...
            </p>
          }
        >
          <BellPanel id={panelId} unreadCount={unread} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
