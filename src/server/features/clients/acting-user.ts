import type { Context } from 'hono';
import type { SessionEnv } from '../../auth/session.ts';
import { notAuthenticated } from '../../errors.ts';

/** Who is writing, for updated_by (app.ts already refused requests without a session). */
export function actingUserId(c: Context<SessionEnv>): string {
  const user = c.get('user');
  if (!user) throw notAuthenticated();
  return user.id;
}
