import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { robotsTxt } from '../domain/src/jobs/public-pages';

/**
 * The built SPA shell is `app.html`, not `index.html`: Firebase Hosting serves a static
 * index.html for `/` before any rewrite, and `/` must reach the page function that renders the
 * home page (firebase.json). Every path without its own file is rewritten to /app.html.
 */
const SHELL_FILE = 'app.html';

/** yup and the packages it brings. */
const YUP = /[\\/]node_modules[\\/](yup|tiny-case|property-expr|toposort)[\\/]/;
/** A feature's public index: names re-exported from its modules, nothing of its own. */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
function shellFileName(): Plugin {
  return {
    name: 'careers-shell-file-name',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: html.source });
    },
  };
}

/**
 * robots.txt, naming the sitemap by the site's origin: SITE_ORIGIN of the functions' environment
 * of this build (functions/.env.demo-careers for the emulator build, .env.production for deploys),
 * the value the page function serves the sitemap's addresses with. A static file: the Functions
 * Framework answers every function's /robots.txt with an empty 404 itself.
 */
function robotsFile(mode: string): Plugin {
  return {
    name: 'careers-robots-file',
    apply: 'build',
    generateBundle() {
      const project = mode === 'production' ? 'production' : 'demo-careers';
      const origin = loadEnv(project, new URL('../functions', import.meta.url).pathname, 'SITE_ORIGIN').SITE_ORIGIN;
      if (!origin) throw new Error(`SITE_ORIGIN is not set in functions/.env.${project}`);
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}

// `npm run build` (emulator mode) for the local suite, `build:production` for deploys. Each
// also builds the server renderer of the public pages (`--ssr`, into dist-server/).
export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [react(), shellFileName(), ...(isSsrBuild ? [] : [robotsFile(mode)])],
    define: {
      // A literal true/false in every module, so production builds drop the emulator-only
      // code (demo sign-in, emulator connections) and its chunks entirely.
      __USE_EMULATORS__: JSON.stringify(env.VITE_USE_EMULATORS === 'true'),
      // The server renderer inlines React, MUI and emotion; without this they would pick their
      // development builds at run time wherever NODE_ENV is unset (the functions emulator), and
      // MUI's development class names (`css-1abc-MuiToolbar-root`) differ from the browser's:
      // the browser then inserted every style again while hydrating (docs/performance.md).
      ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    // The server renderer runs inside the functions bundle, which ships only the functions'
    // own dependencies: it carries React, MUI and emotion itself.
    ssr: { noExternal: true, target: 'node' },
    build: isSsrBuild
      ? { target: 'node22', outDir: 'dist-server', emptyOutDir: true, sourcemap: false, minify: false }
      : {
          target: 'es2022',
          // Production keeps its source maps out of the files it serves: 'hidden' writes them without
          // the sourceMappingURL comment, and hosting does not deploy *.map (firebase.json `ignore`).
          sourcemap: mode === 'production' ? 'hidden' : true,
          // The public pages' first script must stay small (docs/performance.md); the domain
          // module declares itself side-effect free (domain/package.json), so a page carries
          // only the domain code it uses.
          rolldownOptions: {
            // yup's modules do nothing when loaded (their own package does not say so): a screen that
            // reads only a domain module's constants leaves yup out, the schemas beside them too. A
            // feature's index.ts only re-exports: a screen importing one hook through it (useJob)
            // does not carry the other modules it names (the job page, its head tags, the country
            // list), which the bundler would otherwise keep for the JSX runtime's call in each.
            treeshake: {
              moduleSideEffects: [
                { test: YUP, sideEffects: false },
                { test: FEATURE_INDEX, sideEffects: false },
              ],
            },
            output: {
              // What every page loads first (the entry's static imports) in two files, libraries
              // and app, instead of ~25 small shared chunks: fewer requests to start (each costs
              // main-thread time) before the app attaches. Lazy screens keep their own chunks.
              codeSplitting: {
                groups: [
                  // yup and the domain's schema helpers, only with the screens that validate: shared
                  // by many lazy screens, they would otherwise be put in the first script of all.
                  {
                    name: 'yup',
                    test: (id) => YUP.test(id) || /[\\/]domain[\\/]src[\\/]http[\\/]validation\.ts$/.test(id),
                    priority: 3,
                  },
                  { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
                  { name: 'shell', tags: ['$initial'], priority: 1 },
                ],
              },
            },
          },
        },
    server: {
      // `npm run dev -w web` while `npm start` runs: the API comes through the hosting emulator.
      proxy: {
        '/api': 'http://127.0.0.1:5000',
        '/auth': 'http://127.0.0.1:5000',
        '/health': 'http://127.0.0.1:5000',
      },
    },
  };
});
