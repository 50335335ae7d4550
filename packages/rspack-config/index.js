// One Rspack + Module Federation setup for the shell and every remote, so that
// shared singletons, CSS handling and output naming cannot drift between apps.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import { FirstViewPreloadPlugin } from './first-view-preload.js';
import { constants as zlib } from 'node:zlib';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** Ports used by `npm run dev`; the API listens on 3000. */
export const devPorts = {
  shell: 4200,
  videos: 4201,
  news: 4202,
  games: 4203,
  forum: 4204,
  admin: 4205,
};
/** The remote areas, as `siteAreas` in @site/domain lists them (a test holds the two equal). */
export const remoteNames = ['videos', 'news', 'games', 'forum', 'admin'];

function versionOf(pkg) {
  const file = path.join(workspaceRoot, 'node_modules', pkg, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/**
 * Every react-router-dom export any app uses. The shared router is tree-shaken to this one list
 * (the same for every app, or a remote could miss an export the shell dropped); a unit test
 * fails when an app imports something not listed here.
 */
export const routerExports = [
  'BrowserRouter',
  'Link',
  'Navigate',
  'NavLink',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

/**
 * Every @tanstack/react-query export any app uses, for the same reason (the shared copy is
 * trimmed to this list; the same unit test checks it).
 */
export const queryExports = [
  'QueryClient',
  'QueryClientProvider',
  'infiniteQueryOptions',
  'keepPreviousData',
  'queryOptions',
  'useInfiniteQuery',
  'useMutation',
  'useQuery',
  'useQueryClient',
];

/**
 * Every react-hook-form export any app or form helper uses, for the same reason: `appendErrors`,
 * `get` and `set` are what @hookform/resolvers imports (the same unit test reads its build).
 */
export const formExports = ['appendErrors', 'get', 'set', 'useForm', 'useWatch'];

export const sitePackages = ['@site/auth', '@site/ui', '@site/api-client'];

/** Shared, but loaded with the first form, never by a first view (so never preloaded). */
const formLibraries = ['react-hook-form'];

/**
 * The version of one of our shared packages this build is made against: its package.json's, or
 * the one SITE_PACKAGE_VERSIONS names (`{"@site/ui":"2.0.0"}`), which builds a remote as if against
 * another release of the package (the composition test's incompatible remote).
 */
function sitePackageVersion(pkg) {
  const overrides = JSON.parse(process.env.SITE_PACKAGE_VERSIONS || '{}');
  return overrides[pkg] ?? versionOf(pkg);
}

// Everything a remote gets from the page instead of bundling its own copy.
function sharedSingletons() {
  const libraries = ['react', 'react-dom', 'react-router', 'react-router-dom'];
  const shared = {};
  for (const lib of libraries) {
    shared[lib] = { singleton: true, requiredVersion: `^${versionOf(lib)}` };
  }
  for (const lib of ['react-router', 'react-router-dom']) {
    shared[lib].treeShaking = { mode: 'runtime-infer', usedExports: routerExports };
  }
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: `^${versionOf('react')}` };
  shared['react-dom/client'] = { singleton: true, requiredVersion: `^${versionOf('react-dom')}` };
  // One server-state cache and one form library for the page: the shell provides them, areas reuse them.
  // (zod is not shared: its mini API tree-shakes into each form's chunk, a shared copy could not.)
  for (const lib of ['@tanstack/react-query', ...formLibraries]) {
    shared[lib] = { singleton: true, requiredVersion: `^${versionOf(lib)}` };
  }
  shared['@tanstack/react-query'].treeShaking = { mode: 'runtime-infer', usedExports: queryExports };
  shared['react-hook-form'].treeShaking = { mode: 'runtime-infer', usedExports: formExports };
  // Our own shared packages: a remote built against another major version refuses the page's copy
  // (strictVersion) and shows its area's 'temporarily unavailable' state instead of breaking.
  for (const pkg of sitePackages) {
    const version = sitePackageVersion(pkg);
    shared[pkg] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: true };
  }
  return shared;
}

function reactRouterProductionAliases() {
  const dist = path.join(workspaceRoot, 'node_modules/react-router/dist/production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

// Static hosts send these as they are (no per-request work): `.br` and `.gz` beside each file.
const compressible = /\.(js|css|html|json|svg|xml)$/;
function precompressionPlugins() {
  return [
    new CompressionPlugin({
      test: compressible,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      filename: '[path][base].gz',
    }),
    new CompressionPlugin({
      test: compressible,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
  ];
}

/**
 * The Module Federation runtime as ES modules. Its own entry requires it, which resolves the
 * CommonJS builds: nothing of the SDK or the runtime could be tree-shaken then.
 */
function federationRuntimeEsmAliases() {
  const packages = ['runtime-tools', 'webpack-bundler-runtime', 'runtime', 'runtime-core', 'sdk', 'error-codes'];
  return Object.fromEntries(
    packages.flatMap((name) => {
      const dir = path.join(workspaceRoot, 'node_modules/@module-federation', name);
      const { import: esm, require: cjs } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports[
        '.'
      ];
      const esmFile = path.join(dir, esm.default);
      // The plugin's generated entry asks for the resolved CommonJS file by its absolute path.
      return [
        [`@module-federation/${name}$`, esmFile],
        [`${path.join(dir, cjs.default)}$`, esmFile],
      ];
    }),
  );
}

function devRemotesJson() {
  return Object.fromEntries(remoteNames.map((name) => [name, `http://localhost:${devPorts[name]}/mf-manifest.json`]));
}

/**
 * @param {{ name: string, dirname: string, kind: 'host' | 'remote', exposes?: Record<string, string> }} app
 * @param {Record<string, string>} env rspack CLI env (`--env` flags and WEBPACK_SERVE)
 * @param {{ mode?: string }} argv
 */
export function createAppConfig(app, _env = {}, argv = {}) {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const isHost = app.kind === 'host';
  const port = devPorts[app.name];

  const federation = isHost
    ? {
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        // target 'web' drops the runtime's Node.js branches from the page.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }
    : {
        name: app.name,
        filename: 'remoteEntry.[contenthash:8].js',
        exposes: { './routes': './src/routes.tsx', ...app.exposes },
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      };

  return {
    context: app.dirname,
    // Modern browsers only: compiled down to ES5, our code was a third larger (helpers for
    // destructuring, spread and iterators in every chunk).
    target: ['web', 'es2022'],
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(app.dirname, 'dist'),
      // The shell must resolve chunks from '/' on deep links; remotes from wherever they are hosted.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[id].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      // Sources import siblings as '.js' (what the emitted ESM would name them).
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // react-router's package exports only its development build; production gets the lean one.
      alias: production ? { ...reactRouterProductionAliases(), ...federationRuntimeEsmAliases() } : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          use: [rspack.CssExtractRspackPlugin.loader, 'css-loader', 'postcss-loader'],
          type: 'javascript/auto',
        },
      ],
    },
    optimization: {
      // Named chunk ids keep shared-library chunks recognisable in the bundle bench and tests.
      chunkIds: 'named',
    },
    plugins: [
      new rspack.CssExtractRspackPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[id].[contenthash:8].css',
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        templateParameters: { title: isHost ? 'Lightgun Hub' : `Lightgun Hub: ${app.name} (standalone)` },
        // A remote's standalone page lists only its own chunk, not its remote entry.
        chunks: ['main'],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin(federation),
      ...(isHost && production ? [new FirstViewPreloadPlugin({ later: formLibraries })] : []),
      // Files served under fixed names (the link-preview image, the favicon).
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      ...(production ? precompressionPlugins() : []),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      hot: !isHost,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
      setupMiddlewares: (middlewares) => {
        if (isHost) {
          middlewares.unshift({
            name: 'remotes-json',
            path: '/remotes.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.end(JSON.stringify(devRemotesJson()));
            },
          });
        }
        return middlewares;
      },
    },
    lazyCompilation: false,
    performance: { hints: false },
  };
}
