import type { ReactNode } from 'react';
import { Building2 } from 'lucide-react';

import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { PRODUCT_NAME } from '../../../lib/product.ts';

type AuthLayoutProps = {
  title: string;
  description?: string;
  /** Room for a QR code and the recovery codes. */
  wide?: boolean;
  children: ReactNode;
};

/** The centred card every signed-out screen sits in. */
export function AuthLayout({ title, description, wide = false, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <main className="flex min-h-full items-center justify-center bg-muted px-4 py-12">
      <div className={wide ? 'w-full max-w-2xl' : 'w-full max-w-sm'}>
        <p className="mb-6 flex items-center justify-center gap-2 text-primary">
          <Building2 aria-hidden="true" className="size-6" />
          <span className="text-lg font-semibold tracking-tight">{PRODUCT_NAME}</span>
          <span className="text-sm text-muted-foreground">Back-office</span>
        </p>
        <section className="rounded-lg border border-border bg-surface p-6 shadow-sm">
          <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </main>
  );
}
