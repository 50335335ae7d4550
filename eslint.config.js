// The one ESLint flat config for every workspace.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mfe-videos', 'mfe-news', 'mfe-games', 'mfe-forum', 'mfe-admin'];
const frontEnd = [...apps, 'packages'].map((dir) => `${dir}/**/*.{ts,tsx}`);

/**
 * Where the lines are: a feature folder (`<app>/src/features/<name>`) imports only itself, its
 * app's shared folders (components, api, hooks) and packages; no app imports another app's files
 * (remotes meet only at runtime, through the shell and the shared packages).
 */
const boundaryPolicies = apps.flatMap((app) => [
  {
    from: { element: { type: `${app}:feature` } },
    disallow: {
      to: { element: { type: `${app}:feature`, captured: { feature: '!{{ from.element.captured.feature }}' } } },
    },
  },
  {
    from: { element: { types: { anyOf: [app, `${app}:feature`] } } },
    disallow: {
      to: {
        element: {
          types: { anyOf: apps.filter((other) => other !== app).flatMap((other) => [other, `${other}:feature`]) },
        },
      },
    },
  },
]);

/**
 * The API's modules (`api/src/<module>`) in their layers, lowest first (api/README.md): a module
 * imports only the modules before it. Identity, content and composition modules are walled: the
 * others reach one only through its `index.ts` or a `*.service.ts`; infrastructure is open.
 */
const apiLayers = {
  infrastructure: ['common', 'config', 'startup', 'database', 'http', 'markdown', 'mail', 'health', 'jobs'],
  identity: ['users', 'auth', 'notifications'],
  content: ['visitors', 'videos', 'news', 'lightgun', 'forum', 'youtube'],
  composition: ['feed', 'site', 'admin', 'member-data', 'seed'],
};
const apiModules = Object.values(apiLayers).flat();
const walledModules = apiModules.filter((module) => !apiLayers.infrastructure.includes(module));
const apiModule = (module) => ({ type: 'api', captured: { module } });
// Policies are read in order and the last one that matches decides.
const apiPolicies = [
  {
    from: { element: { types: { anyOf: ['api', 'api:root'] } } },
    disallow: { to: { element: apiModule(walledModules) } },
    message:
      '{{ to.element.captured.module }} is walled: import its index.ts or one of its services, never {{ to.element.fileInternalPath }}',
  },
  {
    from: { element: { types: { anyOf: ['api', 'api:root'] } } },
    allow: { to: { element: { ...apiModule(walledModules), fileInternalPath: ['index.ts', '**/*.service.ts'] } } },
  },
  { from: { element: { type: 'api' } }, allow: { to: { element: apiModule('{{ from.element.captured.module }}') } } },
  ...apiModules.slice(0, -1).map((module, index) => ({
    from: { element: apiModule(module) },
    disallow: { to: { element: apiModule(apiModules.slice(index + 1)) } },
    message: `${module} may import only the modules before it in the layering (api/README.md), not {{ to.element.captured.module }}`,
  })),
  // The schema's registry (TypeORM needs every entity in one list) and the migrations, frozen history.
  {
    from: { element: { ...apiModule('database'), fileInternalPath: ['data-source-options.ts', 'migrations/**'] } },
    allow: { to: { element: { type: 'api' } } },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'Focused tests hide the rest of the suite.',
        },
      ],
    },
  },
  {
    files: frontEnd,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: frontEnd,
    ignores: ['packages/ui/src/form/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/.*)?$',
              message:
                "Import { z } from '@site/ui/zod': zod's tree-shakable mini API, kept from probing eval (which the pages' CSP refuses).",
            },
          ],
        },
      ],
    },
  },
  {
    files: apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { noWarnOnMultipleProjects: true, project: apps.map((app) => `${app}/tsconfig.json`) },
      },
      'boundaries/elements': apps.flatMap((app) => [
        { type: `${app}:feature`, pattern: `${app}/src/features/*`, capture: ['feature'] },
        { type: app, pattern: `${app}/src` },
      ]),
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }] },
  },
  {
    files: ['api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'api/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'api', pattern: 'api/src/*', capture: ['module'] },
        { type: 'api:root', pattern: 'api/src' },
      ],
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: apiPolicies }] },
  },
  // No file imports itself back through others (type-only imports vanish from the build: not counted).
  // Specs are left out: nothing imports a spec, so none can close a cycle, and each would walk the graph again.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.{spec,e2e-spec,test}.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['api/tsconfig.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Each workspace's files resolved through its own tsconfig only: the cycle rule's time falls by about 40 %.
  ...['api', ...apps, 'e2e'].map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${dir}/tsconfig.json` })] },
  })),
  // Formatting is Prettier's (checked by `npm run lint`); no lint rule argues with it.
  prettier,
);
