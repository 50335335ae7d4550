import type { FeedItemType } from '@site/contracts';
import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, NewsIcon, PlayIcon } from '../../components/icons.js';

interface FeedItemLook {
  badge: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** White text on these keeps AA contrast. */
  badgeClass: string;
  placeholderClass: string;
}

/** How each kind of feed entry is labelled and drawn. */
export const feedItemTypes: Record<FeedItemType, FeedItemLook> = {
  video: {
    badge: 'Video',
    Icon: PlayIcon,
    badgeClass: 'bg-rose-700 text-white',
    placeholderClass: 'from-rose-950 to-surface-raised text-rose-300',
  },
  news: {
    badge: 'News',
    Icon: NewsIcon,
    badgeClass: 'bg-sky-700 text-white',
    placeholderClass: 'from-sky-950 to-surface-raised text-sky-300',
  },
  thread: {
    badge: 'Forum',
    Icon: ChatIcon,
    badgeClass: 'bg-emerald-700 text-white',
    placeholderClass: 'from-emerald-950 to-surface-raised text-emerald-300',
  },
};
