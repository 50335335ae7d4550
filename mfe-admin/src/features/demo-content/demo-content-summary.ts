import type { DemoContentCounts } from '@site/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '32 videos, 7 news articles and 4 forum threads'; null when there is none. */
export function demoContentSummary({ videos, news, threads }: DemoContentCounts): string | null {
  const parts = [
    videos ? plural(videos, 'video', 'videos') : null,
    news ? plural(news, 'news article', 'news articles') : null,
    threads ? plural(threads, 'forum thread', 'forum threads') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
