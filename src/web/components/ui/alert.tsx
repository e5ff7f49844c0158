import type { ComponentProps } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';

import { cn } from '../../lib/cn.ts';

const VARIANTS = {
  error: { className: 'border-destructive/30 bg-destructive-soft text-destructive', Icon: CircleAlert },
  success: { className: 'border-success/30 bg-success-soft text-success', Icon: CircleCheck },
  info: { className: 'border-primary/20 bg-info-soft text-primary', Icon: Info },
} as const;

type AlertProps = ComponentProps<'div'> & { variant?: keyof typeof VARIANTS };

export function Alert({ variant = 'error', className, children, ...props }: AlertProps) {
  const { className: variantClassName, Icon } = VARIANTS[variant];
  return (
    <div
      role="alert"
      className={cn('flex items-start gap-2 rounded-md border px-3 py-2 text-sm', variantClassName, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
