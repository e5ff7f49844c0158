// `npm run build`: the web app (Vite) into dist/web, the server (tsc) into dist/server, plus
// the files tsc does not copy (SQL migrations).
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (/** @type {string} */ command) => execSync(command, { cwd: root, stdio: 'inherit' });

rmSync(join(root, 'dist'), { recursive: true, force: true });
run('npx vite build --logLevel warn');
run('npx tsc -p tsconfig.build.json');
cpSync(join(root, 'src/server/db/migrations'), join(root, 'dist/server/db/migrations'), { recursive: true });
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', '.build-stamp'), new Date().toISOString());
