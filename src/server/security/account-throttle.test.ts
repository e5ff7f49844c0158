import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountThrottleKey } from '../auth/account-throttle.ts';
import { rateLimits } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const MAX = 3;
const WINDOW_MINUTES = 15;
const RESET_MAX = 3;
const RESET_WINDOW_MINUTES = 60;
const LOCKED = /^Trop de tentatives\. Réessayez dans \d+ secondes\.$/;

let app: TestApp;
let ipCounter = 0;
beforeAll(async () => {
  // The per-IP limit is set out of reach: only the per-account one is under test here.
  app = await createTestApp({
    TRUST_PROXY: 'true',
    SIGN_IN_RATE_LIMIT: '1000',
    SIGN_IN_ACCOUNT_RATE_LIMIT: String(MAX),
    SIGN_IN_ACCOUNT_WINDOW_MINUTES: String(WINDOW_MINUTES),
    RESET_ACCOUNT_RATE_LIMIT: String(RESET_MAX),
    RESET_ACCOUNT_WINDOW_MINUTES: String(RESET_WINDOW_MINUTES),
  });
});
afterAll(() => app.close());

/** Every attempt from a new address, as a botnet spreading its guesses would. */
const nextIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
const attempt = (email: string, password: string) =>
  app.client().post('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': nextIp() });

const statusesOf = async (email: string, passwords: string[]) => {
  const statuses: number[] = [];
  for (const password of passwords) statuses.push((await attempt(email, password)).status);
  return statuses;
};

const wrong = (n: number) => Array.from({ length: n }, (_, i) => `essai-${i}`);

describe('sign-in throttled per account', () => {
  it('locks an account after N failures from as many IPs, even with the right password; others unaffected', async () => {
    const email = 'cible-ip@cabinet.test';
    await app.createUser({ email, password: 'motdepasse' });
    await app.createUser({ email: 'voisin-ip@cabinet.test', password: 'motdepasse' });

    expect(await statusesOf(email, wrong(MAX))).toEqual(Array(MAX).fill(401));
    const blocked = await attempt(email, 'motdepasse');
    expect(blocked).toMatchObject({ status: 429, json: { error: { code: 'RATE_LIMITED', message: expect.stringMatching(LOCKED) } } });
    expect(Number(blocked.headers.get('x-retry-after'))).toBeGreaterThan(WINDOW_MINUTES * 60 - 30);
    expect(Number(blocked.headers.get('x-retry-after'))).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
    expect(blocked.headers.getSetCookie().some((line) => line.includes('session_token='))).toBe(false);
    // Case and spaces name the same account.
    expect((await attempt('  CIBLE-IP@Cabinet.TEST ', 'motdepasse')).status).toBe(429);

    expect((await attempt('voisin-ip@cabinet.test', 'motdepasse')).status).toBe(200);
  });

  it('keeps its counters in the database, shared by every server instance', async () => {
    const email = 'partagee@cabinet.test';
    await app.createUser({ email, password: 'motdepasse' });
    expect(await statusesOf(email, wrong(MAX))).toEqual(Array(MAX).fill(401));
    // A second instance on the same database; not closed, as it would close the shared database.
    const other = await createTestApp({ TRUST_PROXY: 'true', SIGN_IN_ACCOUNT_RATE_LIMIT: String(MAX) }, { database: app.database });
    const response = await other.client().post('/api/auth/sign-in/email', { email, password: 'motdepasse' }, { 'x-forwarded-for': '192.0.2.200' });
    expect(response.status).toBe(429);
  });

  it('answers the same for an email with no account', async () => {
    const known = 'connu@cabinet.test';
    await app.createUser({ email: known, password: 'motdepasse' });
    const answers = async (email: string) => {
      const bodies: unknown[] = [];
      for (const password of [...wrong(MAX), 'motdepasse']) {
        const response = await attempt(email, password);
        bodies.push({ status: response.status, json: response.json, retry: response.headers.get('x-retry-after') !== null });
      }
      return bodies;
    };
    const forKnown = await answers(known);
    const forUnknown = await answers('inconnu@cabinet.test');
    // The seconds left may differ by one between the two runs.
    const scrub = (list: unknown[]) => JSON.parse(JSON.stringify(list).replace(/dans \d+ secondes/g, 'dans N secondes')) as unknown;
    expect(scrub(forUnknown)).toEqual(scrub(forKnown));
    expect(forUnknown.at(-1)).toMatchObject({ status: 429 });
  });

  it('does not count successes, and a success starts the count again', async () => {
    const email = 'oublieuse@cabinet.test';
    await app.createUser({ email, password: 'motdepasse' });
    expect(await statusesOf(email, Array(MAX + 2).fill('motdepasse'))).toEqual(Array(MAX + 2).fill(200));

    expect(await statusesOf(email, [...wrong(MAX - 1), 'motdepasse'])).toEqual([...Array(MAX - 1).fill(401), 200]);
    const [row] = await app.db.select().from(rateLimits).where(eq(rateLimits.key, accountThrottleKey('sign-in', email)));
    expect(row).toBeUndefined();
    // Without the reset, the second of these failures would have locked the account.
    expect(await statusesOf(email, [...wrong(MAX), 'motdepasse'])).toEqual([...Array(MAX).fill(401), 429]);
  });

  it('lifts the lock once the window has passed', async () => {
    const email = 'patiente@cabinet.test';
    await app.createUser({ email, password: 'motdepasse' });
    expect(await statusesOf(email, [...wrong(MAX), 'motdepasse'])).toEqual([...Array(MAX).fill(401), 429]);

    const shift = (ms: number) =>
      app.db
        .update(rateLimits)
        .set({ lastRequest: sql`${rateLimits.lastRequest} - ${ms}::bigint` })
        .where(eq(rateLimits.key, accountThrottleKey('sign-in', email)));
    // Still locked near the end of the window, however many attempts came in between.
    await shift(WINDOW_MINUTES * 60_000 - 60_000);
    expect((await attempt(email, 'motdepasse')).status).toBe(429);

    await shift(61_000);
    // A new window: the first failure counts as one, not as the fourth.
    expect(await statusesOf(email, [...wrong(MAX - 1), 'motdepasse'])).toEqual([...Array(MAX - 1).fill(401), 200]);
  });
});

