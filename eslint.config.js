import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web: features never import each other, except through another feature's public index.ts (auth,
// used app-wide, too); features never import the app shell; shared components and lib never
// import features or the app shell. The dependency arrows stay one-way.
const features = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message:
    "Features do not import each other's insides: import another feature's index.ts, or move the code to components/ or lib/.",
}));

// Functions: routes (HTTP), pages and triggers call decisions, queries and adapters; decisions and
// queries call stores; nothing calls back up. Adapters (SMTP, the model provider, PDF, Firebase Auth) are handed
// to decisions by their routes and triggers, so they depend on none of the layers above.
const functionsZones = [
  {
    target: './functions/src/stores',
    from: [
      './functions/src/decisions',
      './functions/src/queries',
      './functions/src/adapters',
      './functions/src/routes',
      './functions/src/http',
      './functions/src/triggers',
      './functions/src/pages',
    ],
    message: 'Stores only read and write Firestore: they never call decisions, queries, adapters, routes or triggers.',
  },
  {
    target: './functions/src/queries',
    from: [
      './functions/src/decisions',
      './functions/src/routes',
      './functions/src/http',
      './functions/src/triggers',
      './functions/src/pages',
    ],
    message:
      'Queries only read (through the stores) and assemble answers: they never call decisions, routes or triggers.',
  },
  {
    target: ['./functions/src/routes', './functions/src/pages', './functions/src/triggers'],
    from: './functions/src/stores',
    // The one converter turns a trigger's event into Dates, as it turns a store's documents.
    except: ['./converter.ts'],
    message:
      'Routes, pages and triggers call decisions and queries (and adapters), never a store: put the read in a query (functions/src/queries/) or the change in a decision.',
  },
  {
    target: './functions/src/decisions',
    from: ['./functions/src/routes', './functions/src/http', './functions/src/triggers', './functions/src/pages'],
    message: 'Decisions know nothing of HTTP or trigger events: routes and triggers call them, not the other way.',
  },
  {
    target: './functions/src/adapters',
    from: [
      './functions/src/decisions',
      './functions/src/queries',
      './functions/src/stores',
      './functions/src/routes',
      './functions/src/http',
      './functions/src/triggers',
      './functions/src/pages',
    ],
    message:
      'Adapters only talk to the outside (SMTP, the model provider, PDF, Firebase Auth): they never call decisions, queries, stores, routes or triggers.',
  },
  {
    target: './functions/src/rubric',
    from: './functions/src',
    except: ['./rubric'],
    message:
      'The built-in rubric is pure: it reads a form with the domain and nothing of the functions (the assessors in adapters/ call it).',
  },
  {
    target: './functions/src/triggers',
    from: ['./functions/src/routes', './functions/src/http', './functions/src/pages'],
    message: 'Triggers do not go through HTTP: call the decision the route calls.',
  },
];

// The I/O libraries of the functions (functions/package.json: the Admin SDK, SMTP, the model
// provider, PDF, HTTP) and Node's network, file and process modules: only adapters, stores, http and
// the entry points use them, never a decision. Each is anchored ('/http'): a bare name would also
// refuse a path that ends in it ('@careers/domain/http').
const ioModules = [
  'firebase-admin',
  'firebase-admin/*',
  'nodemailer',
  'openai',
  'pdf-lib',
  'express',
  'rate-limiter-flexible',
  ...['net', 'http', 'https', 'http2', 'tls', 'dgram', 'dns', 'fs', 'child_process', 'worker_threads'].flatMap(
    (name) => [name, `node:${name}`],
  ),
  'fs/*',
  'node:fs/*',
  'dns/*',
  'node:dns/*',
].map((name) => `/${name}`);

// The domain has one entry point per area (domain/package.json `exports`): an import names the
// area its names come from, never the package root (it has no root entry) nor a file inside.
const domainEntryPoints = {
  paths: [
    {
      name: '@careers/domain',
      message:
        "Import from the area's entry point: '@careers/domain/screening', '@careers/domain/shared', ... (domain/package.json).",
    },
  ],
  patterns: [
    {
      group: ['@careers/domain/src', '@careers/domain/src/**'],
      message: "Import from the area's entry point (domain/package.json `exports`), not a file inside it.",
    },
  ],
};

/** The web's restricted imports, with `more` (the frame of a plain table, except in the frame). */
const webImportRules = (more) => [
  'error',
  {
    paths: [
      ...domainEntryPoints.paths,
      { name: 'sonner', message: 'Toasts go through web/src/lib/toast.ts: one module for every toast.' },
      ...[
        { name: '@mui/material/TextField' },
        { name: '@mui/material', importNames: ['TextField', 'TextFieldProps'] },
      ].map((path) => ({
        ...path,
        message:
          'Text fields go through web/src/components/TextInput.tsx (a choice too: its `options`): one component for every text field.',
      })),
      ...more,
    ],
    patterns: domainEntryPoints.patterns,
  },
];

