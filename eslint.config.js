import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from './scripts/eslint-module-boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', '.vitest-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Server modules: no other module's tables, no upward import into app.ts or http/; lib/ below them all
    // (scripts/eslint-module-boundaries.mjs).
    // Tests may arrange and inspect any table, so they are left out.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-kit.ts', '**/test-support.ts', '**/test-client.ts'],
    plugins: { aurelix: boundaries },
    rules: { 'aurelix/module-boundaries': 'error' },
  },
  {
    // Server code draws randomness from node:crypto (GUIDE): an order number, a token or a seed must not be guessable.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-kit.ts', '**/test-support.ts', '**/test-client.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use node:crypto (randomInt, randomBytes) in server code.' }] },
  },
  {
    // An antd icon names itself to screen readers in English ("bell", "user", "qrcode") unless told
    // otherwise: each says it is decoration (aria-hidden) or carries a translated aria-label.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
          message: 'Give the icon aria-hidden (decoration) or a translated aria-label.',
        },
      ],
    },
  },
);
