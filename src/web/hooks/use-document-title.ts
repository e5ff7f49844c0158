import { useEffect } from 'react';

import { PRODUCT_NAME } from '../lib/product.ts';

/** Sets the tab title to '<title> — Cabinet' while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — ${PRODUCT_NAME}`;
  }, [title]);
}
