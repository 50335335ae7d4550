export { videoCategories, videoCategoryValues, videoCategoryLabel } from './video-categories.js';
export { newsCategories, newsCategoryValues, newsCategoryLabel } from './news-categories.js';
export { youtubeIdFrom, watchUrl, embedUrl, thumbnailUrl } from './youtube-url.js';
export { tagPalette, normalizeTags } from './tag-palette.js';
export { paginationHeader, maxPageSize, pageSizes, nestedThreadsPerCategory, videoListSearch } from './paging.js';
export {
  siteAreas,
  siteRoutes,
  siteRouteFor,
  itemPages,
  type SiteArea,
  type SiteRoute,
  type ItemPage,
  type ItemPageKind,
} from './site-routes.js';
export { apiReads, sectionPreloads, itemPreloads } from './page-preloads.js';
export {
  compatibilityRatings,
  ratingLabel,
  ratingDefinition,
  tierLabel,
  reportFeatures,
  featureResults,
  featureResultLabel,
  reportVersionFields,
  maxVersionLength,
} from './compatibility-ratings.js';
export {
  reportAgeDays,
  agedReportWeight,
  isAgedReport,
  majorityRating,
  confidenceOf,
  compatibilityStanding,
  noStanding,
  compareStandings,
  standingSummary,
  trendSummary,
  type CountedReport,
} from './compatibility-standing.js';
export {
  setupMismatch,
  possibleOptions,
  setupSlug,
  setupSlugPattern,
  maxSetupSlugLength,
  setupPagePath,
  setupPageHeading,
  type SetupRuleOption,
  type SetupRulePlatform,
  type SetupMismatch,
} from './setup-rules.js';
export {
  minPasswordLength,
  passwordTooShort,
  maxPasswordLength,
  passwordTooLong,
  passwordBlank,
  passwordRequired,
  currentPasswordRequired,
  passwordStrengthLabels,
  minPasswordScore,
  passwordRule,
  passwordTooWeak,
  scorePassword,
  isStrongPassword,
  passwordIssue,
} from './password-strength.js';
export {
  maxUsernameLength,
  usernameRequired,
  usernameTooLong,
  usernameHasInvisibleCharacters,
  usernameMixesScripts,
  normalizeUsername,
  hasInvisibleCharacters,
  usernameLength,
  usernameIssue,
} from './username-rules.js';
export { mixesScripts } from './mixed-scripts.js';
export { maxDenialReasonLength } from './submission-review.js';
export { defaultMailDelivery, notificationKinds, mailDeliveries } from './notification-kinds.js';
