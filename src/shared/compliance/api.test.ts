import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COMPLIANCE_MESSAGES, engagementUpdateSchema, kycUpdateSchema } from './api.ts';

// The forms default to the firm's day in Paris; the server must agree on what « today » is, or a
// file dated today is refused as future between midnight in Paris and midnight UTC.
describe('dates in the past, on the firm’s calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 00:30 on 28 November in Paris, still 27 November in UTC.
    vi.setSystemTime(new Date('2026-11-27T23:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts the Paris day as today', () => {
    expect(kycUpdateSchema.safeParse({ assessedAt: '2026-11-28', identityVerifiedAt: '2026-11-28' }).success).toBe(true);
    expect(engagementUpdateSchema.safeParse({ signedAt: '2026-11-28' }).success).toBe(true);
  });

  it('refuses the next day in Paris as future, with its message', () => {
    const result = kycUpdateSchema.safeParse({ assessedAt: '2026-11-29' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([COMPLIANCE_MESSAGES.futureDate]);
  });
});
