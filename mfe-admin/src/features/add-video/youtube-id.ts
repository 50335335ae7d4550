const idPattern = /^[A-Za-z0-9_-]{11}$/;

/**
 * The 11-character id of a YouTube link (spec section 5: watch?v=, youtu.be/, embed/ or v/ forms),
 * else null. The same reading as the API's (api/src/videos/youtube-url.ts), so the form and the
 * server agree on what is valid.
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

export const thumbnailFor = (id: string) => `https://img.youtube.com/vi/${id}/hqdefault.jpg`;
