// Tailwind 4 through PostCSS; every app's postcss.config.js uses this.
import tailwind from '@tailwindcss/postcss';
import prefixSelector from 'postcss-prefix-selector';

/** The shell's styles: the base layer, the theme and its own utilities, for the whole page. */
export default { plugins: [tailwind()] };

/** The selector that confines a remote's CSS to the elements it renders (see `AreaScope` in @site/ui). */
export const areaSelector = (area) => `:where([data-area="${area}"])`;

/**
 * Scopes a selector to an area. Without it, a remote's `.hidden` loaded after the shell's
 * `lg:flex` wins on the shell's own elements (same specificity, later rule), and the same between
 * two remotes. `:where()` adds no specificity, so the order inside the remote is unchanged.
 */
export function scopeSelector(area, selector, rule) {
  const scope = areaSelector(area);
  if (selector.startsWith(scope) || rule?.parent?.type === 'rule') return selector;
  if (/^(:root|:host|html|body)\b/.test(selector)) return selector.replace(/^(:root|:host|html|body)/, scope);
  return `${scope} ${selector}`;
}

/**
 * `:root, :host` both become the area's selector: one copy is enough. Left twice, the CSS minifier
 * writes the lab() fallback of the theme variables under an empty selector.
 */
const dedupeSelectors = {
  postcssPlugin: 'dedupe-selectors',
  Rule(rule) {
    const unique = [...new Set(rule.selectors)];
    if (unique.length !== rule.selectors.length) rule.selectors = unique;
  },
};

/**
 * A remote's styles: its own utilities and the theme variables they use, scoped to its area so
 * they never restyle the shell or another remote.
 */
export function areaPostcss(area) {
  return {
    plugins: [
      tailwind(),
      prefixSelector({
        prefix: areaSelector(area),
        transform: (_prefix, selector, _prefixed, _file, rule) => scopeSelector(area, selector, rule),
      }),
      dedupeSelectors,
    ],
  };
}
