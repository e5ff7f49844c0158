import { once } from 'node:events';
import { createServer } from 'node:net';

/** Why the server cannot listen where PORT and HOST say, in the operator's words. */
export function listenError(error: unknown, port: number, host: string | undefined): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const where = `${host ?? '0.0.0.0'}:${port}`;
  if (code === 'EADDRINUSE') {
    return new Error(`Le port ${port} (${where}) est déjà utilisé par un autre programme : arrêtez-le, ou choisissez un autre PORT, puis relancez.`, {
      cause: error,
    });
  }
  if (code === 'EACCES') {
    return new Error(`Le port ${port} (${where}) est réservé aux administrateurs de la machine : choisissez un PORT au-dessus de 1023 (derrière le reverse proxy), puis relancez.`, {
      cause: error,
    });
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new Error(`L’adresse d’écoute ${host ?? ''} n’existe pas sur cette machine : corrigez HOST (127.0.0.1 ou 0.0.0.0), puis relancez.`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Checked before the database starts: a port already taken stops `npm start` at once, with
 * nothing started or created, instead of after the cluster and its migrations.
 */
export async function assertPortFree(port: number, host: string | undefined): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  probe.listen({ port, host, exclusive: true });
  try {
    await once(probe, 'listening');
  } catch (error) {
    throw listenError(error, port, host);
  } finally {
    probe.close();
  }
}
