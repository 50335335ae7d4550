// The host's first view: what its entry loads as soon as it runs (the bootstrap chunk and the shared
// libraries it provides), named in index.html so the browser fetches it beside the entry instead of
// after the entry has downloaded and run.
import { rspack } from '@rspack/core';

const pluginName = 'FirstViewPreloadPlugin';

/**
 * Files of the chunk groups the entry `main` loads on start, in a stable order. The host provides
 * every shared library to the page, so each one's chunk hangs off the entry too: `later` names the
 * ones no first view runs (forms), which stay out of the preloads.
 */
export function firstViewFiles(compilation, entry = 'main', later = []) {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) return [];
  const files = new Set();
  for (const group of entrypoint.childrenIterable) {
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  }
  // Named chunk ids spell a package's path with '_' for '/' and '.': @scope/name -> node_modules_scope_name.
  const runsLater = (file) =>
    later.some((library) => file.includes(`node_modules_${library.replace(/^@/, '').replace(/[/.]/g, '_')}`));
  return [...files].filter((file) => /\.(js|css)$/.test(file) && !runsLater(file)).sort();
}

const preloadTag = (publicPath, file) => ({
  tagName: 'link',
  voidTag: true,
  attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${publicPath}${file}` },
});

export class FirstViewPreloadPlugin {
  /** @param {{ later?: string[] }} options shared libraries no first view runs */
  constructor({ later = [] } = {}) {
    this.later = later;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(pluginName, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        pluginName,
        async (data) => {
          const tags = firstViewFiles(compilation, 'main', this.later).map((file) => preloadTag(data.publicPath, file));
          // After the entry script: it stays the first thing fetched.
          return { ...data, headTags: [...data.headTags, ...tags] };
        },
      );
    });
  }
}
