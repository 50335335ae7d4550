import { PageTitle } from '@site/ui';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../components/external-link.js';
import { LatestVideo } from '../features/about/latest-video.js';
import { useSiteConfig } from '../site-config/site-config-context.js';

/** /about: the creator, the channel and the latest video (spec section 2). */
export function AboutPage() {
  const { channelName, channelUrl } = useSiteConfig();
  return (
    <article className="mx-auto max-w-3xl pb-10">
      <PageTitle>About</PageTitle>
      <p className="font-display text-[10px] tracking-widest text-amber-300 sm:text-xs">ABOUT THE CREATOR</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">About {channelName}</h1>

      <div className="mt-6 space-y-4 text-lg leading-relaxed text-text">
        <p>
          {channelName} started with a plastic pistol, a heavy CRT television rescued from a garage, and far too many
          coins spent on Time Crisis. Today the channel is a home for everyone who loves pointing a gun at a screen:
          arcade cabinets, console classics like Point Blank and The House of the Dead, and the modern hardware that
          brings them back to flat screens.
        </p>
        <p>
          Every video is made by one person in a small game room: hunting down old light guns, testing them on real
          hardware, fixing what breaks, and sharing honest impressions of what works on the TVs we have today. It is a
          hobby driven by nostalgia and curiosity, and by the friendly community that grew around it.
        </p>
        <p>
          Thank you for watching, commenting and keeping the arcade spirit alive. Grab your light gun: see you on the
          next stage.
        </p>
      </div>

      <section aria-labelledby="about-watch" className="mt-10 rounded-xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="about-watch" className="text-xl font-bold">
          Watch and follow
        </h2>
        <div className="mt-4">
          <LatestVideo />
        </div>
        <div className="mt-5 flex flex-wrap gap-3">
          <ExternalLink
            href={channelUrl}
            className="rounded-md bg-red-700 px-4 py-2 font-bold text-white hover:bg-red-600"
          >
            Visit the {channelName} channel
          </ExternalLink>
          <Link to="/donate" className="rounded-md border border-border px-4 py-2 font-semibold hover:border-accent">
            Support the channel
          </Link>
        </div>
      </section>
    </article>
  );
}
