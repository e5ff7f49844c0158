import { epochDay, toParisParts } from '../../../shared/paris-time.ts';
import type { BackupRetention } from '../../../shared/backups.ts';

/** What retention needs to know of a finished backup the server took. */
export type RetentionCandidate = { fileName: string; takenAt: Date; verified: boolean };

const periodKeys = {
  day: (p: { year: number; month: number; day: number }) => `${p.year}-${p.month}-${p.day}`,
  // The week by its Monday (1970-01-01 was a Thursday: day 0 is 3 days after a Monday).
  week: (p: { year: number; month: number; day: number }) => {
    const day = epochDay(p.year, p.month, p.day);
    return String(day - ((day + 3) % 7));
  },
  month: (p: { year: number; month: number }) => `${p.year}-${p.month}`,
};

/**
 * The backups to remove: every one older than the newest verified backup, except the verified
 * ones the policy keeps, the newest of each of the `daily` latest Paris days holding one, of the
 * `weekly` latest weeks (Monday to Sunday) and of the `monthly` latest months (a backup may be
 * kept by several rules). Nothing goes while no backup is verified, and nothing newer than the
 * newest verified one (a backup being verified, or one that could not be): a file is removed
 * only once a newer one is proven to restore.
 */
export function selectBackupsToRemove({ backups, retention }: { backups: readonly RetentionCandidate[]; retention: BackupRetention }): string[] {
  const verified = backups.filter((backup) => backup.verified).sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const newest = verified[0];
  if (!newest) return [];
  const keep = new Set<string>([newest.fileName]);
  const rules: [number, (parts: ReturnType<typeof toParisParts>) => string][] = [
    [retention.daily, periodKeys.day],
    [retention.weekly, periodKeys.week],
    [retention.monthly, periodKeys.month],
  ];
  for (const [limit, key] of rules) {
    const periods = new Set<string>();
    for (const backup of verified) {
      const period = key(toParisParts(backup.takenAt));
      if (periods.has(period)) continue;
      if (periods.size === limit) break;
      periods.add(period);
      keep.add(backup.fileName);
    }
  }
  return backups.filter((backup) => !keep.has(backup.fileName) && backup.takenAt.getTime() < newest.takenAt.getTime()).map((backup) => backup.fileName);
}
