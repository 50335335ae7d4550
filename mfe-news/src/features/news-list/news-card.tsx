import { useAuth } from '@site/auth';
import type { NewsArticle } from '@site/contracts';
import { DemoBadge, formatDate } from '@site/ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dateOf, excerptOf } from '../../components/article-fields.js';
import { holdOf } from '../../components/held-status.js';

function CardImage({ article, featured }: { article: NewsArticle; featured: boolean }) {
  const [broken, setBroken] = useState(false);
  const height = featured ? 'h-56 sm:h-72' : 'h-44';
  if (!article.image || broken) {
    return (
      <div
        aria-hidden="true"
        className={`${height} flex items-center justify-center rounded-t-lg bg-surface-raised text-4xl`}
      >
        📰
      </div>
    );
  }
  return (
    <img
      src={article.image}
      alt=""
      onError={() => setBroken(true)}
      className={`${height} w-full rounded-t-lg object-cover`}
    />
  );
}

export function NewsCard({
  article,
  featured = false,
  actions,
}: {
  article: NewsArticle;
  featured?: boolean;
  actions?: ReactNode;
}) {
  const hold = holdOf(article.status);
  // Admins see what the seed added; visitors see the site as it is.
  const { isAdmin } = useAuth();
  return (
    <article
      className={`group relative flex h-full flex-col rounded-lg border bg-surface ${hold ? `border-dashed ${hold.border}` : 'border-border'}`}
    >
      {/* Held articles are dimmed through their picture only, so their text keeps its contrast. */}
      <div className={hold ? 'opacity-50 grayscale' : undefined}>
        <CardImage article={article} featured={featured} />
      </div>
      {hold && (
        <span
          className={`absolute top-3 left-3 rotate-[-6deg] rounded border-2 bg-black/80 px-2 py-0.5 text-sm font-black tracking-widest ${hold.stamp}`}
        >
          {article.status.toUpperCase()}
        </span>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex items-center gap-2 text-sm text-muted">
          {formatDate(dateOf(article))}
          {article.is_demo && isAdmin && <DemoBadge />}
        </p>
        <h2 className={`${featured ? 'text-2xl' : 'text-lg'} font-bold`}>{article.title}</h2>
        <p className="line-clamp-3 text-muted">{excerptOf(article)}</p>
        <p className="mt-auto text-sm">By {article.author || 'Anonymous'}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to={`/news/${article.id}`}
            className="font-semibold text-accent underline underline-offset-2"
            aria-label={`Read More: ${article.title}`}
          >
            Read More
          </Link>
          {actions}
        </div>
      </div>
    </article>
  );
}
