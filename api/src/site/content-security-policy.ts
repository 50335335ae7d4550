import { remoteOrigins } from './remote-choice.js';

/** The video player's origin (api/src/videos/youtube-url.ts builds every embed URL there). */
const videoPlayerOrigin = 'https://www.youtube.com';

/**
 * The pages' Content-Security-Policy: script only from the site and its remotes (no inline script:
 * the JSON the page server inlines is data, never run), frames only from the video player, images
 * from the site, data: URLs and https (thumbnails, box art, Markdown images; never plain http;
 * a policy cannot tell an https address on a local network from any other), no plugins, no <base>
 * change, not framed by other sites. The token sits in localStorage: this is what keeps injected
 * script from reading it. `remotes`: the page's choice (remote-choice.ts), or the published ones.
 */
export function contentSecurityPolicy(remotes: Record<string, string> | undefined): string {
  const remote = remoteOrigins(remotes);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remote]],
    ['connect-src', ["'self'", ...remote]],
    // Stylesheets from the site and the remotes; no style="" attribute from markup (React sets its
    // styles through the DOM, which a policy does not govern). <style> elements stay allowed: Radix's
    // scroll lock (react-remove-scroll) writes one whose content varies with the scrollbar's width,
    // so no hash fits, and a nonce would need every remote's bundle to read it. A style runs no script.
    ['style-src', ["'self'", ...remote]],
    ['style-src-elem', ["'self'", "'unsafe-inline'", ...remote]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    ['frame-src', [videoPlayerOrigin]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
