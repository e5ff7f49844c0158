import { LoaderCircle } from 'lucide-react';

import { cn } from '../../lib/cn.ts';

/** A decorative spinning icon; the surrounding control says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}

/** Fills the screen while something the whole page depends on loads. */
export function FullPageSpinner() {
  return (
    <div role="status" aria-label="Chargement" className="flex min-h-full items-center justify-center p-8">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
