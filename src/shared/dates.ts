// Dates the firm types and reads: SPEC §5's lenient « date de clôture » and the French display forms.
// Calendar dates travel as 'YYYY-MM-DD' strings, never as Date objects, so no time zone can shift them.

export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

const PARIS_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Lowercase without accents, so that 'AOÛT', 'Aout' and 'août' are one word. */
function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const MONTH_BY_NAME = new Map<string, number>(FRENCH_MONTHS.map((name, index) => [foldAccents(name), index + 1]));

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toIso(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The length of a month (1–12) of a Gregorian year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The calendar year of `today` in Paris: on 31 December at 23:30 UTC it is already next year there. */
export function parisYear(today: Date = new Date()): number {
  return Number(PARIS_DATE.format(today).slice(0, 4));
}

/** `today` as 'YYYY-MM-DD' on the Paris calendar. */
export function parisToday(today: Date = new Date()): string {
  return PARIS_DATE.format(today);
}

const DAY_MONTH = /^(\d{1,2})\/(\d{1,2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads the typed date, or undefined when it is none of SPEC §5's forms or not a real date. */
function readDateCloture(text: string, year: number): string | undefined {
  const month = MONTH_BY_NAME.get(foldAccents(text));
  if (month) return toIso(year, month, daysInMonth(year, month));

  const dayMonth = DAY_MONTH.exec(text);
  const dayMonthYear = DAY_MONTH_YEAR.exec(text);
  const iso = ISO.exec(text);
  const parts = dayMonth
    ? [year, Number(dayMonth[2]), Number(dayMonth[1])]
    : dayMonthYear
      ? [Number(dayMonthYear[3]), Number(dayMonthYear[2]), Number(dayMonthYear[1])]
      : iso
        ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
        : undefined;
  if (!parts) return undefined;
  const [y = 0, m = 0, d = 0] = parts;
  return isRealDate(y, m, d) ? toIso(y, m, d) : undefined;
}

/**
 * SPEC §5: a French month name in any case, with or without accents (last day of that month this
 * year), DD/MM (this year), DD/MM/YYYY or YYYY-MM-DD; anything else, empty included, is
 * 31 December of this year. « This year » is the year in Paris.
 */
export function parseDateCloture(input: string, today: Date = new Date()): string {
  const year = parisYear(today);
  return readDateCloture(input.trim(), year) ?? toIso(year, 12, 31);
}

function readIso(iso: string | null | undefined): [number, number, number] | undefined {
  const match = iso ? ISO.exec(iso) : null;
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(y, m, d) ? [y, m, d] : undefined;
}

/** A stored closing date shows as its month, capitalised ('Décembre'); '' when there is none. */
export function formatDateClotureMonth(iso: string | null): string {
  const parts = readIso(iso);
  const name = parts ? FRENCH_MONTHS[parts[1] - 1] : undefined;
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : '';
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; '' when there is no date. */
export function formatDateFr(iso: string | null): string {
  const parts = readIso(iso);
  if (!parts) return '';
  const [y, m, d] = parts;
  return `${pad(d)}/${pad(m)}/${pad(y, 4)}`;
}
