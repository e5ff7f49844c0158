// Instants on the client sheet, read on the firm's clock (Europe/Paris) in the fr-FR forms.

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });
const DAY_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
const LONG = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });

const read = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '14/03/2026'. */
export function formatSheetDay(iso: string): string {
  const date = read(iso);
  return date ? DAY.format(date) : iso;
}

/** '14/03/2026 09:05'. */
export function formatSheetTime(iso: string): string {
  const date = read(iso);
  return date ? DAY_TIME.format(date) : iso;
}

/** 'samedi 14 mars 2026 à 09:05', for a tooltip. */
export function formatSheetLongTime(iso: string): string {
  const date = read(iso);
  return date ? LONG.format(date) : iso;
}
