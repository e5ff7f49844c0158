import { Spinner } from '../components/ui/spinner.tsx';

/**
 * Shown in place of a page whose code is still on its way: a single line at the top of the page
 * area, in the same style as the pages' own loading lines, so the shell around it does not move.
 */
export function PagePending() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner /> Chargement…
    </p>
  );
}
