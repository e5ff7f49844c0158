import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The real server as a child process (the fault tests kill it, stop its database, send it
// signals), run from the sources through tsx's loader in the same process, so that a signal
// reaches the server itself and not a launcher.

const root = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('pas de port libre');
  return address.port;
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A caller with a cookie jar and the Origin the server accepts. */
  request: (method: string, path: string, init?: { body?: BodyInit; headers?: Record<string, string> }) => Promise<Response>;
  signIn: (email: string, password: string) => Promise<void>;
};

export async function startServer(
  env: Record<string, string>,
  options: { timeoutMs?: number; /** A command the server is started through (setpriv: another account, fewer capabilities). */ launcher?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [command = process.execPath, ...args] = [...(options.launcher ?? []), process.execPath, '--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));

  const cookies = new Map<string, string>();
  const request: ServerProcess['request'] = async (method, path, init = {}) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        origin: url,
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...init.headers,
      },
      body: init.body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return response;
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Le serveur s’est arrêté au démarrage :\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Le serveur n’a pas démarré à temps :\n${log}`);
    }
    ready = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    child,
    output: () => log,
    exited,
    request,
    signIn: async (email, password) => {
      const response = await request('POST', '/api/auth/sign-in/email', {
        body: JSON.stringify({ email, password }),
        headers: { 'content-type': 'application/json' },
      });
      if (response.status !== 200) throw new Error(`connexion refusée : ${response.status} ${await response.text()}`);
    },
  };
}

/** Creates the first administrator through the first-run screen's API, then signs in. */
export async function setUpAdmin(server: ServerProcess, email = 'admin@cabinet.test', password = 'motdepasse') {
  const response = await server.request('POST', '/api/setup', {
    body: JSON.stringify({ fullName: 'Admin Pannes', email, password }),
    headers: { 'content-type': 'application/json' },
  });
  if (response.status !== 201) throw new Error(`création de l’administrateur refusée : ${response.status} ${await response.text()}`);
  await server.signIn(email, password);
}

/** Stops the process whatever happens to the test. */
export async function killQuietly(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** An operator command (`npm run backup`, `user:create`…) from the sources, as scripts/cli.mjs runs it. */
export async function runCommand(name: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${name}.ts`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}
