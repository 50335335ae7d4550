import { newsArticleQuery } from '@site/api-client';
import { useAuth } from '@site/auth';
import type { NewsArticleDetail } from '@site/contracts';
import { DemoBadge, formatDate, LoadingState, MarkdownBody, PageTitle, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { dateOf } from '../../components/article-fields.js';
import { holdOf } from '../../components/held-status.js';
import { newsCategory } from '../../components/news-categories.js';

function BackToNews() {
  return (
    <Link
      to="/news"
      className="inline-block rounded-md border border-border px-4 py-2 text-sm font-semibold hover:border-accent"
    >
      ← Back to News
    </Link>
  );
}

export function NewsDetailPage() {
  const { id = '' } = useParams();
  const article = useQuery(newsArticleQuery(id));
  return (
    <QueryView
      query={article}
      errorMessage="Failed to load the article"
      pageTitle="News"
      loading={<LoadingState label="Loading article..." />}
      notFound={
        <section className="py-12 text-center">
          <PageTitle>Article not found</PageTitle>
          <h1 className="text-2xl font-bold">Article Not Found</h1>
          <p className="mt-2 text-muted">The article you&apos;re looking for doesn&apos;t exist.</p>
          <div className="mt-6">
            <BackToNews />
          </div>
        </section>
      }
    >
      {(loaded) => <Article article={loaded} />}
    </QueryView>
  );
}

function Article({ article }: { article: NewsArticleDetail }) {
  const [imageBroken, setImageBroken] = useState(false);
  const category = newsCategory(article.category);
  const { isAdmin } = useAuth();
  const hold = holdOf(article.status);
  return (
    <article className="mx-auto max-w-3xl">
      <PageTitle>{article.title}</PageTitle>
      <BackToNews />
      {article.image && !imageBroken && (
        <img
          src={article.image}
          alt=""
          onError={() => setImageBroken(true)}
          className="mt-6 max-h-96 w-full rounded-lg object-cover"
        />
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3 text-sm">
        <span className={`rounded-full px-3 py-1 font-semibold ${category.badge}`}>{category.label}</span>
        <time dateTime={dateOf(article) ?? undefined} className="text-muted">
          {formatDate(dateOf(article))}
        </time>
        {hold && <span className={`rounded border px-2 font-bold ${hold.stamp}`}>{article.status.toUpperCase()}</span>}
        {article.is_demo && isAdmin && <DemoBadge />}
      </div>
      <h1 className="mt-3 text-3xl font-extrabold">{article.title}</h1>
      <p className="mt-2 text-muted">By {article.author || 'Anonymous'}</p>
      <div className="mt-8">
        <MarkdownBody html={article.content_html} />
      </div>
      {article.tags.length > 0 && (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-border px-3 py-1 text-sm">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10">
        <BackToNews />
      </div>
    </article>
  );
}
