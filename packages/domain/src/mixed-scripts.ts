// The package ships no types: its declaration travels with this file into every program that compiles it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./unicode-script.d.ts" />
import { isMixedScript, unicodeResolvedScriptCodes } from 'unicode-script';

// UTS #39's 'highly restrictive' level: one script, or Latin with the scripts Chinese, Japanese
// and Korean are written in ('taro太郎'), which hold no letters that pass for Latin ones.
const writtenWithLatin = ['Hanb', 'Jpan', 'Kore'];

/** Letters of two scripts in one name: 'аdmin' slips a Cyrillic а among Latin letters. */
export function mixesScripts(name: string): boolean {
  if (!isMixedScript(name)) return false;
  const besidesLatin = unicodeResolvedScriptCodes(name.replace(/\p{Script=Latin}/gu, ''));
  return !writtenWithLatin.some((script) => besidesLatin.has(script));
}
