const idPattern = /^[A-Za-z0-9_-]{11}$/;

/**
 * The 11-character video id of a YouTube link in any of its forms (spec section 5):
 * watch?v=ID, youtu.be/ID, embed/ID, v/ID; null for anything else.
 */
export function youtubeIdFrom(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'v' || first === 'shorts') candidate = second;
  }
  return candidate && idPattern.test(candidate) ? candidate : null;
}

export const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** The player with its JS API on (for state events) and related videos off. */
export const embedUrl = (id: string) => `https://www.youtube.com/embed/${id}?enablejsapi=1&rel=0`;
export const thumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
