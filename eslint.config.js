import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { importZones } from './scripts/eslint-import-zones.js';

/**
 * Web features never import each other (docs/conventions.md, Web): a module under
 * web/src/features/<a>/ may not import anything under web/src/features/<b>/. Routes compose them.
 */
const FEATURE_DIR = /web\/src\/features\/([^/]+)\//;
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': features never import each other; compose them in web/src/app/routes.",
    },
  },
  create(context) {
    const from = context.filename.replaceAll(path.sep, '/').match(FEATURE_DIR)?.[1];
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path
        .resolve(path.dirname(context.filename), source.value)
        .replaceAll(path.sep, '/');
      const to = `${target}/`.match(FEATURE_DIR)?.[1];
      if (to && to !== from)
        context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'supabase/.temp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        crypto: 'readonly',
        URL: 'readonly',
        Deno: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // Handlers read only validated input (STYLE.md): no `await c.req.json()` then a cast.
          selector:
            "AwaitExpression > CallExpression[callee.property.name='json'][callee.object.property.name='req']",
          message: 'Use parseBody(c, schema) from lib/request-input.ts',
        },
      ],
    },
  },
  {
    files: ['edge-functions/src/lib/request-input.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      web: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    rules: { ...reactHooks.configs.recommended.rules, 'web/feature-boundaries': 'error' },
  },
  {
    // The first page is plain CSS; Chakra loads after it (docs/decisions/, decision 20).
    files: [
      'web/src/main.tsx',
      'web/src/app/router.tsx',
      'web/src/app/providers.tsx',
      'web/src/app/route-error.tsx',
      'web/src/app/routes/home.tsx',
      'web/src/app/routes/not-found.tsx',
      'web/src/app/routes/auth/login.tsx',
      'web/src/app/routes/auth/signup.tsx',
      'web/src/app/routes/photo-detail.tsx',
      'web/src/app/routes/public-album-photo.tsx',
      'web/src/app/routes/photo-actions.tsx',
      'web/src/components/layout/app-layout.tsx',
      'web/src/components/layout/navbar.tsx',
      'web/src/components/layout/footer.tsx',
      'web/src/components/search-box.tsx',
      'web/src/components/photo-grid.tsx',
      'web/src/components/not-found-page.tsx',
      'web/src/components/ui/query-state.tsx',
      'web/src/components/ui/form-banner.tsx',
      'web/src/components/ui/loading-button.tsx',
      'web/src/components/ui/placeholder-image.tsx',
      'web/src/components/ui/text-field.tsx',
      'web/src/components/ui/on-demand.ts',
      'web/src/features/home/**/*.tsx',
      'web/src/features/auth/components/auth-card.tsx',
      'web/src/features/auth/components/login-panel.tsx',
      'web/src/features/auth/components/signup-form.tsx',
      'web/src/features/auth/components/signup-gallery.tsx',
      'web/src/features/auth/components/social-sign-in.tsx',
      'web/src/features/photo-detail/components/photo-detail-page.tsx',
      'web/src/features/photo-detail/components/photo-facts.tsx',
      'web/src/features/photo-detail/components/share-button.tsx',
      'web/src/features/favourites/components/favourite-button.tsx',
      'web/src/features/collections/components/add-to-collection-button.tsx',
      'web/src/features/public-albums/components/back-to-album.tsx',
      'web/src/components/ui/tag-link.tsx',
      'web/src/app/routes/search-results.tsx',
      'web/src/app/routes/public-album.tsx',
      'web/src/app/routes/public-albums.tsx',
      'web/src/features/search/components/search-filters.tsx',
      'web/src/features/search/components/search-results-page.tsx',
      'web/src/features/public-albums/components/public-album-page.tsx',
      'web/src/features/public-albums/components/public-albums-page.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              message:
                'The shell, the home page, sign-up and login are plain CSS (decision 20): use a CSS module on the --chakra-* variables, or load the Chakra part through withDesignSystem().',
            },
            {
              name: './theme.ts',
              message: 'The theme loads through loadDesignSystem() (app/design-system.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    // Hosts wire, imports point one way (docs/conventions.md, API). Tests may reach anywhere.
    files: ['edge-functions/src/**/*.ts'],
    ignores: ['edge-functions/src/**/*.test.ts', 'edge-functions/src/test/**'],
    plugins: { api: { rules: { 'import-zones': importZones } } },
    rules: {
      'api/import-zones': [
        'error',
        {
          zones: [
            {
              target: 'edge-functions/src/routes',
              from: ['edge-functions/src/adapters', 'edge-functions/src/routes'],
              message:
                'Routes import neither adapters (the hosts build them) nor other routes (shared pieces move to a module both import)',
            },
            {
              target: 'edge-functions/src/app.ts',
              from: ['edge-functions/src/adapters', 'edge-functions/src/local'],
              message:
                'createApp gets every adapter from its host (local/main.ts, production deps, tests)',
            },
            {
              target: 'edge-functions/src',
              from: ['edge-functions/src/test'],
              message: 'Production code never imports test helpers',
            },
            {
              target: 'edge-functions/src/presenters',
              from: ['edge-functions/src/ports', 'edge-functions/src/lib/cookies.ts'],
              message: 'Presenters map rows to answers: no database, no cookies',
            },
            {
              target: 'edge-functions/src/lib',
              from: ['edge-functions/src/ports/database.ts'],
              message: 'lib/ holds pure helpers; rules that need the database live in rules/',
            },
          ],
        },
      ],
    },
  },
);
