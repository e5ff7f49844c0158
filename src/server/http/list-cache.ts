import type { DataVersion } from '../activity/data-version.ts';
import type { ListRows } from './list-rows.ts';

/**
 * A list's body as sent: the JSON bytes, and the same gzipped once for every browser; for a list
 * that can be patched, where its rows lie in those bytes.
 */
export type CachedBody = {
  identity: () => Uint8Array<ArrayBuffer>;
  /** The plain body's length (a list of rows joins its plain bytes only if a caller takes no gzip). */
  length: number;
  gzip: Uint8Array<ArrayBuffer>;
  contentType: string;
  rows?: ListRows;
};

type Entry = { slot: string; tag: string; version: DataVersion; body: CachedBody; bytes: number };

/** What a row's place costs beyond its bytes: two offsets, its client id and sort key (an estimate). */
const BYTES_PER_ROW = 150;

export type ListCacheLimits = { maxBytes: number; maxEntries: number };

/**
 * Bodies of the latest version of each list (a slot: the list and its variant), least recently
 * used evicted first once past either limit. Only a version that the database still confirms is
 * looked up, so the cache never decides what is current: an instance that missed a write just
 * misses here too, and several instances stay correct each with its own cache.
 */
export function createListCache({ maxBytes, maxEntries }: ListCacheLimits) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, Entry>();
  const latestTagOf = new Map<string, string>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    if (latestTagOf.get(entry.slot) === entry.tag) latestTagOf.delete(entry.slot);
  };
  const keyOf = (slot: string, tag: string) => `${slot}\u0000${tag}`;

  return {
    get(slot: string, tag: string): CachedBody | undefined {
      const key = keyOf(slot, tag);
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    /** The slot's newest body and its version: what the next version of the list can be patched from. */
    latest(slot: string): { version: DataVersion; body: CachedBody } | undefined {
      const tag = latestTagOf.get(slot);
      const entry = tag === undefined ? undefined : entries.get(keyOf(slot, tag));
      return entry && { version: entry.version, body: entry.body };
    },
    /** Keeps `body` as the slot's version `tag`, dropping the slot's older version. */
    set(slot: string, tag: string, version: DataVersion, body: CachedBody) {
      const size = body.length + body.gzip.byteLength + (body.rows?.rowCount ?? 0) * BYTES_PER_ROW;
      // One list larger than the whole cache would only push everything else out.
      if (size > maxBytes) return;
      const previous = latestTagOf.get(slot);
      if (previous !== undefined) remove(keyOf(slot, previous));
      remove(keyOf(slot, tag));
      entries.set(keyOf(slot, tag), { slot, tag, version, body, bytes: size });
      latestTagOf.set(slot, tag);
      bytes += size;
      for (const [key] of entries) {
        if (bytes <= maxBytes && entries.size <= maxEntries) break;
        remove(key);
      }
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type ListCache = ReturnType<typeof createListCache>;
