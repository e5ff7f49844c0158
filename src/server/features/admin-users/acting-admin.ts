import type { Context } from 'hono';
import type { SessionEnv } from '../../auth/session.ts';
import { notAuthenticated } from '../../errors.ts';
import type { Actor } from './admin-users.service.ts';

/** Who is writing, for the journal and the rules about one's own account. */
export function actingAdmin(c: Context<SessionEnv>): Actor {
  const user = c.get('user');
  if (!user) throw notAuthenticated();
  return { id: user.id, fullName: user.fullName };
}
