/** The firm works on Paris time: calendar dates and wall-clock times are read there, DST included. */
export const FIRM_TIME_ZONE = 'Europe/Paris';

export type ParisParts = { year: number; month: number; day: number; hour: number; minute: number };

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function formatParisParts(date: Date): ParisParts {
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Since 1980 Paris has changed its offset only on whole UTC hours (01:00 UTC, last Sundays of March and October). */
const WHOLE_HOUR_CHANGES_FROM = Date.UTC(1980, 0, 1);
const offsetByHour = new Map<number, number>();

/**
 * Paris wall-clock time of an instant, as milliseconds since 1970-01-01T00:00 on Paris clocks
 * (read it with the getUTC… methods or plain arithmetic). Intl is asked once per UTC hour and the
 * offset kept: the calendar reads tens of thousands of due dates, and formatToParts costs
 * microseconds each time.
 */
export function parisWallTime(time: number): number {
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  if (time < WHOLE_HOUR_CHANGES_FROM) {
    const p = formatParisParts(new Date(time));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) + (time - Math.floor(time / 60_000) * 60_000);
  }
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const p = formatParisParts(new Date(hour * HOUR_MS));
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - hour * HOUR_MS;
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return time + offset;
}

/** Days since 1970-01-01 of a Paris calendar date (the number the calendar compares). */
export const epochDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

export function toParisParts(date: Date): ParisParts {
  const time = date.getTime();
  if (!(time >= WHOLE_HOUR_CHANGES_FROM)) return formatParisParts(date);
  const wall = new Date(parisWallTime(time));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The instant at which Paris clocks show these parts (the later one if the hour repeats in autumn). */
export function fromParisParts({ year, month, day, hour, minute }: ParisParts): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Paris is UTC+1 or UTC+2: try both offsets and keep the one that reads back the same.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const back = toParisParts(candidate);
    if (back.day === day && back.hour === hour && back.minute === minute) return candidate;
  }
  // A time skipped by the spring change (02:30 on the last Sunday of March) moves an hour on.
  return new Date(asUtc - 3_600_000);
}

/** 'YYYY-MM-DD' of a calendar date. */
export const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Midnight in Paris at the start of a 'YYYY-MM-DD' day, `plusDays` later: a day's range is [midnight, midnight of the next). */
export function parisMidnight(day: string, plusDays = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + plusDays));
  return fromParisParts({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hour: 0, minute: 0 });
}

export const parisIsoDay = (date: Date) => {
  const p = toParisParts(date);
  return isoDay(p.year, p.month, p.day);
};

