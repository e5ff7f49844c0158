// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import vitest from '@vitest/eslint-plugin';

/** Features stand side by side: none imports another (bulletproof-react's rule). */
function featureZones(base, message = 'Une fonctionnalité n’importe pas une autre : passez par src/shared, entities, lib ou components, ou composez-les dans src/web/app.') {
  const features = readdirSync(base, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  return features.map((feature) => ({
    target: `${base}/${feature}`,
    from: base,
    except: [`./${feature}`],
    message,
  }));
}

/**
 * The server's kernel (db, http, auth, activity, realtime, mail…: all of src/server but features/
 * and what composes them, app.ts, main.ts and cli/) serves the features and imports none of them.
 * The demo seed writes every feature's data: like app.ts it reads the features' list
 * (features/index.ts), and nothing deeper. Tests are left out: a kernel test may drive features.
 */
function serverKernelZones() {
  const server = './src/server';
  const composers = new Set(['features', 'cli', 'app.ts', 'main.ts', 'db']);
  const notTest = '!(*.test).ts';
  const kernel = readdirSync(server, { withFileTypes: true })
    .filter((entry) => !composers.has(entry.name))
    .map((entry) => (entry.isDirectory() ? `${server}/${entry.name}/**/${notTest}` : `${server}/${entry.name}`));
  const message = 'Le noyau du serveur sert les fonctionnalités sans en importer aucune : ce qu’une fonctionnalité fournit passe par son descripteur (src/server/feature.ts).';
  return [
    { target: [...kernel, `${server}/db/${notTest}`, `${server}/db/!(seed)/**/${notTest}`], from: `${server}/features`, message },
    { target: `${server}/db/seed/**/${notTest}`, from: `${server}/features`, except: ['./index.ts'], message: `${message} Le jeu de démonstration lit la liste (features/index.ts).` },
  ];
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./src/server/features', 'Une fonctionnalité n’importe pas une autre : passez par src/shared, le noyau du serveur, ou le descripteur (src/server/feature.ts) que l’app relie.'),
            ...serverKernelZones(),
            ...featureZones('./src/web/features'),
            // The browser's layers point one way: app → features → entities → components, lib.
            {
              target: ['./src/web/components', './src/web/lib', './src/web/hooks'],
              from: ['./src/web/entities', './src/web/features', './src/web/app'],
              message: 'components, hooks et lib restent génériques : ni entité, ni fonctionnalité, ni app.',
            },
            {
              target: './src/web/entities',
              from: ['./src/web/features', './src/web/app'],
              message: 'Une entité sert plusieurs fonctionnalités : elle n’en importe aucune, ni l’app.',
            },
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'L’app compose les fonctionnalités (src/web/app) ; une fonctionnalité ne l’importe pas.',
            },
            { target: './src/web', from: './src/server', message: 'Le navigateur n’importe jamais le serveur : contrats dans src/shared.' },
            { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared reste isomorphe.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Operator scripts and the tools around the app print to the terminal.
    files: ['scripts/**', 'bench/**', 'e2e/**', 'src/server/cli/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Component tests: Testing Library's rules (user events awaited, screen queries, no render in
    // hooks, no DOM digging in tests). The DOM helpers under testing/ are not tests.
    ...testingLibrary.configs['flat/react'],
    files: ['src/**/*.test.tsx'],
  },
  {
    // End-to-end specs: a test that asserts nothing, or whose assertion hides behind a branch, passes
    // without checking what its title claims (issue 28); `.only` and `.skip` never reach main.
    ...playwright.configs['flat/recommended'],
    files: ['e2e/**/*.ts'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect[A-Z]', '^check[A-Z]?'] }],
      'playwright/no-focused-test': 'error',
      'playwright/no-conditional-expect': 'error',
      'playwright/no-conditional-in-test': 'error',
      'playwright/no-skipped-test': 'error',
    },
  },
  {
    // Vitest tests: a test that asserts nothing, hides its assertion behind a branch, is focused or
    // skipped, or leaves a promise unawaited (its failure then lands after the test) passes without
    // checking what its title claims (issue 28). The promise rule needs types: the project service
    // reads them for these files only.
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    plugins: { vitest },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A helper named expect… (expectRefused) asserts too.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert'] }],
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/no-conditional-expect': 'error',
      'vitest/no-conditional-in-test': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
);
