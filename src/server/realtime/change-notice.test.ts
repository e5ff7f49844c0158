import { describe, expect, it } from 'vitest';
import { buildNotice, NOTICE_ID_PREFIX, noticeAfterId, parseNotice } from './change-notice.ts';

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ entity: 'client', entityId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, clientId: null }));

describe('a notice completed with the id the database gives', () => {
  it('reads back as the notice built with that id, detailed', () => {
    const payload = `${NOTICE_ID_PREFIX}${123_456_789}${noticeAfterId(rows(3))}`;
    expect(parseNotice(payload)).toEqual(buildNotice(123_456_789, rows(3)));
    expect(parseNotice(payload)?.entities).toHaveLength(3);
  });

  it('reads back coarse when the rows would not fit in a NOTIFY, and stays under its 8,000 bytes', () => {
    const payload = `${NOTICE_ID_PREFIX}${Number.MAX_SAFE_INTEGER}${noticeAfterId(rows(5000))}`;
    expect(parseNotice(payload)).toEqual({ id: Number.MAX_SAFE_INTEGER, entities: [{ entity: 'client' }], bulk: true });
    // The most rows whose notice is still detailed with id 0, completed with the largest id.
    const largestDetailed = rows(200).filter((_, i, all) => !buildNotice(0, all.slice(0, i + 1)).bulk);
    expect(largestDetailed.length).toBeGreaterThan(10);
    const fullest = `${NOTICE_ID_PREFIX}${Number.MAX_SAFE_INTEGER}${noticeAfterId(largestDetailed)}`;
    expect(parseNotice(fullest)?.bulk).toBeUndefined();
    expect(Buffer.byteLength(fullest)).toBeLessThan(8000);
  });
});
