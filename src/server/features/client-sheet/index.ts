import { NOTE_JOURNAL } from '../../../shared/client-sheet.ts';
import type { ServerFeature } from '../../feature.ts';
import { createClientSheetRoutes } from './client-sheet.routes.ts';
import { createNotesRoutes } from './notes.routes.ts';

/** A client's sheet (the side panel), its history and its notes; other features provide some of its sections. */
export const clientSheetFeature: ServerFeature = {
  name: 'client-sheet',
  routes: [
    // The sheet's paths (/{id}/sheet, /{id}/history, /{id}/notes) are deeper than the Clients routes'.
    { path: '/clients', create: ({ db, clientSheetSections, journal }) => createClientSheetRoutes({ db, sections: clientSheetSections, journal }) },
    { path: '/notes', create: ({ db }) => createNotesRoutes({ db }) },
  ],
  journal: [NOTE_JOURNAL],
};
