/**
 * A cookie that only says "someone is logged in here". The page server reads it to leave out the
 * anonymous data it would otherwise preload (api/src/site/page-data.ts, same name); it grants
 * nothing: the token stays in localStorage and the API checks it on every request.
 */
const memberHintCookie = 'lgh_member';
const thirtyDays = 60 * 60 * 24 * 30;

export function setMemberHint(loggedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = loggedIn
    ? `${memberHintCookie}=1; Path=/; Max-Age=${thirtyDays}; SameSite=Lax`
    : `${memberHintCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
}
