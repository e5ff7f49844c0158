import type { FeatureDescriptor } from '../../lib/feature.ts';
import { notificationsQueryKey } from './api/get-notifications.ts';

export const notificationsFeature = {
  name: 'notifications',
  pages: [],
  staleOn: { task: [notificationsQueryKey] },
} as const satisfies FeatureDescriptor;
