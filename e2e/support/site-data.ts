import type { APIRequestContext } from '@playwright/test';
import type { NewsArticle } from '@site/contracts';

/**
 * The title of the newest published article: the head of /news on any site. (The seed's 'Welcome!'
 * is its oldest, and leaves the first page once a site has more news than a page holds.)
 */
export async function newestNewsTitle(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/news?page=1');
  if (!response.ok()) throw new Error(`news list: ${response.status()}`);
  const [newest] = (await response.json()) as NewsArticle[];
  if (!newest) throw new Error('the site has no published news');
  return newest.title;
}
