import { PageTitle } from '@site/ui';
import { Link } from 'react-router-dom';
import { siteName } from '../constants/site.js';
import { LatestContent } from '../features/home/components/latest-content.js';
import { RangeHelp } from '../features/shooting/components/range-help.js';
import { ShootingRange } from '../features/shooting/components/shooting-range.js';
import { VisitorCounter } from '../features/visitors/components/visitor-counter.js';

/** Home (spec section 2): title, tagline, the latest content feed, the visitor counter; clicks shoot. */
export function HomePage() {
  return (
    <>
      <PageTitle />
      {/* What shakes on a shot; the fixed ammo counter stays outside it. */}
      <div id="home-content" className="pb-24">
        <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
          <section className="home-hero relative flex flex-col justify-center overflow-hidden rounded-xl border border-border px-5 py-8 sm:px-10 sm:py-12">
            <p className="font-display text-[10px] tracking-widest text-amber-300 sm:text-xs">PLAYER 1 READY</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">{siteName}</h1>
            <p className="mt-3 max-w-2xl text-lg text-muted">
              Lightgun and retro gaming: videos, news, games and a community.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to="/videos"
                className="rounded-md bg-accent-strong px-4 py-2 font-semibold text-accent-contrast hover:bg-accent-hover"
              >
                Browse Full Library
              </Link>
              <Link
                to="/news"
                className="rounded-md border border-border bg-surface-raised px-4 py-2 font-semibold hover:border-accent"
              >
                Read All News
              </Link>
            </div>
          </section>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <VisitorCounter />
            <RangeHelp />
          </div>
        </div>
        <div className="mt-10">
          <LatestContent />
        </div>
      </div>
      <ShootingRange shakeTargetId="home-content" />
    </>
  );
}
