import { useAuth, useLogout } from '@site/auth';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CrosshairIcon } from '../components/icons.js';
import { siteName } from '../constants/site.js';
import { useSiteConfig } from '../site-config/site-config-context.js';
import { navLinks } from './nav-links.js';

// Only a signed-in member downloads the bell (the site's first views have a tight script budget).
const NotificationBell = lazy(() =>
  import('../features/notifications/bell/notification-bell.js').then((m) => ({ default: m.NotificationBell })),
);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 text-sm font-medium hover:bg-surface-raised ${isActive ? 'text-accent' : 'text-text'}`;

export function Header() {
  const { user, isAuthenticated } = useAuth();
  const { channelUrl } = useSiteConfig();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The mobile menu closes whenever the page changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  const handleLogout = useLogout();

  const links = (
    <>
      {navLinks.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
          {link.label}
        </NavLink>
      ))}
      {/* The Admin link is a full page load (spec section 2). */}
      {isAuthenticated && (
        <a href="/admin" className="rounded px-3 py-2 text-sm font-medium hover:bg-surface-raised">
          Admin
        </a>
      )}
    </>
  );

  const actions = (
    <>
      <Link to="/donate" className="rounded-md bg-amber-400 px-3 py-2 text-sm font-bold text-black hover:bg-amber-300">
        Donate
      </Link>
      <a
        href={channelUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-md bg-red-700 px-3 py-2 text-sm font-bold text-white hover:bg-red-600"
      >
        Subscribe
      </a>
      {isAuthenticated && user ? (
        <>
          {/* The greeting opens the user's own settings. */}
          <Link to="/account" className="rounded px-2 py-2 text-sm underline-offset-2 hover:underline">
            Welcome, {user.username}!
          </Link>
          <button
            type="button"
            onClick={handleLogout}
            className="rounded-md border border-border px-3 py-2 text-sm hover:border-accent"
          >
            Logout
          </button>
        </>
      ) : (
        <Link to="/login" className="rounded-md border border-border px-3 py-2 text-sm hover:border-accent">
          Login
        </Link>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <CrosshairIcon className="size-6 text-accent" />
          {siteName}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {links}
        </nav>
        <div className="flex items-center gap-2">
          {/* The bell stays in the bar at every width; the placeholder keeps its place while it loads. */}
          {isAuthenticated && (
            <Suspense fallback={<span className="size-[38px]" />}>
              <NotificationBell />
            </Suspense>
          )}
          <div className="hidden items-center gap-2 lg:flex">{actions}</div>
          <button
            type="button"
            className="rounded-md border border-border px-3 py-2 text-sm lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Close menu' : 'Menu'}
          </button>
        </div>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-border px-4 pb-4 lg:hidden">
          <nav aria-label="Mobile" className="flex flex-col gap-1 pt-2">
            {links}
          </nav>
          <div className="mt-3 flex flex-wrap items-center gap-2">{actions}</div>
        </div>
      )}
    </header>
  );
}
