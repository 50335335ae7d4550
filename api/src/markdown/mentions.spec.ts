import { describe, expect, it } from 'vitest';
import { maxMentionsPerText, mentionedUsernames } from './mentions.js';

describe('mentionedUsernames', () => {
  it('finds each name once, lowercased, in order of first mention', () => {
    expect(mentionedUsernames('@Alice thanks, and @bob_2 too. Right, @ALICE? (@carol.d)')).toEqual([
      'alice',
      'bob_2',
      'carol.d',
    ]);
  });

  it('ends a name before a full stop, a comma or a quote', () => {
    expect(mentionedUsernames("Ask @dave. Or @erin, or @frank's friend, or @gina-")).toEqual([
      'dave',
      'erin',
      'frank',
      'gina',
    ]);
  });

  it('stores names as registration does (NFKC)', () => {
    expect(mentionedUsernames('hi @ＡＤＡ and @Zoë')).toEqual(['ada', 'zoë']);
  });

  it('finds names in emphasis, lists, quotes and headings', () => {
    expect(mentionedUsernames('# For @heidi\n\n> **@ivan** said\n\n- _@judy_\n- line\n@kim')).toEqual([
      'heidi',
      'ivan',
      'judy',
      'kim',
    ]);
  });

  it('ignores code spans and code blocks', () => {
    expect(mentionedUsernames('`@decorator` here\n\n```\n@Component\n```\n\n    @indented\n\nbut @real')).toEqual([
      'real',
    ]);
  });

  it('ignores link text and addresses, images and raw HTML', () => {
    const markdown =
      '[@linktext](https://x.example/@inurl) <https://mastodon.example/@auto> ![@alt](https://i.imgur.com/a.png) <span title="@attr">@inhtml</span>';
    expect(mentionedUsernames(markdown)).toEqual(['inhtml']);
  });

  it('does not take email addresses, a lone @ or a double @@ for mentions', () => {
    expect(mentionedUsernames('mail bob@example.com, @ alone, @@twice, a@b')).toEqual([]);
  });

  it('skips a run longer than a username can be', () => {
    expect(mentionedUsernames(`@${'a'.repeat(51)} and @${'b'.repeat(50)}`)).toEqual(['b'.repeat(50)]);
  });

  it('stops at the limit', () => {
    const names = Array.from({ length: 30 }, (_, index) => `@user${index}`).join(' ');
    const found = mentionedUsernames(names);
    expect(found).toHaveLength(maxMentionsPerText);
    expect(found.at(-1)).toBe(`user${maxMentionsPerText - 1}`);
  });

  it('answers nothing for a text without @', () => {
    expect(mentionedUsernames('plain text')).toEqual([]);
  });
});