const tableContainerPaths = [
  { name: '@mui/material/TableContainer' },
  { name: '@mui/material', importNames: ['TableContainer'] },
].map((path) => ({
  ...path,
  message: 'A plain table stands in web/src/components/TableFrame.tsx: a frame the keyboard reaches when it scrolls.',
}));

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
    settings: {
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
        // The workspace packages' subpaths (`@careers/domain/screening`), through their `exports`.
        [fileURLToPath(new URL('./scripts/lib/eslint-workspace-resolver.cjs', import.meta.url))]: {},
      },
    },
    rules: {
      'no-restricted-imports': ['error', domainEntryPoints],
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
    // (projectService): the libraries' types and the domain are read once.
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
    // Every query is a domain description (domain/src/shared/query.ts) run through the one
    // translator, so the query catalog sees it and holds it to its index (docs/adding-a-feature.md).
    files: ['functions/src/**/*.ts'],
    // The translator, and its test (which writes the queries it expects by hand).
    ignores: ['functions/src/stores/query.ts', 'functions/src/stores/query.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(where|orderBy)$/]",
          message:
            'Build the query in the domain (a builder answering QueryDescriptor, listed in scripts/lib/query-catalog.ts) and run it with describedQuery (functions/src/stores/query.ts).',
        },
      ],
    },
  },
  {
    // Decisions do no I/O but through the stores: an adapter is handed to them (a parameter), so
    // they import its type only, and no I/O library at all.
    files: ['functions/src/decisions/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ioModules,
              message:
                'Decisions do no I/O of their own: put the library behind an adapter (functions/src/adapters/) that the route or trigger hands in.',
            },
            {
              group: ['**/lib/firebase'],
              message:
                'Decisions do no I/O of their own: Firestore through the stores, Firebase Auth through the adapter the route or trigger hands in (functions/src/adapters/auth.ts).',
            },
            {
              group: ['**/adapters', '**/adapters/**'],
              allowTypeImports: true,
              message:
                "Decisions are handed their adapters by the route or trigger that calls them: import an adapter's types only.",
            },
          ],
        },
      ],
    },
  },
  {
    // The built-in rubric does no I/O at all: it turns a form into a result.
    files: ['functions/src/rubric/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ioModules, message: 'The built-in rubric does no I/O: it turns a form into a result.' }],
        },
      ],
    },
  },
  {
    // Test data (the domain's, domain/testing/, and the stored screening applications of
    // functions/testing/) is for tests, the seed and the benches: the functions that ship never import it.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: domainEntryPoints.paths,
          patterns: [
            ...domainEntryPoints.patterns,
            {
              group: ['@careers/domain/testing', '**/testing', '**/testing/**'],
              message: 'Test data is for tests, the seed and the benches: the functions that ship never import it.',
            },
          ],
        },
      ],
    },
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
    // The web's queries too: lib/firebase translates the domain's descriptions (live-sdk.ts for
    // listeners, firestore-rest.ts for reads made once); nothing else builds one.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/firebase/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['firebase/firestore', 'firebase/firestore/lite'].map((name) => ({
            name,
            importNames: ['where', 'orderBy'],
            message:
              'Build the query in the domain (a builder answering QueryDescriptor, listed in scripts/lib/query-catalog.ts) and run it through lib/firebase (useLiveDescribed, readDescribed).',
          })),
        },
      ],
    },
  },
  {
    // One way to show a toast: web/src/lib/toast.ts (sonner's kinds, loaded with the first toast;
    // components/Toasts.tsx mounts where they appear). Neither imports sonner statically.
    // One way to show a text field: web/src/components/TextInput.tsx (MUI's TextField module
    // imports Select, Menu, Popover and Modal for every field).
    // One frame for a plain table: web/src/components/TableFrame.tsx (a frame the keyboard reaches,
    // should the table scroll).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webImportRules(tableContainerPaths) },
  },
  {
    files: ['web/src/components/TableFrame.tsx'],
    rules: { 'no-restricted-imports': webImportRules([]) },
  },
  {
    // One `test` for the browser tests: tests/e2e/support/test.ts (Playwright's, keeping a failed
    // test's console for the stage report).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Browser tests import test and expect from './support/test'.",
            },
          ],
        },
      ],
    },
  },
  {
    // One way to check a checkbox or a radio in the browser tests: tests/e2e/support/held.ts.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/held.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='check'][arguments.length=0]",
          message: 'Check a checkbox or radio with checkHeld (tests/e2e/support/held.ts).',
        },
      ],
    },
  },
  {
    // One date formatter module: every date the web writes (on screen, in a file name, in a
    // watermark) goes through web/src/lib/dates.ts.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/dates.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Dates are written by web/src/lib/dates.ts.',
        })),
        {
          property: 'toLocaleString',
          message: 'Dates are written by web/src/lib/dates.ts (a number: Intl.NumberFormat).',
        },
        { object: 'Intl', property: 'DateTimeFormat', message: 'Dates are written by web/src/lib/dates.ts.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='slice'] > MemberExpression > CallExpression.object[callee.property.name='toISOString']",
          message: "A day as 'YYYY-MM-DD' is isoDay() of web/src/lib/dates.ts.",
        },
      ],
    },
  },
  {
    files: ['domain/src/**/*.ts', 'domain/testing/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: domainEntryPoints.paths,
          patterns: [
            ...domainEntryPoints.patterns,
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
