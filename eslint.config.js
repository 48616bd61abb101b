// Flat ESLint config. The `src/core/**` block enforces the layer boundary described in
// ARCHITECTURE.md: core is pure TypeScript with no DOM, Svelte, storage or AWS access.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';

export default ts.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.vite/', '.tmp-libraries-*/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  prettier,
  ...svelte.configs.prettier,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
      ]
    }
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
    languageOptions: {
      parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'] }
    },
    rules: {
      // Item values come from untrusted tables and imported files: never render raw HTML.
      'svelte/no-at-html-tags': 'error'
    }
  },
  {
    // src/live is the only code that may talk to DynamoDB, and it sends only reads (see
    // src/live/read-operations.ts). Scripts that seed local tables and tests of src/live are
    // outside the app and may use the SDK. Comes before the src/core block, whose own list
    // (which also bans the SDK) replaces this one there.
    files: ['**/*.{js,mjs,cjs,ts,svelte}'],
    ignores: ['src/live/**', 'scripts/**', 'test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', '@smithy/*'],
              message:
                'Only src/live may use the AWS SDK (it is read-only by construction); call its readers instead.'
            }
          ]
        }
      ]
    }
  },
  {
    // Core runs in the browser, in Workers and in the Node CLI: it may assume no environment.
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'svelte',
              message: 'src/core must not depend on Svelte; put UI code in src/ui.'
            },
            { name: 'idb', message: 'src/core must not touch IndexedDB; use src/store.' },
            {
              name: 'd3-selection',
              message: 'src/core must not touch the DOM; d3-selection belongs in src/ui.'
            },
            {
              name: 'd3-zoom',
              message:
                'src/core must not touch the DOM; d3-zoom belongs in src/ui (see src/ui/graph).'
            }
          ],
          patterns: [
            {
              group: ['svelte/*'],
              message: 'src/core must not depend on Svelte; put UI code in src/ui.'
            },
            {
              group: ['@aws-sdk/*', '@smithy/*'],
              message: 'src/core must not call AWS; use src/live.'
            },
            {
              group: [
                '**/ui',
                '**/ui/**',
                '**/live',
                '**/live/**',
                '**/store',
                '**/store/**',
                '**/cli',
                '**/cli/**'
              ],
              message: 'src/core imports nothing from src/ui, src/live, src/store or src/cli.'
            }
          ]
        }
      ],
      'no-restricted-globals': [
        'error',
        { name: 'document', message: 'src/core has no DOM; take the data as an argument instead.' },
        { name: 'window', message: 'src/core has no DOM; take the data as an argument instead.' },
        {
          name: 'localStorage',
          message: 'src/core has no storage; persistence lives in src/store.'
        },
        { name: 'indexedDB', message: 'src/core has no storage; persistence lives in src/store.' }
      ]
    }
  }
);
