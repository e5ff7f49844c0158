import {
  TRACKING_KIND_LABELS,
  TRACKING_KINDS,
  TRACKING_STATUSES,
  type TrackingKind,
  type TrackingStatus,
} from '../../../shared/tracking.ts';
import type { PageTab } from '../../entities/client/list/page-tabs.tsx';
import { createListSearchValidator, type ListSearch } from '../../entities/client/list/lib/list-search.ts';

export const TRACKING_TAB_LIST: readonly PageTab<TrackingKind>[] = TRACKING_KINDS.map((kind) => ({
  value: kind,
  label: TRACKING_KIND_LABELS[kind],
}));

export type TrackingSearch = ListSearch<TrackingKind, TrackingStatus>;

export const validateTrackingSearch = createListSearchValidator(TRACKING_KINDS, TRACKING_STATUSES);
