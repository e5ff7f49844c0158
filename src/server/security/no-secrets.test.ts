import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, calendarFeeds, sessions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createFixtures, fixturePath } from './fixtures.ts';
import { readOpenApi, samplePath, send, signInEveryRole, type RoleClients } from './api-surface.ts';

// QUALITY.md: no secret in responses. Every GET of the API, read by an admin (who sees the
// most), is searched for the secrets the database holds: password hashes, session tokens,
// calendar-feed tokens of other users, the auth secret.
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

let t: TestApp;
let roles: RoleClients;
beforeAll(async () => {
  t = await createTestApp();
  roles = await signInEveryRole(t);
  // Someone else's calendar feed exists: its token must never show to the admin.
  await roles.collaborateur.post('/api/calendar-feed/regenerate');
});
afterAll(() => t.close());

describe('secrets', () => {
  it('never appear in an API answer', async () => {
    const fixtures = await createFixtures(roles.admin);
    const gets = (await readOpenApi(t)).filter((op) => op.method === 'GET' && !op.path.startsWith('/api/calendar-feed/ics'));
    const hashes = (await t.db.select({ password: accounts.password }).from(accounts)).map((row) => row.password ?? '').filter(Boolean);
    const tokens = (await t.db.select({ token: sessions.token }).from(sessions)).map((row) => row.token);
    const feedColumns = Object.keys(calendarFeeds).filter((column) => /token|hash/i.test(column));
    const feeds = (await t.db.select().from(calendarFeeds)) as Record<string, unknown>[];
    const feedSecrets = feeds.flatMap((row) => feedColumns.map((column) => String(row[column] ?? ''))).filter((value) => value.length >= 16);
    expect(hashes.length).toBeGreaterThan(2);
    expect(tokens.length).toBeGreaterThan(2);
    const secrets = [...hashes, ...tokens, ...feedSecrets, AUTH_SECRET];
    let read = 0;
    for (const op of gets) {
      for (const path of [fixturePath(op, fixtures), samplePath(op)]) {
        if (!path) continue;
        const answer = await send(t, 'GET', path, { cookie: roles.cookies.admin });
        expect(answer.status, `${path} ${answer.text.slice(0, 200)}`).toBeLessThan(500);
        for (const secret of secrets) expect(answer.text.includes(secret), `${path} contient un secret`).toBe(false);
        expect(answer.text, path).not.toMatch(/"(password|passwordHash|token|secret)"\s*:/i);
        read += 1;
      }
    }
    expect(read).toBeGreaterThan(20);
  });
});
