import { describe, expect, it } from 'vitest';
import { xmlEscape } from './xml-escape.js';

describe('xmlEscape', () => {
  it('escapes the five XML specials and drops characters XML cannot carry', () => {
    expect(xmlEscape(`Tom & "Jerry" <b>'s</b>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;');
    expect(xmlEscape('bell\u0007 tab\t nl\n')).toBe('bell tab\t nl\n');
  });
});
