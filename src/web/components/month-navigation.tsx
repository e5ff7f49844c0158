import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from './ui/button.tsx';

type MonthNavigationProps = {
  /** « novembre 2026 », or what the page shows instead of a month. */
  title: ReactNode;
  onPrevious: () => void;
  onNext: () => void;
  /** The way back to the current month (« Aujourd’hui », « Ce mois-ci »), shown while elsewhere. */
  back: { label: string; onClick: () => void } | null;
};

/** Previous and next month, the period shown (announced when it changes), and the way back: the Tâches calendar and Échéances. */
export function MonthNavigation({ title, onPrevious, onNext, back }: MonthNavigationProps) {
  return (
    <>
      <Button variant="secondary" size="icon" aria-label="Mois précédent" onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button variant="secondary" size="icon" aria-label="Mois suivant" onClick={onNext}>
        <ChevronRight aria-hidden="true" />
      </Button>
      <h2 aria-live="polite" className="min-w-40 text-lg font-semibold first-letter:uppercase">
        {title}
      </h2>
      {back ? (
        <Button variant="ghost" size="sm" onClick={back.onClick}>
          {back.label}
        </Button>
      ) : null}
    </>
  );
}
