// `npm run backup` / `npm run restore`: the TypeScript sources through tsx where the dev
// dependencies are installed, the built dist/ otherwise (a production install, `npm ci
// --omit=dev`, has no tsx), so the same command works on a workstation and on the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z-]+$/.test(name)) {
  process.stderr.write('Usage : node scripts/cli.mjs COMMANDE [arguments]\n');
  process.exit(2);
}

/** @returns {string | undefined} */
function tsxCli() {
  try {
    return fileURLToPath(import.meta.resolve('tsx/cli'));
  } catch {
    return undefined;
  }
}

const source = join(root, 'src/server/cli', `${name}.ts`);
const built = join(root, 'dist/server/cli', `${name}.js`);
const tsx = existsSync(source) ? tsxCli() : undefined;
if (!tsx && !existsSync(built)) {
  process.stderr.write(`Commande introuvable : ni tsx (dépendances de développement) ni ${built} (npm run build).\n`);
  process.exit(1);
}
const result = spawnSync(process.execPath, tsx ? [tsx, source, ...args] : [built, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
