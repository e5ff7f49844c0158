import type { Context } from 'hono';
import type { CurrentUser } from '../../shared/users.ts';
import { notAuthenticated } from '../errors.ts';
import type { SessionEnv } from './session.ts';

/** The author of a write, as updated_by and the journal record it. */
export type Actor = Pick<CurrentUser, 'id' | 'fullName'>;

/** Who is writing (app.ts already refused requests without a session; this keeps the types honest). */
export function actingUser(c: Context<SessionEnv>): Actor {
  const user = c.get('user');
  if (!user) throw notAuthenticated();
  return { id: user.id, fullName: user.fullName };
}
