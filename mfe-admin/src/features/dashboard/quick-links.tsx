import { Link } from 'react-router-dom';

const links = [
  { to: '/admin/videos/add', label: 'Add Video', hint: 'Add a YouTube video to the library', icon: '+' },
  { to: '/admin/news/add', label: 'Add News', hint: 'Write and publish an article', icon: '✎' },
  { to: '/admin/videos', label: 'Video Library', hint: 'Edit, approve or delete videos', icon: '▶' },
  {
    to: '/admin/game-proposals',
    label: 'Videos to link to games',
    hint: 'Confirm the games the YouTube sync found in video titles',
    icon: '⇄',
  },
  { to: '/admin/news', label: 'News Articles', hint: 'Edit, approve or delete articles', icon: '☰' },
  {
    to: '/admin/preview',
    label: 'Preview a candidate',
    hint: "Try an area's candidate build in the live site, in this browser only",
    icon: '◐',
  },
  {
    to: '/admin/setup-options',
    label: 'Setup options',
    hint: 'Guns, displays and ways of playing for compatibility reports',
    icon: '⌖',
  },
];

export function QuickLinks() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="flex items-center gap-3 rounded-lg border border-border bg-surface p-4 hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-md bg-surface-raised text-lg text-accent"
            >
              {link.icon}
            </span>
            <span>
              <span className="block font-semibold">{link.label}</span>
              <span className="block text-sm text-muted">{link.hint}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
