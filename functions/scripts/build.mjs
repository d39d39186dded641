// Builds the deployable functions folder, functions/dist: one ESM bundle that inlines the
// workspace's domain module (it is not published, so Cloud Build could not install it), and
// a package.json that lists only the packages left external. `firebase deploy` uploads this
// folder and the emulator loads it, so tests run what ships.
import { build } from 'esbuild';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

await build({
  entryPoints: [join(root, 'src', 'index.ts')],
  outfile: join(out, 'index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  external: Object.keys(pkg.dependencies),
  // Bundled CommonJS code may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

writeFileSync(
  join(out, 'package.json'),
  JSON.stringify(
    {
      name: pkg.name,
      private: true,
      type: 'module',
      main: 'index.js',
      engines: pkg.engines,
      dependencies: pkg.dependencies,
    },
    null,
    2,
  ) + '\n',
);

// The public page function (src/pages/public-pages.ts) renders with the web app's shell and
// server renderer, so they ship beside it. They come from the web build, which must run first
// (`npm run build` orders them; the deploy hook builds the production web app first): the
// shell names the hashed assets hosting serves, so both must come from the same build.
const web = join(root, '..', 'web');
const webParts = [
  [join(web, 'dist', 'app.html'), join(out, 'web', 'app.html')],
  [join(web, 'dist-server'), join(out, 'web')],
];
for (const [from] of webParts) {
  if (!existsSync(from)) {
    console.error(`missing ${from}: build the web app first (npm run build -w web)`);
    process.exit(1);
  }
}
for (const [from, to] of webParts) cpSync(from, to, { recursive: true });

// Parameter values (functions/.env.<project>) travel with the code; so does the emulators' secret
// file (.secret.local), which firebase.json's `ignore` keeps out of a deploy.
for (const file of readdirSync(root)) {
  if (file.startsWith('.env') || file === '.secret.local') copyFileSync(join(root, file), join(out, file));
}
console.log(`functions built into ${out}`);
