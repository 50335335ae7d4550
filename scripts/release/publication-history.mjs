// What each app published, in order: `.data/releases/publications.jsonl`, one JSON line appended per
// publication or rollback. A rollback goes back by this record, not by the releases' ages: a
// promoted older release, or a newer candidate never published, would fool an order by age.
// The file sits beside remotes.json, where no host serves anything but that file.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { releasesDir } from './release-store.mjs';

export const publicationHistoryFile = (siteRoot) => path.join(releasesDir(siteRoot), 'publications.jsonl');

/**
 * Appends one publication of `app`: `publish` of `id`, or `rollback` to `id`. One short line per
 * append, so writers on one machine never interleave within a line; a torn line is skipped on reading.
 */
export function recordPublication(siteRoot, { app, id, action, now = new Date() }) {
  mkdirSync(releasesDir(siteRoot), { recursive: true });
  const file = publicationHistoryFile(siteRoot);
  // After a torn line, start a new one: the torn one stays unreadable, this one does not.
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const torn = before !== '' && !before.endsWith('\n');
  appendFileSync(file, `${torn ? '\n' : ''}${JSON.stringify({ app, id, action, at: now.toISOString() })}\n`);
}

/** The recorded publications of `app`, oldest first. */
export function publicationsOf(siteRoot, app) {
  const file = publicationHistoryFile(siteRoot);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line);
        return entry?.app === app && typeof entry.id === 'string' ? [entry] : [];
      } catch {
        return [];
      }
    });
}

/**
 * The releases a rollback can go back to, the nearest first: the record replayed as a stack (a
 * publication goes on top; a rollback to `id` takes off what lies above `id`), then read from
 * below the one published now. `current` is the release actually published, which the record may
 * lack (a publication cut off before its line was written): then it counts as on top.
 */
export function earlierPublications(publications, current) {
  const stack = [];
  for (const { id, action } of publications) {
    if (action === 'rollback' && stack.includes(id)) stack.splice(stack.lastIndexOf(id) + 1);
    else stack.push(id);
  }
  if (stack.at(-1) !== current) stack.push(current);
  const earlier = stack.slice(0, -1).filter((id) => id !== current);
  return [...new Set(earlier.toReversed())];
}
