/**
 * Splits a stream of text chunks into complete lines: a chunk may end mid-line, so the unfinished
 * tail is kept for the next one. Blank lines are skipped.
 */
export function createLineSplitter() {
  let rest = '';
  return {
    push(chunk: string): string[] {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      return parts.map((line) => line.trim()).filter(Boolean);
    },
    flush(): string[] {
      const last = rest.trim();
      rest = '';
      return last ? [last] : [];
    },
  };
}

/** Reads an NDJSON body, calling onLine with each parsed value as soon as its line is complete. */
export async function readNdjson(body: ReadableStream<Uint8Array>, onLine: (value: unknown) => void): Promise<void> {
  const reader = body.getReader();
  // stream: true keeps a multi-byte character cut between two chunks for the next one.
  const decoder = new TextDecoder();
  const splitter = createLineSplitter();
  for (;;) {
    const { done, value } = await reader.read();
    const lines = done ? [...splitter.push(decoder.decode()), ...splitter.flush()] : splitter.push(decoder.decode(value, { stream: true }));
    for (const line of lines) onLine(JSON.parse(line) as unknown);
    if (done) return;
  }
}
