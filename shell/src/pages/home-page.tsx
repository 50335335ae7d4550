import { Link } from 'react-router-dom';
import { siteName } from '../constants/site.js';

const areas = [
  { to: '/videos', label: 'Browse the video library' },
  { to: '/news', label: 'Read the news' },
  { to: '/games', label: 'Explore lightgun games' },
  { to: '/forum', label: 'Join the forum' },
];

export function HomePage() {
  return (
    <section className="py-10 text-center">
      <h1 className="text-3xl font-extrabold sm:text-5xl">{siteName}</h1>
      <p className="mt-3 text-lg text-muted">Lightgun and retro gaming: videos, news, games and a community.</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {areas.map((area) => (
          <li key={area.to}>
            <Link to={area.to} className="inline-block rounded-md border border-border px-4 py-2 hover:border-accent">
              {area.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
