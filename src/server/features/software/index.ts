import { SOFTWARE_JOURNAL } from '../../../shared/software.ts';
import type { ServerFeature } from '../../feature.ts';
import { createSoftwareClientsRoutes } from './software-clients.routes.ts';
import { createSoftwareRoutes } from './software.routes.ts';

/** Logiciels: the list of accounting software clients use. */
export const softwareFeature: ServerFeature = {
  name: 'software',
  routes: [
    // Before the software's own routes, so that `clients` is never read as a software's id.
    { path: '/software', create: ({ db }) => createSoftwareClientsRoutes({ db }) },
    { path: '/software', create: ({ db }) => createSoftwareRoutes({ db }) },
  ],
  journal: [SOFTWARE_JOURNAL],
};
