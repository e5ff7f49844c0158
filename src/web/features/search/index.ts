import type { FeatureDescriptor } from '../../lib/feature.ts';
import { searchQueryKey } from './api/global-search.ts';

/** The top bar's search over clients and tasks (Ctrl+K); the app places it in the shell. */
export const searchFeature = {
  name: 'search',
  pages: [],
  // Any write may change a name or a status it shows.
  staleOnAnyChange: [searchQueryKey],
} as const satisfies FeatureDescriptor;
