import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ForumCategory, ForumCategoryWithThreads, ForumStats, ForumThreadSummary } from '@site/contracts';
import { nestedThreadsPerCategory } from '@site/domain';
import { DataSource, type Repository } from 'typeorm';
import { foreignKeyViolation, pgErrorCode, uniqueViolation } from '../database/pg-errors.js';
import { readSitemapPages, type SitemapPages, type SitemapPlacement } from '../database/sitemap-pages.js';
import type { User } from '../users/index.js';
import type { CategoryInput } from './dto/category.input.js';
import { defaultCategoryIcon, ForumCategoryEntity } from './entities/forum-category.entity.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { toForumCategory } from './forum-response.js';
import { ThreadSummaries } from './thread-summaries.js';

const hasThreadsMessage = 'This category still has threads: delete its threads first';

/** A category's thread count and latest thread (none in an empty category). */
type FiguresRow = { total: number } & (
  { latest_id: null } | { latest_id: number; latest_title: string; latest_updated_at: Date }
);

@Injectable()
export class ForumCategoriesService {
  constructor(
    @InjectRepository(ForumCategoryEntity) private readonly categories: Repository<ForumCategoryEntity>,
    @InjectRepository(ForumThreadEntity) private readonly threads: Repository<ForumThreadEntity>,
    private readonly dataSource: DataSource,
    private readonly summaries: ThreadSummaries,
  ) {}

  async find(id: number): Promise<ForumCategoryEntity> {
    const category = await this.categories.findOneBy({ id });
    if (!category) throw new NotFoundException('Category not found');
    return category;
  }

  /** The category with its exact thread count (read from the category index), or null: the page server's read. */
  async findWithThreadCount(id: number): Promise<(ForumCategoryEntity & { threadCount: number }) | null> {
    const category = await this.categories.findOneBy({ id });
    return category && { ...category, threadCount: await this.threads.countBy({ categoryId: id }) };
  }

  /**
   * Every category's page for the sitemap, placed in its files (one statement): a category's page
   * lists its threads, so it changed when the newest of them did.
   */
  sitemapPages(placement: SitemapPlacement): Promise<SitemapPages> {
    return readSitemapPages(
      this.dataSource.manager,
      `SELECT c.id, GREATEST(c.updated_at, (SELECT max(t.updated_at) FROM forum_threads t WHERE t.category_id = c.id)) AS lastmod FROM forum_categories c`,
      placement,
    );
  }

  /** Every category, oldest first, with its few first threads: pinned first, then the latest activity. */
  async list(viewer?: User | null): Promise<ForumCategoryWithThreads[]> {
    const categories = await this.categories.find({ order: { id: 'ASC' } });
    const [shown, threads] = await Promise.all([
      this.withFigures(categories),
      this.threads
        .createQueryBuilder('thread')
        .leftJoinAndSelect('thread.author', 'author')
        .where(
          `thread.id IN (SELECT nested.id FROM forum_categories category
             CROSS JOIN LATERAL (SELECT id FROM forum_threads WHERE category_id = category.id
                                 ORDER BY is_pinned DESC, updated_at DESC, id DESC LIMIT :nested) AS nested)`,
          { nested: nestedThreadsPerCategory },
        )
        .orderBy('thread.isPinned', 'DESC')
        .addOrderBy('thread.updatedAt', 'DESC')
        .addOrderBy('thread.id', 'DESC')
        .getMany(),
    ]);
    const byCategory = new Map<number, ForumThreadSummary[]>(categories.map((category) => [category.id, []]));
    for (const thread of await this.summaries.of(threads, viewer)) byCategory.get(thread.category_id)?.push(thread);
    return shown.map((category) => ({ ...category, threads: byCategory.get(category.id) ?? [] }));
  }

  /**
   * The categories with their exact thread count and latest thread, each read from an index (never every thread's row).
   */
  async withFigures(categories: ForumCategoryEntity[]): Promise<ForumCategory[]> {
    const rows = await this.dataSource.query<FiguresRow[]>(
      `SELECT counted.total, latest.id AS latest_id, latest.title AS latest_title, latest.updated_at AS latest_updated_at
       FROM unnest($1::int[]) WITH ORDINALITY AS category(id, position)
       CROSS JOIN LATERAL (SELECT count(*)::int AS total FROM forum_threads WHERE category_id = category.id) AS counted
       LEFT JOIN LATERAL (
         SELECT id, title, updated_at FROM forum_threads WHERE category_id = category.id ORDER BY updated_at DESC, id DESC LIMIT 1
       ) AS latest ON true
       ORDER BY category.position`,
      [categories.map((category) => category.id)],
    );
    return categories.map((category, index) => {
      const row = rows[index];
      const latest =
        row.latest_id === null
          ? null
          : { id: row.latest_id, title: row.latest_title, updated_at: row.latest_updated_at.toISOString() };
      return toForumCategory(category, row.total, latest);
    });
  }

  async create(input: CategoryInput, creator: User): Promise<ForumCategory> {
    return toForumCategory(await this.save(this.categories.create({ createdBy: creator.id }), input), 0, null);
  }

  async update(id: number, input: CategoryInput): Promise<ForumCategory> {
    const [category] = await this.withFigures([await this.save(await this.find(id), input)]);
    return category;
  }

  /** A category that still has threads stays (409); the foreign key catches a thread added meanwhile. */
  async remove(id: number): Promise<void> {
    await this.find(id);
    if (await this.threads.existsBy({ categoryId: id })) throw new ConflictException(hasThreadsMessage);
    try {
      await this.categories.delete({ id });
    } catch (error) {
      if (pgErrorCode(error) === foreignKeyViolation) throw new ConflictException(hasThreadsMessage);
      throw error;
    }
  }

  async stats(): Promise<ForumStats> {
    const [row] = await this.dataSource.query<Array<Record<keyof ForumStats, string>>>(`
      SELECT (SELECT count(*) FROM forum_categories) AS categories,
             (SELECT count(*) FROM forum_threads) AS threads,
             (SELECT count(*) FROM forum_threads) + (SELECT count(*) FROM forum_posts) AS posts,
             (SELECT count(*) FROM users) AS members`);
    return {
      categories: Number(row.categories),
      threads: Number(row.threads),
      posts: Number(row.posts),
      members: Number(row.members),
    };
  }

  private async save(category: ForumCategoryEntity, input: CategoryInput): Promise<ForumCategoryEntity> {
    category.name = input.name;
    category.description = input.description;
    category.icon = input.icon || defaultCategoryIcon;
    try {
      return await this.categories.save(category);
    } catch (error) {
      if (pgErrorCode(error) === uniqueViolation)
        throw new ConflictException(`A category named ${input.name} already exists`);
      throw error;
    }
  }
}
