import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ForumCategory, ForumCategoryWithThreads, ForumStats, ForumThreadSummary } from '@site/contracts';
import { DataSource, type Repository } from 'typeorm';
import { foreignKeyViolation, pgErrorCode, uniqueViolation } from '../database/pg-errors.js';
import type { User } from '../users/user.entity.js';
import type { CategoryInput } from './dto/category.input.js';
import { defaultCategoryIcon, ForumCategoryEntity } from './entities/forum-category.entity.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { toCategoryWithFigures, toForumCategory, toThreadSummary } from './forum-response.js';

const hasThreadsMessage = 'This category still has threads: delete its threads first';

@Injectable()
export class ForumCategoriesService {
  constructor(
    @InjectRepository(ForumCategoryEntity) private readonly categories: Repository<ForumCategoryEntity>,
    @InjectRepository(ForumThreadEntity) private readonly threads: Repository<ForumThreadEntity>,
    private readonly dataSource: DataSource,
  ) {}

  async find(id: number): Promise<ForumCategoryEntity> {
    const category = await this.categories.findOneBy({ id });
    if (!category) throw new NotFoundException('Category not found');
    return category;
  }

  /** Every category, oldest first, with its threads: pinned first, then the latest activity. */
  async list(): Promise<ForumCategoryWithThreads[]> {
    const [categories, threads] = await Promise.all([
      this.categories.find({ order: { id: 'ASC' } }),
      this.threads
        .createQueryBuilder('thread')
        .leftJoinAndSelect('thread.author', 'author')
        .orderBy('thread.isPinned', 'DESC')
        .addOrderBy('thread.updatedAt', 'DESC')
        .addOrderBy('thread.id', 'DESC')
        .getMany(),
    ]);
    const byCategory = new Map<number, ForumThreadSummary[]>(categories.map((category) => [category.id, []]));
    for (const thread of threads) byCategory.get(thread.categoryId)?.push(toThreadSummary(thread));
    return categories.map((category) => {
      const nested = byCategory.get(category.id) ?? [];
      return { ...toCategoryWithFigures(category, nested), threads: nested };
    });
  }

  async create(input: CategoryInput, creator: User): Promise<ForumCategory> {
    return toForumCategory(await this.save(this.categories.create({ createdBy: creator.id }), input), 0, null);
  }

  async update(id: number, input: CategoryInput): Promise<ForumCategory> {
    const category = await this.save(await this.find(id), input);
    const threads = await this.threads.find({ where: { categoryId: id }, relations: { author: true } });
    return toCategoryWithFigures(category, threads.map(toThreadSummary));
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
    return { categories: Number(row.categories), threads: Number(row.threads), posts: Number(row.posts), members: Number(row.members) };
  }

  private async save(category: ForumCategoryEntity, input: CategoryInput): Promise<ForumCategoryEntity> {
    category.name = input.name;
    category.description = input.description;
    category.icon = input.icon || defaultCategoryIcon;
    try {
      return await this.categories.save(category);
    } catch (error) {
      if (pgErrorCode(error) === uniqueViolation) throw new ConflictException(`A category named ${input.name} already exists`);
      throw error;
    }
  }
}
