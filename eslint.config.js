import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'build-*',
      'generated',
      '.react-router',
      'data',
      'data-*',
      'scratch',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db/*', '**/db/**'], message: 'The web talks to the API client, never the database.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**', 'src/db/**', 'src/test/**', 'scripts/**', 'bench/**', 'tests/**', '*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
