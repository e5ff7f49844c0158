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

export function toParisParts(date: Date): ParisParts {
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
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

export const parisIsoDay = (date: Date) => {
  const p = toParisParts(date);
  return isoDay(p.year, p.month, p.day);
};

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
