import { cn } from '../../lib/cn.ts';

type ProgressProps = {
  value: number;
  max: number;
  label: string;
  className?: string;
};

/** A determinate progress bar; `label` names it for screen readers. */
export function Progress({ value, max, label, className }: ProgressProps) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full bg-primary transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
