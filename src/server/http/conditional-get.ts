import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono, MiddlewareHandler, Next } from 'hono';
import type { ActivityEntityCode } from '../db/schema/activity.ts';
import { clientsChangedSince, isCurrentDataVersion, readDataVersion, type DataVersion } from '../activity/data-version.ts';
import type { SessionEnv } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { projectRoot } from '../paths.ts';
import { acceptsGzip, gzipAsync } from './compress-json.ts';
import { LIST_GZIP_LEVEL } from './gzip-segments.ts';
import { createListCache, type CachedBody, type ListCache } from './list-cache.ts';
import { patchList, serialiseList, type ListRows, type PatchableList } from './list-rows.ts';

const GZIP = { level: LIST_GZIP_LEVEL };

/**
 * Every shared list of a network of offices at once (issue 27: 50,000 clients). There the clients
 * list alone is some 30 MB of JSON, 6 MB gzipped and its rows' places, the Cabinet calendar and a
 * Production campaign some 25 MB each: under a 64 MB limit, opening one page evicted the list of
 * the page before, and every visit read 50,000 rows again. A reference firm's lists take a fifth
 * of it; the server stays under its 1 GB.
 */
const CACHE_LIMITS = { maxBytes: 256 * 1024 * 1024, maxEntries: 200 };

// The browser keeps the list but asks each time (no-cache), sending the validator back; private:
// a shared proxy must never hand one person's list to another.
const CACHE_CONTROL = 'private, no-cache';

/**
 * A release that changes what a list returns changes the package version (as every release does),
 * so a browser's validator from the previous release never matches the new code's list.
 */
const RELEASE = (JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;

// One cache per database handle: the API tests run many apps, each on its own database, in one process.
const caches = new WeakMap<Db, ListCache>();
function cacheFor(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createListCache(CACHE_LIMITS)));
  return cache;
}

export type ConditionalListOptions = {
  db: Db;
  /** The list's name in its validators, lower-case letters and dashes: a validator from another list never matches. */
  list: string;
  /** Every journal entity whose writes can change the list's rows. */
  reads: readonly ActivityEntityCode[];
  /**
   * What else the rows depend on, beyond the path and query string (always part of the variant):
   * e.g. the user for « mine ». Anything the journal does not version (the user, the time) belongs here.
   */
  varyBy?: (c: Context<SessionEnv>) => string;
  /**
   * A request for a few rows of the list (a live update's patch): answered plainly, neither
   * versioned nor cached, so that those small answers never push the whole lists out of the cache.
   */
  partial?: (c: Context<SessionEnv>) => boolean;
  /**
   * For a list of one row per client: how to read it, whole or for a few clients, so that after a
   * write its new version is the previous one with the changed clients' rows replaced (see
   * list-rows.ts). The route still answers what this declines (load returns null) and `partial`.
   */
  rows?: PatchableList<never>;
};

/** Past this many journal ids since the previous version, or clients changed, the list is read whole. */
const MAX_PATCHED_IDS = 20_000;
const MAX_PATCHED_CLIENTS = 1_000;

/**
 * GET of a list: answers 304 when the browser's validator still matches the journal's version of
 * the entities the list reads (one query, the list is not read), and otherwise sends the list with
 * its validator, from the cache when this instance already built that version. The validator is
 * weak: the same list goes out as JSON or gzip, equal in
 * meaning, not in bytes.
 */
