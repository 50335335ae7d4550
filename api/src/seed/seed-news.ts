import type { DataSource } from 'typeorm';
import { NewsArticleEntity, normalizeTagTexts } from '../news/index.js';
import { demoNews } from './demo-news.js';
import { cookOwnText } from '../markdown/cook-markdown.js';

const day = 24 * 60 * 60 * 1000;

/**
 * Fills an empty news table with the welcome posts, and the demo articles when `withDemo`; never touches one that has
 * any article.
 */
export async function seedNews(dataSource: DataSource, log: (line: string) => void, withDemo: boolean): Promise<void> {
  const news = dataSource.getRepository(NewsArticleEntity);
  if ((await news.count()) > 0) return;
  const now = Date.now();
  const seeded = demoNews.filter((demo) => withDemo || demo.welcome);
  await news.save(
    seeded.map((demo) => {
      // Created when published, so the newest-first order follows the dates shown.
      const date = new Date(now - demo.age * day);
      const cooked = cookOwnText(demo.content);
      return news.create({
        title: demo.title,
        description: demo.description,
        content: demo.content,
        contentHtml: cooked.html,
        contentExcerpt: cooked.excerpt,
        category: demo.category,
        readTime: demo.readTime,
        tags: normalizeTagTexts(demo.tags),
        status: 'published',
        author: 'Lightgun Hub',
        createdAt: date,
        updatedAt: date,
        publishedAt: date,
        isDemo: !demo.welcome,
      });
    }),
  );
  log(`Seeded ${seeded.length} news articles.`);
}
