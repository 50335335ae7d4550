import { useLocation } from 'react-router-dom';

/** Where a visitor goes to log in before voting, replying or posting: back here afterwards. */
export function useLoginPath() {
  const location = useLocation();
  return `/forum/auth?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
}
