import { apiClient, forumKeys } from '@site/api-client';
import type { MemberReplyPage, MemberReportPage, MemberThreadPage } from '@site/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

interface MemberListPages {
  threads: MemberThreadPage;
  replies: MemberReplyPage;
  reports: MemberReportPage;
}
export type MemberList = keyof MemberListPages;

const pageSize = 10;

/** One of a member's lists (newest first), ten at a time, each 'Load more' adding the next page. */
const memberListQuery = <List extends MemberList>(username: string, list: List) =>
  infiniteQueryOptions({
    queryKey: [...forumKeys.member(username), list],
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<MemberListPages[List]>(
        `/users/${encodeURIComponent(username)}/${list}?page=${pageParam}&limit=${pageSize}`,
        {
          fallbackMessage: `Failed to load ${list}`,
          signal,
        },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.has_next ? last.pagination.page + 1 : undefined),
  });

export const useMemberList = <List extends MemberList>(username: string, list: List) =>
  useInfiniteQuery(memberListQuery(username, list));
