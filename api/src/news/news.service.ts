import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MySubmission, NewsArticle, NewsArticleDetail, NewsCategory, NewsStatus } from '@site/contracts';
import { newsCategories } from '@site/domain';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { containsText } from '../database/contains-text.js';
import { readSitemapPages, type SitemapPages, type SitemapPlacement } from '../database/sitemap-pages.js';
import type { ListPage } from '../http/pagination-header.js';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import { MarkdownCooker } from '../markdown/markdown-cooker.js';
import { mentionedUsernames } from '../markdown/mentions.js';
import { NotificationsService } from '../notifications/index.js';
import { type User, UsersService } from '../users/index.js';
import { reviewSubmission, type Review } from '../videos/index.js';
import type { NewsInput } from './dto/news.input.js';
import type { NewsListQuery } from './dto/news.query.js';
import { NewsArticleEntity } from './entities/news-article.entity.js';
import { toNewsDetail, toNewsResponse } from './news-response.js';
import { rssItemLimit } from './news-rss.js';
import { requestedStatus } from './news-status.js';
import { normalizeTagTexts } from './news-tags.js';
import { newsSubmission } from './news-submission.js';

const isAdmin = (user?: User | null) => user?.role === 'admin';
const notFound = () => new NotFoundException('News article not found');

/** A pending or denied article exists only for admins and its author. */
const mayRead = (article: Pick<NewsArticleEntity, 'published' | 'submittedBy'>, viewer?: User | null) =>
  article.published || isAdmin(viewer) || (!!viewer && article.submittedBy === viewer.id);

/** An article without its body (`content`, `contentHtml`): what a card or a page's head shows. */
export type NewsArticleSummary = Omit<NewsArticleEntity, 'content' | 'contentHtml'>;
const summaryColumns = {
  id: true,
  title: true,
  description: true,
  contentExcerpt: true,
  category: true,
  image: true,
  linkUrl: true,
  readTime: true,
  status: true,
  published: true,
  denialReason: true,
  tags: true,
  author: true,
  submittedBy: true,
  createdAt: true,
  updatedAt: true,
  publishedAt: true,
  isDemo: true,
} as const satisfies Record<keyof NewsArticleSummary, true>;

/** Newest first: by creation, then publication, then id (stable for rows created together). */
function newestFirst(query: SelectQueryBuilder<NewsArticleEntity>) {
  return query
    .orderBy('article.createdAt', 'DESC')
    .addOrderBy('article.publishedAt', 'DESC', 'NULLS LAST')
    .addOrderBy('article.id', 'DESC');
}

@Injectable()
export class NewsService {
  constructor(
    @InjectRepository(NewsArticleEntity) private readonly news: Repository<NewsArticleEntity>,
    private readonly cooker: MarkdownCooker,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
  ) {}

  /** A page of the published articles for everyone, pending ones too for admins. */
  async list(
    { page, limit: askedLimit, q, category, until }: NewsListQuery,
    viewer?: User | null,
  ): Promise<ListPage<NewsArticle>> {
    const { limit, offset } = pageBounds(page, askedLimit);
    const query = this.news.createQueryBuilder('article');
    if (!isAdmin(viewer)) query.andWhere('article.published');
    if (category) query.andWhere('article.category = :category', { category });
    const needle = q.trim();
    if (needle) {
      // The news list's own search read these fields, a category by its label too.
      const labelled = newsCategories
        .filter(({ label }) => label.toLowerCase().includes(needle.toLowerCase()))
        .map(({ value }) => value);
      const fields = containsText(
        ['article.title', 'article.description', 'article.content', 'article.author', 'article.category'],
        'needle',
      );
      query.andWhere(labelled.length ? `(${fields} OR article.category IN (:...labelled))` : fields, {
        needle,
        labelled,
      });
    }
    // Created_at as the API shows it, to the millisecond: the newest article of the first page stays in.
    if (until) query.andWhere("date_trunc('milliseconds', article.createdAt) <= :until", { until: new Date(until) });
    const [articles, total] = await newestFirst(query).offset(offset).limit(limit).getManyAndCount();
    return { items: articles.map(toNewsResponse), pagination: paginationOf(page, limit, total) };
  }

