import { PageTitle } from '@site/ui';
import { ExternalLink } from '../components/external-link.js';
import { donationPlatforms, quickAmounts, socialLinks, type PlatformLink } from '../features/donate/donate-links.js';
import { useSiteConfig } from '../site-config/site-config-context.js';

const reasons = [
  {
    title: 'Rescue the hardware',
    text: 'Old light guns, CRTs and arcade boards are getting rare. Support pays for finding, repairing and testing them on camera.',
  },
  { title: 'Keep the videos coming', text: 'Capture gear, storage and many evenings of editing go into every video.' },
  {
    title: 'Keep this site open',
    text: 'Hosting for the library, the game catalogue and the forum, free for everyone and without ads.',
  },
];

function Mark({ link, size }: { link: PlatformLink; size: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-lg font-extrabold ${size} ${link.markClass}`}
    >
      {link.mark}
    </span>
  );
}

/** /donate: why support matters, the social links, the donation platforms and quick amounts. */
export function DonatePage() {
  const config = useSiteConfig();
  return (
    <div className="mx-auto max-w-5xl pb-10">
      <PageTitle>Donate</PageTitle>
      <p className="font-display text-[10px] tracking-widest text-amber-300 sm:text-xs">CONTINUE? INSERT COIN</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">Support {config.channelName}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        {config.channelName} is made by one lightgun fan, for all of us. Every donation, big or small, goes straight
        back into the channel and this community.
      </p>

      <section aria-labelledby="donate-why" className="mt-8">
        <h2 id="donate-why" className="text-xl font-bold">
          Why your support matters
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {reasons.map((reason, index) => (
            <li key={reason.title} className="rounded-lg border border-border bg-surface p-5">
              <span aria-hidden="true" className="font-display text-sm text-amber-300">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-2 font-semibold">{reason.title}</h3>
              <p className="mt-1 text-sm text-muted">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="donate-quick"
        className="mt-10 rounded-xl border border-amber-400/40 bg-surface p-5 sm:p-6"
      >
        <h2 id="donate-quick" className="text-xl font-bold">
          Quick one-time donation
        </h2>
        <p className="mt-1 text-sm text-muted">Pick an amount: you choose and confirm it on the donation page.</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {quickAmounts.map((amount) => (
            <li key={amount}>
              <ExternalLink
                href={config.donationUrl}
                className="inline-flex min-w-20 justify-center rounded-md bg-amber-400 px-4 py-3 font-display text-sm text-black hover:bg-amber-300"
              >
                <span className="sr-only">Donate </span>${amount}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="donate-platforms" className="mt-10">
        <h2 id="donate-platforms" className="text-xl font-bold">
          Donation platforms
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {donationPlatforms.map((platform) => (
            <li key={platform.label}>
              <ExternalLink
                href={config[platform.urlKey]}
                className="flex h-full items-start gap-4 rounded-lg border border-border bg-surface p-5 hover:border-accent"
              >
                <Mark link={platform} size="size-12 text-base" />
                <span>
                  <span className="block text-lg font-semibold">{platform.label}</span>
                  <span className="mt-1 block text-sm text-muted">{platform.blurb}</span>
                </span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="donate-social" className="mt-10">
        <h2 id="donate-social" className="text-xl font-bold">
          Follow the channel
        </h2>
        <p className="mt-1 text-sm text-muted">Sharing and following help just as much as donating.</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {socialLinks.map((social) => (
            <li key={social.label}>
              <ExternalLink
                href={config[social.urlKey]}
                className="inline-flex items-center gap-2 rounded-md border border-border bg-surface px-4 py-2 font-semibold hover:border-accent"
              >
                <Mark link={social} size="size-7 text-xs" /> {social.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
