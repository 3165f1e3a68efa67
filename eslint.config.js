// The linter (`npm run lint`, a step of `npm test`): ESLint with typescript-eslint, correctness rules
// only, no style. Pure JavaScript packages: no per-platform binary to fetch, so `npm ci` installs it
// from any registry mirror. Not type-aware (no `parserOptions.project`): that would be slow and adds
// nothing tsc does not already check.
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = '{ts,mts,cts,js,mjs,cjs}';

export default defineConfig([
  // What is linted: src/, scenes/, test/ and the config files at the top (`*/` skips every other
  // folder: assets, docs, types…).
  globalIgnores([
    '*/',
    '!src/',
    '!scenes/',
    '!test/',
    'dist/**',
    'test-results/**',
    'playwright-report/**',
    '.ci-reports/**',
    'test/arch/fixtures/**',
    'node_modules/**',
  ]),

  {
    files: [`**/*.${CODE}`],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      // The code runs in the browser (the game) and in node (tools, tests, configs).
      globals: { ...globals.browser, ...globals.node },
    },
  },

  // "Code that is outright wrong or useless": unused variables and imports, unreachable code,
  // no-debugger, no-unsafe-finally, no-dupe-keys, no-self-assign, constant conditions, bad
  // comparisons, valid-typeof… ESLint's recommended set is correctness rules only.
  js.configs.recommended,
  // typescript-eslint's recommended set, without type information: it turns off the core rules tsc
  // already checks (no-undef, no-dupe-class-members…) and adds TypeScript's correctness rules.
  ...tseslint.configs.recommended,

  {
    files: [`**/*.${CODE}`],
    rules: {
      // Correctness rules outside the recommended set.
      eqeqeq: 'error',
      'no-fallthrough': 'error',
      'no-self-compare': 'error',
      'no-case-declarations': 'error',
      'no-unmodified-loop-condition': 'error',
      'array-callback-return': 'error',
      'no-throw-literal': 'error',
      // A name that starts with `_` is unused on purpose (a parameter an interface requires, a
      // skipped tuple element…), as the previous linter (oxlint) had it.
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_',
        varsIgnorePattern: '^_',
        caughtErrorsIgnorePattern: '^_',
        destructuredArrayIgnorePattern: '^_',
      }],
    },
  },

  // CommonJS config files (.dependency-cruiser.cjs): `require` is how a .cjs file imports.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // The test files: the vitest plugin's correctness rules (a committed `.only` silently turns the
  // other tests of its file off, a describe callback must not be async, …), but for four that misread
  // this project's tests.
  {
    files: [`test/**/*.${CODE}`],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/no-focused-tests': 'error',
      // `expect(value, message)` is Vitest's own signature, used throughout.
      'vitest/valid-expect': 'off',
      // Tests that assert through a helper or through fast-check's `fc.assert`.
      'vitest/expect-expect': 'off',
      // Titles taken from a variable (one test per scenario file).
      'vitest/valid-title': 'off',
      // Narrowing a result (`if (r.ok) … else …`) before asserting on its branch.
      'vitest/no-conditional-expect': 'off',
    },
  },
]);
