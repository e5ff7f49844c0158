import { describe, expect, it } from 'vitest';

import { createLineSplitter, readNdjson } from './ndjson.ts';

describe('createLineSplitter', () => {
  it('keeps a line cut across chunks until it is complete', () => {
    const splitter = createLineSplitter();
    expect(splitter.push('{"a":1}\n{"b"')).toEqual(['{"a":1}']);
    expect(splitter.push(':2}\r\n\n')).toEqual(['{"b":2}']);
    expect(splitter.push('{"c":3}')).toEqual([]);
    expect(splitter.flush()).toEqual(['{"c":3}']);
  });
});

describe('readNdjson', () => {
  it('parses every line of a byte stream, multi-byte characters split across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"type":"progress","done":1}\n{"reason":"Société"}\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the 'é'
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const seen: unknown[] = [];
    await readNdjson(body, (value) => seen.push(value));
    expect(seen).toEqual([{ type: 'progress', done: 1 }, { reason: 'Société' }]);
  });
});