  /** The newest published articles, for the RSS feed. */
  feed(): Promise<NewsArticleEntity[]> {
    return newestFirst(this.news.createQueryBuilder('article').where('article.published'))
      .limit(rssItemLimit)
      .getMany();
  }

  /** How many articles have `status`. */
  countWith(status: NewsStatus): Promise<number> {
    return this.news.countBy({ status });
  }

  /**
   * The first `take` published articles in a merged feed's order: those titled `pinnedTitle` first,
   * then newest first by creation to the millisecond, then id.
   */
  async latestPublished(take: number, pinnedTitle: string): Promise<NewsArticle[]> {
    const articles = await this.news
      .createQueryBuilder('article')
      .addSelect('article.title = :pinnedTitle', 'pinned')
      .addSelect("date_trunc('milliseconds', article.createdAt)", 'shown_at')
      .where("article.status = 'published'")
      .setParameter('pinnedTitle', pinnedTitle)
      .orderBy('pinned', 'DESC')
      .addOrderBy('shown_at', 'DESC')
      .addOrderBy('article.id', 'DESC')
      .limit(take)
      .getMany();
    return articles.map(toNewsResponse);
  }

  /** The newest articles waiting for approval. */
  async newestPending(limit: number): Promise<NewsArticle[]> {
    const articles = await this.news.find({
      where: { status: 'pending' },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return articles.map(toNewsResponse);
  }

  private async find(id: number): Promise<NewsArticleEntity> {
    const article = await this.news.findOneBy({ id });
    if (!article) throw notFound();
    return article;
  }

  async get(id: number, viewer?: User | null): Promise<NewsArticleDetail> {
    const article = await this.find(id);
    if (!mayRead(article, viewer)) throw notFound();
    return toNewsDetail(article);
  }

  /** An article as `viewer` may see it, without its body, or null: the page server's read. */
  async findVisibleSummary(id: number, viewer?: User | null): Promise<NewsArticleSummary | null> {
    const article = await this.news.findOne({ select: summaryColumns, where: { id } });
    return article && mayRead(article, viewer) ? article : null;
  }

  /**
   * The articles' pages for the sitemap, placed in its files (one statement): those anyone may read, the published
   * ones.
   */
  sitemapPages(placement: SitemapPlacement): Promise<SitemapPages> {
    return readSitemapPages(this.news.manager, `SELECT id, updated_at AS lastmod FROM news WHERE published`, placement);
  }

  /** A non-admin's article is always stored pending, whatever it sends. */
  async create(input: NewsInput, poster: User): Promise<NewsArticleDetail> {
    const article = this.news.create({
      submittedBy: poster.id,
      author: poster.displayName?.trim() || 'Anonymous',
      image: '',
      linkUrl: '',
      tags: [],
    });
    await this.apply(article, input);
    article.status = isAdmin(poster) ? (requestedStatus(input) ?? 'published') : 'pending';
    article.publishedAt = article.status === 'published' ? new Date() : null;
    return toNewsDetail(await this.saveTellingMentioned(article, false));
  }

  /** Fields left out keep their value; the status changes only when `published` or `status` is sent. */
  async update(id: number, input: NewsInput): Promise<NewsArticleDetail> {
    const article = await this.find(id);
    const everPublished = article.publishedAt !== null;
    await this.apply(article, input);
    const status = requestedStatus(input);
    if (status) article.status = status;
    if (article.status !== 'denied') article.denialReason = null;
    if (article.status === 'published') article.publishedAt ??= new Date();
    return toNewsDetail(await this.saveTellingMentioned(article, everPublished));
  }

  /** Saves the article; on its first publication (never again) the members its text mentions are told. */
  private saveTellingMentioned(article: NewsArticleEntity, everPublished: boolean): Promise<NewsArticleEntity> {
    return this.news.manager.transaction(async (manager) => {
      const saved = await manager.save(article);
      if (!everPublished && saved.publishedAt) await this.tellMentioned(saved, manager);
      return saved;
    });
  }

  private async tellMentioned(article: NewsArticleEntity, manager: EntityManager): Promise<void> {
    const mentioned = await this.users.idsByUsernames(mentionedUsernames(article.content));
    await this.notifications.notify(
      mentioned,
      {
        kind: 'mention',
        actorId: article.submittedBy,
        title: article.title,
        excerpt: article.contentExcerpt,
        link: `/news/${article.id}`,
        source: { type: 'news', id: article.id },
      },
      manager,
    );
  }

  /** Publishes the article; a member's submission, pending or denied until now, tells its submitter. */
  async approve(id: number, admin: User): Promise<NewsArticle> {
    return this.review(await this.find(id), admin, { decision: 'approve' });
  }

  /** A pending submission becomes 'denied': it stays for its submitter, who is told (with the reason if given). */
  async deny(id: number, reason: string | undefined, admin: User): Promise<NewsArticle> {
    const article = await this.find(id);
    if (article.status !== 'pending')
      throw new ConflictException('Only pending articles can be rejected; delete a published one instead');
    return this.review(article, admin, { decision: 'deny', reason });
  }

  private async review(article: NewsArticleEntity, admin: User, decision: Review): Promise<NewsArticle> {
    const page = { type: 'news', page: `/news/${article.id}` } as const;
    const firstPublication = article.publishedAt === null;
    const saved = await reviewSubmission(
      this.news.manager,
      this.notifications,
      admin,
      article,
      page,
      decision,
      (row, tx) => (firstPublication && row.publishedAt ? this.tellMentioned(row, tx) : Promise.resolve()),
    );
    return toNewsResponse(saved);
  }

  /** A member's own articles, newest first: `take` of them from `skip` (all when no `take`), and how many in all. */
  async submissionsOf(userId: number, skip = 0, take?: number): Promise<{ items: MySubmission[]; total: number }> {
    const [articles, total] = await this.news.findAndCount({
      select: summaryColumns,
      where: { submittedBy: userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { items: articles.map(newsSubmission), total };
  }

  /** The article and the notifications about it go together. */
  async remove(id: number): Promise<void> {
    await this.news.manager.transaction(async (manager) => {
      const result = await manager.delete(NewsArticleEntity, { id });
      if (!result.affected) throw notFound();
      await this.notifications.withdraw({ type: 'news', id }, manager);
    });
  }

  countDemo(): Promise<number> {
    return this.news.countBy({ isDemo: true });
  }

  /** Deletes every demo article in the caller's transaction (DemoContentService); answers how many went. */
  async removeDemo(manager: EntityManager): Promise<number> {
    return (await manager.delete(NewsArticleEntity, { isDemo: true })).affected ?? 0;
  }

  /** Blank optional fields take their defaults; absent ones keep what the article has (defaults on create). */
  private async apply(article: NewsArticleEntity, input: NewsInput) {
    const { html, excerpt } = await this.cooker.cook('content', input.content);
    article.title = input.title;
    const description = input.description?.trim() || input.excerpt?.trim() || '';
    // The post dialog sends its body as the description too: cards then show the body's plain excerpt, not its
    // Markdown.
    article.description = description === input.content.trim() ? excerpt : description;
    article.content = input.content;
    article.contentHtml = html;
    article.contentExcerpt = excerpt;
    if (input.category !== undefined || !article.category)
      article.category = (input.category?.trim() || 'General') as NewsCategory;
    if (input.readTime !== undefined || !article.readTime) article.readTime = input.readTime?.trim() || '5 min';
    if (input.image !== undefined) article.image = input.image?.trim() ?? '';
    if (input.link_url !== undefined) article.linkUrl = input.link_url?.trim() ?? '';
    if (input.tags !== undefined) article.tags = normalizeTagTexts(input.tags ?? []);
  }
}
