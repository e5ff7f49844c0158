import { AlarmClock, ArrowRightLeft, CalendarDays, Hourglass, ListChecks, type LucideIcon } from 'lucide-react';

const ICONS = {
  date: CalendarDays,
  late: AlarmClock,
  checklist: ListChecks,
  waiting: Hourglass,
  move: ArrowRightLeft,
} as const satisfies Record<string, LucideIcon>;

export type CardIconName = keyof typeof ICONS;

const idOf = (name: string) => `mission-card-icon-${name}`;

/**
 * The cards' icons, drawn once by the board: each card's icon refers to one (<use>) instead of
 * building its own paths, some twenty SVG elements a card otherwise, a hundred cards in the first frame.
 */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={idOf(name)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One of the board's icons on a card, for the eye only. */
export function CardIcon({ name, className }: { name: CardIconName; className: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${idOf(name)}`} />
    </svg>
  );
}
