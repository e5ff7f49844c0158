import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKUP_RETENTION } from '../../../shared/backups.ts';
import { selectBackupsToRemove, type RetentionCandidate } from './backup-retention.ts';

/** One nightly backup per day at 02:00 Paris (01:00 UTC in winter), `days` of them ending on `last`. */
function nights(last: string, days: number, verified = true): RetentionCandidate[] {
  const end = Date.parse(`${last}T01:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const takenAt = new Date(end - i * 86_400_000);
    return { fileName: `cabinet-${takenAt.toISOString().slice(0, 10)}.jsonl.gz`, takenAt, verified };
  });
}

const kept = (backups: RetentionCandidate[], removed: string[]) =>
  backups
    .map((backup) => backup.fileName.slice(8, 18))
    .filter((_, i) => !removed.includes(backups[i]?.fileName ?? ''))
    .sort();

describe('selectBackupsToRemove', () => {
  it('keeps 7 daily, 4 weekly and 12 monthly of a year of nightly backups: 21 files', () => {
    // 400 nights ending on Sunday 2025-12-28, every one verified.
    const backups = nights('2025-12-28', 400);
    const remaining = kept(backups, selectBackupsToRemove({ backups, retention: DEFAULT_BACKUP_RETENTION }));
    expect(remaining).toEqual([
      // Newest of each of the 12 latest months, December's being the newest backup itself.
      '2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30',
      '2025-07-31', '2025-08-31', '2025-09-30', '2025-10-31', '2025-11-30',
      // Sundays of the 4 latest weeks (Monday to Sunday), the last being a daily too.
      '2025-12-07', '2025-12-14',
      // The 7 latest days.
      '2025-12-21', '2025-12-22', '2025-12-23', '2025-12-24', '2025-12-25', '2025-12-26', '2025-12-27', '2025-12-28',
    ]);
  });

  it('removes nothing while no backup is verified', () => {
    const backups = nights('2026-01-31', 40, false);
    expect(selectBackupsToRemove({ backups, retention: DEFAULT_BACKUP_RETENTION })).toEqual([]);
  });

  it('keeps every backup newer than the newest verified one, and removes the older unverified ones', () => {
    const backups = [
      { fileName: 'b-verifying.jsonl.gz', takenAt: new Date('2026-01-20T01:00:00Z'), verified: false },
      { fileName: 'b-verified.jsonl.gz', takenAt: new Date('2026-01-19T01:00:00Z'), verified: true },
      { fileName: 'b-failed.jsonl.gz', takenAt: new Date('2026-01-18T01:00:00Z'), verified: false },
      { fileName: 'b-old.jsonl.gz', takenAt: new Date('2026-01-17T01:00:00Z'), verified: true },
    ];
    expect(selectBackupsToRemove({ backups, retention: { daily: 1, weekly: 0, monthly: 0 } })).toEqual(['b-failed.jsonl.gz', 'b-old.jsonl.gz']);
  });

  it('counts days on Paris clocks and keeps the newest backup of a day', () => {
    // 23:30 UTC on 14 January is already 15 January in Paris: three backups of one Paris day.
    const backups = [
      { fileName: 'late.jsonl.gz', takenAt: new Date('2026-01-15T10:00:00Z'), verified: true },
      { fileName: 'night.jsonl.gz', takenAt: new Date('2026-01-15T01:00:00Z'), verified: true },
      { fileName: 'midnight.jsonl.gz', takenAt: new Date('2026-01-14T23:30:00Z'), verified: true },
      { fileName: 'day-before.jsonl.gz', takenAt: new Date('2026-01-14T22:30:00Z'), verified: true },
    ];
    expect(selectBackupsToRemove({ backups, retention: { daily: 2, weekly: 0, monthly: 0 } })).toEqual(['night.jsonl.gz', 'midnight.jsonl.gz']);
  });
});
