/** One nginx directive: `name args...;` or `name args... { block }`. */
export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** Words, quoted strings (quotes removed), and the `{`, `}`, `;` that structure them; comments dropped. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const pattern = /#[^\n]*|'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|([{};])|([^\s{};'"#][^\s;'"]*?(?=[\s;{}]|$))/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0].startsWith('#')) continue;
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4]);
  }
  return tokens;
}

/** Enough of nginx's grammar to read our own config files in tests (Docker cannot run here). */
export function parseNginx(text: string): Directive[] {
  const tokens = tokenize(text);
  let index = 0;
  function block(): Directive[] {
    const directives: Directive[] = [];
    while (index < tokens.length && tokens[index] !== '}') {
      const name = tokens[index++];
      const args: string[] = [];
      while (index < tokens.length && tokens[index] !== ';' && tokens[index] !== '{') args.push(tokens[index++]);
      if (tokens[index] === '{') {
        index += 1;
        directives.push({ name, args, block: block() });
        if (tokens[index++] !== '}') throw new Error(`unclosed block ${name} ${args.join(' ')}`);
      } else {
        if (tokens[index++] !== ';') throw new Error(`directive ${name} not ended by ;`);
        directives.push({ name, args });
      }
    }
    return directives;
  }
  const directives = block();
  if (index < tokens.length) throw new Error('unexpected }');
  return directives;
}

/** The directives named `name` (optionally with these first arguments) in a list. */
export function all(directives: Directive[] | undefined, name: string, ...args: string[]): Directive[] {
  return (directives ?? []).filter(
    (directive) => directive.name === name && args.every((arg, i) => directive.args[i] === arg),
  );
}

/** The one directive named so; throws when there is none or several. */
export function one(directives: Directive[] | undefined, name: string, ...args: string[]): Directive {
  const found = all(directives, name, ...args);
  if (found.length !== 1) throw new Error(`expected one ${[name, ...args].join(' ')}, found ${found.length}`);
  return found[0];
}

/**
 * The location nginx picks for a URI in a server block: an exact match; else the longest prefix,
 * final if it is `^~`; else the first regex that matches; else that longest prefix.
 */
export function locationFor(server: Directive[], uri: string): Directive | undefined {
  const locations = all(server, 'location');
  const exact = locations.find(({ args }) => args[0] === '=' && args[1] === uri);
  if (exact) return exact;
  const prefixes = locations.filter(
    ({ args }) => (args.length === 1 || args[0] === '^~') && uri.startsWith(args.at(-1) as string),
  );
  const longest = prefixes.sort((a, b) => (b.args.at(-1) as string).length - (a.args.at(-1) as string).length)[0];
  if (longest?.args[0] === '^~') return longest;
  const regex = locations.find(
    ({ args }) => (args[0] === '~' || args[0] === '~*') && new RegExp(args[1], args[0] === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? longest;
}
