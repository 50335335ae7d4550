import type { FeedItem } from '@site/contracts';
import { formatDate } from '@site/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { feedItemTypes } from '../feed-item-types.js';

/** A picture, or the type's icon when there is none or it fails to load. */
function FeedThumbnail({ item }: { item: FeedItem }) {
  const [failed, setFailed] = useState(false);
  const type = feedItemTypes[item.type];
  if (item.thumbnail && !failed) {
    return (
      <img
        src={item.thumbnail}
        alt=""
        loading="lazy"
        className="size-full object-cover"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      data-testid="feed-type-icon"
      className={`flex size-full items-center justify-center bg-gradient-to-br ${type.placeholderClass}`}
    >
      <type.Icon className="size-8 sm:size-10" />
    </span>
  );
}

export function FeedCard({ item }: { item: FeedItem }) {
  const type = feedItemTypes[item.type];
  return (
    <article className="group flex h-full gap-3 rounded-lg border border-border bg-surface p-3 transition-colors hover:border-accent sm:gap-4">
      {/* The picture repeats the title link for pointer users only. */}
      <Link
        to={item.url}
        tabIndex={-1}
        aria-hidden="true"
        className="aspect-video w-24 shrink-0 self-start overflow-hidden rounded-md bg-surface-raised sm:w-40"
      >
        <FeedThumbnail item={item} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className={`rounded px-2 py-0.5 font-bold tracking-wide uppercase ${type.badgeClass}`}>
            {type.badge}
          </span>
          <time dateTime={item.date} className="text-muted">
            {formatDate(item.date)}
          </time>
        </div>
        <h3 className="line-clamp-3 leading-snug font-semibold sm:line-clamp-2">
          <Link to={item.url} className="hover:text-accent hover:underline">
            {item.title}
          </Link>
        </h3>
        {item.excerpt && <p className="line-clamp-2 text-sm text-muted sm:line-clamp-3">{item.excerpt}</p>}
      </div>
    </article>
  );
}
