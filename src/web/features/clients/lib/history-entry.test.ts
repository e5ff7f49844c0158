import { describe, expect, it } from 'vitest';

import type { ClientHistoryEntry } from '../../../../shared/client-sheet.ts';
import { appJournal } from '../../../testing/journal.ts';
import { buildLookups } from './client-lookups.ts';
import { describeHistoryEntry } from './history-entry.ts';

const clientId = '0f0e0d0c-0b0a-4909-8807-060504030201';
const userId = '11111111-2222-4333-8444-555555555555';
const softwareId = '66666666-7777-4888-8999-aaaaaaaaaaaa';
const lookups = buildLookups(
  [{ id: userId, fullName: 'Camille Dupont', role: 'collaborateur' }],
  [{ id: softwareId, name: 'Cegid', displayOrder: 1, clientCount: 3 }],
);

const entry = (values: Partial<ClientHistoryEntry>): ClientHistoryEntry => ({
  id: 1,
  at: '2026-03-14T08:05:00.000Z',
  userName: 'Camille Dupont',
  entity: 'client',
  entityId: clientId,
  action: 'update',
  field: null,
  oldValue: null,
  newValue: null,
  ...values,
});

describe('describeHistoryEntry', () => {
  it("names the client's fields as the table's headers, with old → new", () => {
    expect(describeHistoryEntry(appJournal, entry({ field: 'telephone', oldValue: '01 02', newValue: '03 04' }), lookups)).toEqual({
      label: 'Téléphone',
      from: '01 02',
      to: '03 04',
    });
    expect(describeHistoryEntry(appJournal, entry({ field: 'status', oldValue: 'prospect', newValue: 'actif' }), lookups)).toMatchObject({
      label: 'Statut',
      from: 'Prospect',
      to: 'Actif',
    });
    expect(describeHistoryEntry(appJournal, entry({ field: 'dateCloture', oldValue: null, newValue: '2026-03-31' }), lookups)).toMatchObject({
      label: 'Date Clôture',
      from: '—',
      to: '31/03/2026',
    });
    expect(describeHistoryEntry(appJournal, entry({ field: 'softwareId', oldValue: null, newValue: softwareId }), lookups)).toMatchObject({
      label: 'Logiciel',
      to: 'Cegid',
    });
  });

  it('says which authorisation or tracking year changed, with the statuses in French', () => {
    expect(
      describeHistoryEntry(appJournal, entry({ entity: 'authorization', entityId: `${clientId}:bank_urssaf`, field: 'status', oldValue: 'a_faire', newValue: 'pas_necessaire' }), lookups),
    ).toEqual({ label: 'Habilitation Banque URSSAF — Statut', from: 'À faire', to: 'Pas nécessaire' });
    expect(
      describeHistoryEntry(appJournal, entry({ entity: 'authorization', entityId: `${clientId}:impots`, field: 'authorizationDate', oldValue: null, newValue: '2025-03-01' }), lookups),
    ).toEqual({ label: 'Habilitation Impôts — Date', from: '—', to: '01/03/2025' });
    expect(
      describeHistoryEntry(appJournal, entry({ entity: 'tracking', entityId: `${clientId}:3en1:2026`, field: 'status', oldValue: 'a_faire', newValue: 'fait' }), lookups),
    ).toEqual({ label: '3 EN 1 2026 — Statut', from: 'À faire', to: 'Fait' });
  });

  it('describes tasks, collaborators and notes created or deleted', () => {
    expect(describeHistoryEntry(appJournal, entry({ entity: 'task', action: 'create', newValue: 'TVA mars' }), lookups)).toEqual({
      label: 'Tâche créée',
      from: null,
      to: 'TVA mars',
    });
    expect(
      describeHistoryEntry(appJournal, entry({ entity: 'task', field: 'assignedTo', oldValue: null, newValue: userId }), lookups),
    ).toMatchObject({ label: 'Tâche — Assigné à', to: 'Camille Dupont' });
    expect(describeHistoryEntry(appJournal, entry({ entity: 'task', field: 'status', oldValue: 'a_faire', newValue: 'termine' }), lookups)).toMatchObject({
      from: 'À faire',
      to: 'Terminé',
    });
    expect(
      describeHistoryEntry(appJournal, entry({ entity: 'client_collaborator', action: 'delete', field: 'collaboratorId', oldValue: 'Camille Dupont' }), lookups),
    ).toEqual({ label: 'Collaborateur retiré', from: 'Camille Dupont', to: null });
    expect(describeHistoryEntry(appJournal, entry({ entity: 'note', action: 'create', field: 'body', newValue: 'Appeler' }), lookups)).toEqual({
      label: 'Note ajoutée',
      from: null,
      to: 'Appeler',
    });
  });

  it('reads instants on Paris time and keeps unknown fields readable', () => {
    expect(
      describeHistoryEntry(appJournal, entry({ entity: 'task', field: 'dueDate', oldValue: null, newValue: '2026-07-14T08:05:00.000Z' }), lookups),
    ).toMatchObject({ label: 'Tâche — Échéance', to: '14/07/2026 10:05:00' });
    expect(describeHistoryEntry(appJournal, entry({ entity: 'bank_change', field: 'impotStatus', oldValue: 'a_faire', newValue: 'termine' }), lookups)).toEqual({
      label: 'Changement de banque — Impôt',
      from: 'À faire',
      to: 'Terminé',
    });
    expect(describeHistoryEntry(appJournal, entry({ entity: 'client', field: 'inconnu', oldValue: 'a', newValue: 'b' }), lookups).label).toBe('inconnu');
  });
});
