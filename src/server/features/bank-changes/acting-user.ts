import type { Context } from 'hono';
import type { CurrentUser } from '../../../shared/users.ts';
import type { SessionEnv } from '../../auth/session.ts';
import { notAuthenticated } from '../../errors.ts';

export type Actor = Pick<CurrentUser, 'id' | 'fullName'>;

/** Who is writing, for updated_by and the journal (app.ts already refused requests without a session). */
export function actingUser(c: Context<SessionEnv>): Actor {
  const user = c.get('user');
  if (!user) throw notAuthenticated();
  return { id: user.id, fullName: user.fullName };
}