export function conditionalList({ db, list, reads, varyBy, partial, rows }: ConditionalListOptions): MiddlewareHandler<SessionEnv> {
  const cache = cacheFor(db);
  const building = buildsFor(db);
  return async (c, next) => {
    if (c.req.method !== 'GET' || partial?.(c)) return next();
    const arrived = performance.now();
    const variant = variantOf(c, list, varyBy);
    const claimed = parseValidators(c.req.header('If-None-Match'), list, variant);
    for (const version of claimed.slice(0, 1)) {
      if (await isCurrentDataVersion(db, reads, version)) return notModified(c, formatValidator(list, variant, version));
    }

    const slot = `${list}:${variant}`;
    const joined = await joinOrStartBuild(building, slot, arrived);
    if ('shared' in joined) {
      c.res = sendBody(c, joined.shared.body, joined.shared.tag);
      return;
    }
    const build = joined.own;
    try {
      const version = await readDataVersion(db, reads);
      // Null while a journal write without a ticket is in flight: no validator can be proven, this answer goes without one.
      const tag = version && formatValidator(list, variant, version);
      let body: CachedBody | null | undefined = tag ? cache.get(slot, tag) : undefined;
      if (!body) {
        const previous = rows && cache.latest(slot);
        body = (previous && rows && (await patchedBody(c, { db, reads, rows }, previous, version))) ?? (await wholeBody(c, next, rows));
        // The route answered otherwise (a 400, a 404): that answer goes as it is.
        if (!body) return;
        if (version && tag) cache.set(slot, tag, version, body);
      }
      build.resolve({ body, tag });
      c.res = sendBody(c, body, tag);
    } finally {
      build.end();
    }
  };
}

/** The list read whole: by `rows` when it has one, else by the route. Null when the route answered otherwise. */
async function wholeBody(c: Context<SessionEnv>, next: Next, rows: PatchableList<never> | undefined): Promise<CachedBody | null> {
  const loaded = rows ? await rows.load(c) : null;
  if (rows && loaded) return bodyOfRows(await serialiseList(rows, loaded));
  await next();
  if (c.res.status !== 200) return null;
  return encode(new Uint8Array(await c.res.arrayBuffer()), c.res.headers.get('Content-Type') ?? JSON_TYPE);
}

/**
 * The previous version with the rows of the clients written since replaced: the journal names
 * them (entries above the previous version's floor, whose writes that build may not have seen),
 * the list reads only those. Every write acknowledged before the request is among them, read after
 * it arrived, whether or not a version could be proven now (`version` null). Undefined when the
 * list must be read whole.
 */
async function patchedBody(
  c: Context<SessionEnv>,
  { db, reads, rows }: { db: Db; reads: readonly ActivityEntityCode[]; rows: PatchableList<never> },
  previous: { version: DataVersion; body: CachedBody },
  version: DataVersion | null,
): Promise<CachedBody | undefined> {
  const before = previous.body.rows;
  if (!before || (version && version.top - previous.version.floor > MAX_PATCHED_IDS)) return undefined;
  const changed = await clientsChangedSince(db, reads, previous.version.floor, MAX_PATCHED_CLIENTS);
  if (!changed) return undefined;
  // Only the floor moved: the same rows.
  if (changed.size === 0) return previous.body;
  const fresh = await rows.load(c, [...changed]);
  const patched = fresh && (await patchList(rows, before, changed, fresh[rows.key] as never[]));
  return patched ? bodyOfRows(patched) : undefined;
}

const JSON_TYPE = 'application/json';

const asBytes = (buffer: Uint8Array) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>;

async function encode(identity: Uint8Array, contentType: string): Promise<CachedBody> {
  return { identity: () => asBytes(identity), length: identity.byteLength, gzip: asBytes(await gzipAsync(identity, GZIP)), contentType };
}

/** A list of rows is gzipped by chunks as it is serialised or patched (list-rows.ts). */
const bodyOfRows = (rows: ListRows): CachedBody => ({ identity: () => asBytes(rows.identity()), length: rows.length, gzip: asBytes(rows.gzip), contentType: JSON_TYPE, rows });

// ——— One build of a list at a time ———
//
// Under load, many requests miss the cache at once (a colleague's write moved the version) and
// each would read, serialise and gzip the same 10,000 rows. Instead, one request of a list (and
// variant) builds it at a time; a request arriving meanwhile waits for that build, then shares the
// next one it may start, or finds that version in the cache. Sharing a build is correct only when
// the build began after the request arrived: its version and rows are read later, so they hold
// every write acknowledged before the request.

type Built = { body: CachedBody; tag: string | null };
type Build = { startedAt: number; done: Promise<Built | null> };

const builds = new WeakMap<Db, Map<string, Build>>();
function buildsFor(db: Db): Map<string, Build> {
  let map = builds.get(db);
  if (!map) builds.set(db, (map = new Map()));
  return map;
}

