// The package ships no types; only what mixed-scripts.ts uses.
declare module 'unicode-script' {
  /** True when the string's resolved script set (UTS #39) is empty. */
  export function isMixedScript(text: string): boolean;
  /** The resolved script set (UTS #39) as ISO 15924 codes, with the augmented 'Hanb', 'Jpan' and 'Kore'. */
  export function unicodeResolvedScriptCodes(text: string): Set<string>;
}
