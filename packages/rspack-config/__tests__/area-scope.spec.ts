import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { areaPostcss } from '../postcss.js';

// The scoping step alone (Tailwind, the first plugin, needs a source tree).
const [, scope, dedupe] = areaPostcss('forum').plugins;
const scoped = async (css: string) => (await postcss([scope, dedupe]).process(css, { from: undefined })).css;

describe("a remote's CSS", () => {
  it('applies only inside its own area, adding no specificity', async () => {
    expect(await scoped('.hidden{display:none}')).toBe(':where([data-area="forum"]) .hidden{display:none}');
    expect(await scoped('.a,.b:hover{color:red}')).toBe(
      ':where([data-area="forum"]) .a,:where([data-area="forum"]) .b:hover{color:red}',
    );
  });

  it('scopes responsive variants the same way, so their order inside the remote holds', async () => {
    expect(await scoped('@media (width>=64rem){.lg\\:flex{display:flex}}')).toBe(
      '@media (width>=64rem){:where([data-area="forum"]) .lg\\:flex{display:flex}}',
    );
  });

  it('turns page-wide selectors into the area itself and leaves keyframes and nested rules alone', async () => {
    expect(await scoped(':root{--x:1}')).toBe(':where([data-area="forum"]){--x:1}');
    expect(await scoped('@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}')).toBe(
      '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    );
    expect(await scoped('.a{&:hover{color:red}}')).toBe(':where([data-area="forum"]) .a{&:hover{color:red}}');
  });

  it('writes the theme variables once for the area, not once per page-wide selector', async () => {
    expect(await scoped(':root,:host{--spacing:.25rem}')).toBe(':where([data-area="forum"]){--spacing:.25rem}');
  });

  it('is scoped once, even when processed twice', async () => {
    expect(await scoped(await scoped('.x{color:red}'))).toBe(':where([data-area="forum"]) .x{color:red}');
  });
});