/**
 * Once the builds of `slot` under way have ended: the body of one that began after `arrived`, or
 * else this request's own build, registered in the same step (no await between finding none and
 * registering), so that requests woken together share one build rather than each starting theirs.
 */
async function joinOrStartBuild(building: Map<string, Build>, slot: string, arrived: number): Promise<{ shared: Built } | { own: OwnBuild }> {
  for (let current = building.get(slot); current; current = building.get(slot)) {
    const built = await current.done;
    if (built && current.startedAt >= arrived) return { shared: built };
    // That build began before this request, or failed: wait for whichever started since, or build.
    if (building.get(slot) === current) building.delete(slot);
  }
  return { own: startBuild(building, slot) };
}

type OwnBuild = ReturnType<typeof startBuild>;

/** Registers a build of `slot`, so that requests arriving from now on wait for it. */
function startBuild(building: Map<string, Build>, slot: string) {
  let settle: (built: Built | null) => void = () => {};
  const build: Build = { startedAt: performance.now(), done: new Promise((resolve) => (settle = resolve)) };
  building.set(slot, build);
  return {
    resolve: (built: Built) => settle(built),
    /** Ends the build, with no body for those waiting when it did not resolve (an error, a non-200). */
    end: () => {
      settle(null);
      if (building.get(slot) === build) building.delete(slot);
    },
  };
}

/** The list's identity for this request: same release, path, query and varyBy give the same rows for the same version. */
function variantOf(c: Context<SessionEnv>, list: string, varyBy: ConditionalListOptions['varyBy']): string {
  const url = new URL(c.req.url);
  url.searchParams.sort();
  const parts = [RELEASE, list, url.pathname, url.searchParams.toString(), varyBy?.(c) ?? ''];
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 16);
}

const VALIDATOR = /^W\/"([a-z-]+)\.([\w-]{16})\.([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([0-9a-z]{1,11})"$/;

function formatValidator(list: string, variant: string, { floor, top, count, at }: DataVersion): string {
  return `W/"${list}.${variant}.${[floor, top, count, at].map((n) => n.toString(36)).join('.')}"`;
}

/**
 * The versions in an If-None-Match that were given for this very list and variant. Anything else
 * (malformed, '*', another list's or another user's) is ignored, so the request gets a plain 200.
 */
export function parseValidators(header: string | undefined, list: string, variant: string): DataVersion[] {
  if (!header) return [];
  return header.split(',').flatMap((raw) => {
    const match = VALIDATOR.exec(raw.trim());
    if (!match || match[1] !== list || match[2] !== variant) return [];
    const [floor, top, count, at] = match.slice(3).map((part) => parseInt(part, 36));
    if (floor === undefined || top === undefined || count === undefined || at === undefined) return [];
    return [{ floor, top, count, at }];
  });
}

const listHeaders = (tag: string | null): Record<string, string> => ({
  ...(tag ? { ETag: tag } : {}),
  'Cache-Control': CACHE_CONTROL,
  Vary: 'Accept-Encoding',
});

function notModified(c: Context, tag: string): Response {
  return c.body(null, 304, listHeaders(tag));
}

/** gzip when the browser takes it (every browser does); otherwise the JSON. */
function sendBody(c: Context, body: CachedBody, tag: string | null): Response {
  const gzipped = acceptsGzip(c.req.header('Accept-Encoding'));
  const bytes = gzipped ? body.gzip : body.identity();
  const headers: Record<string, string> = { ...listHeaders(tag), 'Content-Type': body.contentType, 'Content-Length': String(bytes.byteLength) };
  if (gzipped) headers['Content-Encoding'] = 'gzip';
  return c.body(bytes, 200, headers);
}

/**
 * Puts conditionalList in front of a router's list routes ({ path: options }) and gives the router
 * back with its own type, so its .openapi() routes chain on (Hono's use() returns a plain Hono).
 */
export function withListVersions<R extends Hono<SessionEnv>>(router: R, db: Db, lists: Record<string, Omit<ConditionalListOptions, 'db'>>): R {
  for (const [path, options] of Object.entries(lists)) router.use(path, conditionalList({ db, ...options }));
  return router;
}
