import type { ReactNode } from 'react';

import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** A load that failed: what went wrong, then « Réessayer », so the person knows what to do next. */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert>
      {children}{' '}
      <Button variant="link" size="inline" onClick={onRetry}>
        Réessayer
      </Button>
    </Alert>
  );
}
