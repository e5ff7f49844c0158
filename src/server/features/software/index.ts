import { SOFTWARE_JOURNAL } from '../../../shared/software.ts';
import type { ServerFeature } from '../../feature.ts';
import { createSoftwareRoutes } from './software.routes.ts';

/** Logiciels: the list of accounting software clients use. */
export const softwareFeature: ServerFeature = {
  name: 'software',
  routes: [{ path: '/software', create: ({ db }) => createSoftwareRoutes({ db }) }],
  journal: [SOFTWARE_JOURNAL],
};
