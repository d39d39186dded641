import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web: features never import each other, except through another feature's public index.ts (and
// auth, which is app-wide); features never import the app shell; shared components and lib never
// import features or the app shell. The dependency arrows stay one-way.
const features = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [
    ...new Set([`./${feature}`, './auth']),
    ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
  ],
  message:
    "Features do not import each other's insides: import another feature's index.ts, or move the code to components/ or lib/.",
}));

// Functions: routes (HTTP) and triggers call decisions, decisions call stores, never back.
const functionsZones = [
  {
    target: './functions/src/stores',
    from: [
      './functions/src/decisions',
      './functions/src/routes',
      './functions/src/http',
      './functions/src/triggers',
      './functions/src/pages',
    ],
    message: 'Stores only read and write Firestore: they never call decisions, routes or triggers.',
  },
  {
    target: './functions/src/decisions',
    from: ['./functions/src/routes', './functions/src/http', './functions/src/triggers', './functions/src/pages'],
    message: 'Decisions know nothing of HTTP or trigger events: routes and triggers call them, not the other way.',
  },
  {
    target: './functions/src/triggers',
    from: ['./functions/src/routes', './functions/src/http', './functions/src/pages'],
    message: 'Triggers do not go through HTTP: call the decision the route calls.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-production/**',
      '**/node_modules/**',
      'reports/**',
      'test-results/**',
      '.cache/**',
      'emulator-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware rules: a promise is awaited or explicitly voided, and never handed to something
    // that expects a plain callback (an Express handler, an event handler).
    files: ['**/*.{ts,tsx}'],
    // One program over every TypeScript file (tsconfig.eslint.json) rather than one per project
    // (projectService): the libraries' types and the domain are read once (cold, 35 s against 39 s).
    languageOptions: { parserOptions: { project: ['./tsconfig.eslint.json'], tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: functionsZones }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features never import the app shell: the app composes the features.',
            },
            { target: './web/src/components', from: ['./web/src/features', './web/src/app'] },
            { target: './web/src/lib', from: ['./web/src/features', './web/src/app', './web/src/components'] },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'The domain module stays free of Firebase.',
            },
          ],
        },
      ],
    },
  },
);
