import { CreateUsers1732300000000 } from './1732300000000-create-users.js';
import { CreateAuthTables1732300001000 } from './1732300001000-create-auth-tables.js';
import { CreateVideos1732300002000 } from './1732300002000-create-videos.js';
import { CreateNews1732300003000 } from './1732300003000-create-news.js';
import { CreateLightgun1732300004000 } from './1732300004000-create-lightgun.js';
import { CreateForum1732300005000 } from './1732300005000-create-forum.js';
import { CreateVisitors1732300006000 } from './1732300006000-create-visitors.js';
import { CreateRateLimitCounters1795468980000 } from './1795468980000-create-rate-limit-counters.js';
import { CreateYoutubeSyncRuns1795468981000 } from './1795468981000-create-youtube-sync-runs.js';
import { EndSessionsAndNormaliseUsernames1795500000000 } from './1795500000000-end-sessions-and-normalise-usernames.js';
import { CreateForumThreadViews1795500001000 } from './1795500001000-create-forum-thread-views.js';
import { IndexForumThreadPages1795500002000 } from './1795500002000-index-forum-thread-pages.js';
import { IndexVideoSearchRecency1795500003000 } from './1795500003000-index-video-search-recency.js';
import { IndexForumSearchInCategory1795500004000 } from './1795500004000-index-forum-search-in-category.js';
import { CreateCompatibility1795600001000 } from './1795600001000-create-compatibility.js';
import { TieForumThreadsToGames1795700001000 } from './1795700001000-tie-forum-threads-to-games.js';
import { MarkSetupPasswords1795800001000 } from './1795800001000-mark-setup-passwords.js';
import { FlagDemoContent1795820003000 } from './1795820003000-flag-demo-content.js';
import { RecordYoutubeSyncRuns1795830005000 } from './1795830005000-record-youtube-sync-runs.js';
import { CookMemberText1795900000000 } from './1795900000000-cook-member-text.js';
import { CountEachReporterOnce1795900001000 } from './1795900001000-count-each-reporter-once.js';
import { StoreUsernameSkeletons1795900002000 } from './1795900002000-store-username-skeletons.js';
import { RunYoutubeSyncsAsJobs1795910001000 } from './1795910001000-run-youtube-syncs-as-jobs.js';
import { CountForumPostsByTrigger1795920001000 } from './1795920001000-count-forum-posts-by-trigger.js';
import { CreateNotifications1796000100000 } from './1796000100000-create-notifications.js';
import { NumberPostsAndTrackReaders1796000200000 } from './1796000200000-number-posts-and-track-readers.js';
import { IndexUsernamePrefixes1796000201000 } from './1796000201000-index-username-prefixes.js';
import { KeepDeniedSubmissions1796000400000 } from './1796000400000-keep-denied-submissions.js';
import { RecordWhatReportsTested1796100100000 } from './1796100100000-record-what-reports-tested.js';
import { CountHelpfulMarksByTrigger1796100110000 } from './1796100110000-count-helpful-marks-by-trigger.js';
import { TieVideosToGames1796100300000 } from './1796100300000-tie-videos-to-games.js';
import { MarkEditedReports1796000600000 } from './1796000600000-mark-edited-reports.js';

/** Every migration, in order. Listed as classes (not globs) so tests and builds load the same set. */
export const migrations = [
  CreateUsers1732300000000,
  CreateAuthTables1732300001000,
  CreateVideos1732300002000,
  CreateNews1732300003000,
  CreateLightgun1732300004000,
  CreateForum1732300005000,
  CreateVisitors1732300006000,
  CreateRateLimitCounters1795468980000,
  CreateYoutubeSyncRuns1795468981000,
  EndSessionsAndNormaliseUsernames1795500000000,
  CreateForumThreadViews1795500001000,
  IndexForumThreadPages1795500002000,
  IndexVideoSearchRecency1795500003000,
  IndexForumSearchInCategory1795500004000,
  CreateCompatibility1795600001000,
  TieForumThreadsToGames1795700001000,
  MarkSetupPasswords1795800001000,
  FlagDemoContent1795820003000,
  RecordYoutubeSyncRuns1795830005000,
  CookMemberText1795900000000,
  CountEachReporterOnce1795900001000,
  StoreUsernameSkeletons1795900002000,
  RunYoutubeSyncsAsJobs1795910001000,
  CountForumPostsByTrigger1795920001000,
  CreateNotifications1796000100000,
  NumberPostsAndTrackReaders1796000200000,
  IndexUsernamePrefixes1796000201000,
  KeepDeniedSubmissions1796000400000,
  MarkEditedReports1796000600000,
  RecordWhatReportsTested1796100100000,
  CountHelpfulMarksByTrigger1796100110000,
  TieVideosToGames1796100300000,
];
