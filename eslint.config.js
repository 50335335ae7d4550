// The one ESLint flat config for every workspace.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
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
    disallow: { to: { element: { type: `${app}:feature`, captured: { feature: '!{{ from.element.captured.feature }}' } } } },
  },
  {
    from: { element: { types: { anyOf: [app, `${app}:feature`] } } },
    disallow: { to: { element: { types: { anyOf: apps.filter((other) => other !== app).flatMap((other) => [other, `${other}:feature`]) } } } },
  },
]);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.nx/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**'],
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
              message: "Import { z } from '@site/ui/zod': zod's tree-shakable mini API, kept from probing eval (which the pages' CSP refuses).",
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
      'import/resolver': { typescript: { noWarnOnMultipleProjects: true, project: apps.map((app) => `${app}/tsconfig.json`) } },
      'boundaries/elements': apps.flatMap((app) => [
        { type: `${app}:feature`, pattern: `${app}/src/features/*`, capture: ['feature'] },
        { type: app, pattern: `${app}/src` },
      ]),
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }] },
  },
  // Formatting is Prettier's (checked by `npm run lint`); no lint rule argues with it.
  prettier,
);
