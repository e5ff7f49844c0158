/**
 * Calls `write` on consecutive slices of `rows`, one after the other. Multi-row inserts are what
 * makes seeding fast, but one statement takes at most 65,535 parameters: callers choose `size`
 * so that size × columns stays well under it.
 */
export async function inChunks<T>(
  rows: readonly T[],
  size: number,
  write: (chunk: T[], doneAfter: number) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    await write(chunk, start + chunk.length);
  }
}
