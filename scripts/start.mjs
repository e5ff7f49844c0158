// `npm start`: builds the app when the sources are newer than the last build, then serves it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'dist', '.build-stamp');

/** @param {string} path @returns {number} */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const inputs = ['src', 'vite.config.ts', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'].map((p) => join(root, p));
const stale = !existsSync(stamp) || Math.max(...inputs.filter(existsSync).map(newestMtime)) > statSync(stamp).mtimeMs;
if (stale) {
  console.log('Construction de l’application…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import(join(root, 'dist', 'server', 'main.js'));
