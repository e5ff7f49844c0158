import { useMatch } from '@tanstack/react-router';

import { useDocumentTitle } from '../hooks/use-document-title.ts';

/**
 * The page's <h1>, which also names the browser tab after the page. The label is the one the
 * page's route carries (its FeaturePage's, the sidebar's too), so it is written once.
 */
export function PageHeading() {
  const label = useMatch({ strict: false, select: (match) => match.staticData.pageLabel }) ?? '';
  useDocumentTitle(label);
  return <h1 className="text-2xl font-semibold tracking-tight text-foreground">{label}</h1>;
}
