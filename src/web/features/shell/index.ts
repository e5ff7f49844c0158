import type { FeatureDescriptor } from '../../lib/feature.ts';
import { searchQueryKey } from './api/global-search.ts';

/** The frame around every page (sidebar, top bar, global search); the app gives it the pages to list. */
export const shellFeature = {
  name: 'shell',
  pages: [],
  staleOnAnyChange: [searchQueryKey],
} as const satisfies FeatureDescriptor;
