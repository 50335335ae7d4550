import unhomoglyph from 'unhomoglyph';

/**
 * The UTS #39 skeleton: NFD, each character replaced by the prototype it is confusable with
 * (Unicode's confusables.txt), NFD again. Two strings that look alike have the same skeleton; it
 * is a key for comparing, never for display.
 */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * What usernames are unique by. The skeleton is taken first and lowercased after (names ignore
 * case): 'B0B' meets 'bob' and 'Ian' meets 'lan', as they look; Cyrillic 'аdmin' meets 'admin'.
 */
export const usernameSkeleton = (username: string) => skeleton(username).toLowerCase();

const staffWords = ['admin', 'moderator'];
// Each word's skeleton as it may be written: skeletons keep case ('I' looks like 'l', 'i' does not).
const staffSkeletons = staffWords.flatMap((word) => [word, word.toUpperCase()].map(usernameSkeleton));

/**
 * Whether a name shows a staff word at the start or the end of one of its words, in any case or
 * lookalike letters: 'Admin_', 'the moderator', 'TheModeratorTeam', 'ＡＤＭＩＮ', 'аdmIn'; not
 * 'badminton'. Words are runs of letters and digits, also cut where a lowercase letter meets a capital.
 */
export function showsStaffWord(name: string): boolean {
  const runs = name.normalize('NFKC').split(/[^\p{L}\p{M}\p{N}]+/u);
  const words = [...runs, ...runs.flatMap((run) => run.split(/(?<=\p{Ll})(?=\p{Lu})/u))];
  return words.some((word) => {
    const forms = [usernameSkeleton(word), usernameSkeleton(word.toLowerCase())];
    return forms.some((form) => staffSkeletons.some((staff) => form.startsWith(staff) || form.endsWith(staff)));
  });
}
