// `npm run build`: the web app (Vite) into dist/web, the server (tsc) into dist/server, plus
// the files tsc does not copy (SQL migrations).
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const run = (/** @type {string} */ command) => execSync(command, { cwd: root, stdio: 'inherit' });

rmSync(join(root, 'dist'), { recursive: true, force: true });
run('npx vite build --logLevel warn');
// Precompressed siblings of the JS and CSS, served by serveStatic({ precompressed: true }).
const assets = join(root, 'dist/web/assets');
for (const name of readdirSync(assets)) {
  if (!/\.(?:js|css)$/.test(name)) continue;
  const file = join(assets, name);
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
}
run('npx tsc -p tsconfig.build.json');
cpSync(join(root, 'src/server/db/migrations'), join(root, 'dist/server/db/migrations'), { recursive: true });
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', '.build-stamp'), new Date().toISOString());
