import { fromParisParts, parisIsoDay } from '../../../shared/paris-time.ts';

// When the nightly backup runs: pure functions of the clock, on Paris time, so the job, the
// Système tab's « prochaine sauvegarde » and the tests read the same rule.

function shiftDay(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The instant Paris clocks show `time` ('HH:MM') on `day` ('YYYY-MM-DD'). A time the spring
 * change skips (02:30 on the last Sunday of March) is an hour later; a time the autumn change
 * repeats is its second, winter-time occurrence: either way once that day.
 */
export function slotOf(day: string, time: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return fromParisParts({ year, month, day: date, hour, minute });
}

/** The last slot at or before `now`: its Paris day and its instant. */
export function latestSlot({ now, time }: { now: Date; time: string }): { day: string; at: Date } {
  const today = parisIsoDay(now);
  const at = slotOf(today, time);
  if (at.getTime() <= now.getTime()) return { day: today, at };
  const yesterday = shiftDay(today, -1);
  return { day: yesterday, at: slotOf(yesterday, time) };
}

/** The first slot after `now`: the Système tab's « Prochaine sauvegarde ». */
export function nextSlot({ now, time }: { now: Date; time: string }): Date {
  const today = parisIsoDay(now);
  const at = slotOf(today, time);
  return at.getTime() > now.getTime() ? at : slotOf(shiftDay(today, 1), time);
}

export type NightlyDecision =
  /** The slot of `slot` (a Paris day) has passed and no backup was taken for it: take one now. */
  | { action: 'run'; slot: string }
  /** The first look of a new installation: the schedule starts from this slot, without a backup now. */
  | { action: 'start'; slot: string }
  | { action: 'wait' };

/**
 * Whether the nightly backup is due. `doneFor` is the Paris day of the last slot handled (by this
 * instance or another, kept in the database), null on a new installation: its first backup is
 * the next night's, not one at the first start. A server that was down at the slot takes the
 * missed backup as soon as it looks again, once, however many nights it missed.
 */
export function decideNightlyBackup({ now, time, doneFor }: { now: Date; time: string; doneFor: string | null }): NightlyDecision {
  const latest = latestSlot({ now, time });
  if (doneFor === null) return { action: 'start', slot: latest.day };
  // Days compare as text ('YYYY-MM-DD'); a slot moved later in the day than the one done today is tomorrow's.
  return latest.day > doneFor ? { action: 'run', slot: latest.day } : { action: 'wait' };
}
