import type { PageKey } from '../../shared/pages.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { pageLabel } from '../lib/page-label.ts';

/** The page's <h1>, which also names the browser tab after the page. */
export function PageHeading({ page }: { page: PageKey }) {
  const label = pageLabel(page);
  useDocumentTitle(label);
  return <h1 className="text-2xl font-semibold tracking-tight text-foreground">{label}</h1>;
}