describe('password-reset requests throttled per account', () => {
  const requestLink = (email: string) =>
    app.client().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, { 'x-forwarded-for': nextIp() });
  const mailsTo = (email: string) => app.sentMails.filter((mail) => mail.to === email).length;
  let witnesses = 0;
  /**
   * Mails leave without being awaited (the answer must not be slower for real accounts): a link
   * asked afterwards for a fresh account, once its mail has arrived, shows the earlier ones have left.
   */
  const settle = async () => {
    const witness = `temoin-${++witnesses}@cabinet.test`;
    await app.createUser({ email: witness, password: 'motdepasse' });
    expect((await requestLink(witness)).status).toBe(200);
    await expect.poll(() => mailsTo(witness)).toBe(1);
  };
  const statusesFor = async (email: string, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await requestLink(email)).status);
    await settle();
    return statuses;
  };
  const shift = (email: string, ms: number) =>
    app.db
      .update(rateLimits)
      .set({ lastRequest: sql`${rateLimits.lastRequest} - ${ms}::bigint` })
      .where(eq(rateLimits.key, accountThrottleKey('password-reset', email)));

  it('sends at most N links per email from however many IPs, then refuses; other emails unaffected', async () => {
    const email = 'reset-cible@cabinet.test';
    const neighbour = 'reset-voisin@cabinet.test';
    await app.createUser({ email, password: 'motdepasse' });
    await app.createUser({ email: neighbour, password: 'motdepasse' });

    expect(await statusesFor(email, RESET_MAX)).toEqual(Array(RESET_MAX).fill(200));
    await expect.poll(() => mailsTo(email)).toBe(RESET_MAX);

    const refused = await requestLink(email);
    expect(refused).toMatchObject({ status: 429, json: { error: { code: 'RATE_LIMITED', message: expect.stringMatching(LOCKED) } } });
    expect(Number(refused.headers.get('x-retry-after'))).toBeGreaterThan(RESET_WINDOW_MINUTES * 60 - 30);
    expect(Number(refused.headers.get('x-retry-after'))).toBeLessThanOrEqual(RESET_WINDOW_MINUTES * 60);
    // Case and spaces name the same account.
    expect(await statusesFor('  RESET-Cible@Cabinet.TEST ', 1)).toEqual([429]);
    expect(mailsTo(email)).toBe(RESET_MAX);

    expect(await statusesFor(neighbour, 1)).toEqual([200]);
    await expect.poll(() => mailsTo(neighbour)).toBe(1);
    // A separate counter from sign-in's: the reset limit does not lock the account's sign-in.
    expect((await attempt(email, 'motdepasse')).status).toBe(200);
  });

  it('counts requests for an email with no account and answers them the same', async () => {
    const known = 'reset-connu@cabinet.test';
    const unknown = 'reset-inconnu@cabinet.test';
    await app.createUser({ email: known, password: 'motdepasse' });
    const answers = async (email: string) => {
      const list: unknown[] = [];
      for (let i = 0; i < RESET_MAX + 2; i++) {
        const response = await requestLink(email);
        list.push({ status: response.status, json: response.json, retry: response.headers.get('x-retry-after') !== null });
      }
      return list;
    };
    const forKnown = await answers(known);
    const forUnknown = await answers(unknown);
    await settle();
    const scrub = (list: unknown[]) => JSON.parse(JSON.stringify(list).replace(/dans \d+ secondes/g, 'dans N secondes')) as unknown;
    expect(scrub(forUnknown)).toEqual(scrub(forKnown));
    expect(forUnknown.map((answer) => (answer as { status: number }).status)).toEqual([...Array(RESET_MAX).fill(200), 429, 429]);
    expect(mailsTo(known)).toBe(RESET_MAX);
    expect(mailsTo(unknown)).toBe(0);
    const [row] = await app.db.select().from(rateLimits).where(eq(rateLimits.key, accountThrottleKey('password-reset', unknown)));
    // Refused requests count too, but the window keeps its start: the lock never outlasts it.
    expect(row?.count).toBe(RESET_MAX + 2);
  });

  it('allows new links once the window has passed', async () => {
    const email = 'reset-patiente@cabinet.test';
    await app.createUser({ email, password: 'motdepasse' });
    expect(await statusesFor(email, RESET_MAX + 1)).toEqual([...Array(RESET_MAX).fill(200), 429]);

    await shift(email, RESET_WINDOW_MINUTES * 60_000 - 60_000);
    expect(await statusesFor(email, 1)).toEqual([429]);

    await shift(email, 61_000);
    // A new window: N more links, not one.
    expect(await statusesFor(email, RESET_MAX + 1)).toEqual([...Array(RESET_MAX).fill(200), 429]);
    await expect.poll(() => mailsTo(email)).toBe(2 * RESET_MAX);
  });
});
