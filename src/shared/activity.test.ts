import { describe, expect, it } from 'vitest';
import { activityFiltersSchema, createJournal, formatActivityAt } from './activity.ts';
import { AUTHORIZATION_JOURNAL } from './authorizations.ts';
import { BANK_CHANGE_JOURNAL } from './bank-changes.ts';
import { NOTE_JOURNAL } from './client-sheet.ts';
import { CLIENT_COLLABORATOR_JOURNAL, CLIENT_JOURNAL } from './clients.ts';
import { OBLIGATION_JOURNAL } from './obligations/journal.ts';
import { SOFTWARE_JOURNAL } from './software.ts';
import { TASK_JOURNAL } from './tasks.ts';
import { TRACKING_JOURNAL, TRACKING_YEAR_JOURNAL } from './tracking.ts';
import { USER_JOURNAL } from './users.ts';

// Every feature's journal entities, as the server's and the browser's descriptors carry them.
const journal = createJournal([
  CLIENT_JOURNAL,
  CLIENT_COLLABORATOR_JOURNAL,
  TASK_JOURNAL,
  AUTHORIZATION_JOURNAL,
  TRACKING_JOURNAL,
  TRACKING_YEAR_JOURNAL,
  BANK_CHANGE_JOURNAL,
  SOFTWARE_JOURNAL,
  USER_JOURNAL,
  NOTE_JOURNAL,
  OBLIGATION_JOURNAL,
]);

describe('journal.formatValue', () => {
  it('shows enumerations in French, by entity for statuses', () => {
    expect(journal.formatValue({ entity: 'task', field: 'status', value: 'en_attente' })).toBe('En attente');
    expect(journal.formatValue({ entity: 'tracking', field: 'status', value: 'pas_concerne' })).toBe('Pas concerné');
    expect(journal.formatValue({ entity: 'client', field: 'status', value: 'prospect' })).toBe('Prospect');
    expect(journal.formatValue({ entity: 'bank_change', field: 'ebicsStatus', value: 'termine' })).toBe('Terminé');
    expect(journal.formatValue({ entity: 'user', field: 'role', value: 'stagiaire' })).toBe('Stagiaire');
  });

  it('shows the fiscal profile’s codes by their French labels, and its field names in French', () => {
    expect(journal.formatValue({ entity: 'client', field: 'regimeImposition', value: 'ir_bnc' })).toBe('IR — bénéfices non commerciaux (BNC)');
    expect(journal.formatValue({ entity: 'client', field: 'regimeTva', value: 'simplifie' })).toBe('Réel simplifié (CA12)');
    expect(journal.formatValue({ entity: 'client', field: 'employeur', value: 'moins_50' })).toBe('Moins de 50 salariés');
    expect(journal.formatValue({ entity: 'client', field: 'cfeAcompte', value: 'oui' })).toBe('Oui');
    expect(journal.formatValue({ entity: 'client', field: 'cvae', value: 'non' })).toBe('Non');
    expect(journal.formatValue({ entity: 'client', field: 'jourTva', value: '19' })).toBe('19');
    expect(journal.formatValue({ entity: 'client', field: 'dateCreation', value: '2012-03-15' })).toBe('15/03/2012');
    expect(journal.describe({ entity: 'client', entityId: 'c', action: 'update', field: 'regimeTva', oldValue: null, newValue: 'mensuel' }, { home: 'client' })).toEqual({
      label: 'Régime de TVA',
      from: '—',
      to: 'Réel normal — mensuel (CA3)',
    });
  });

  it('shows days as JJ/MM/AAAA and instants in Paris time; other text as stored', () => {
    expect(journal.formatValue({ entity: 'client', field: 'dateCloture', value: '2026-12-31' })).toBe('31/12/2026');
    expect(journal.formatValue({ entity: 'task', field: 'completedAt', value: '2026-07-01T22:30:00.000Z' })).toBe('02/07/2026 00:30:00');
    expect(journal.formatValue({ entity: 'client', field: 'ville', value: 'a_faire' })).toBe('a_faire');
    expect(journal.formatValue({ entity: 'client', field: 'ville', value: null })).toBe('');
  });
});

describe('labels', () => {
  it('names fields in French, and unknown ones as they are', () => {
    expect(journal.fieldLabel('raisonSociale')).toBe('Raison Sociale');
    expect(journal.fieldLabel('dateCloture')).toBe('Date Clôture');
    expect(journal.fieldLabel('prelevementCabinetStatus')).toBe('Prélèvement Cabinet');
    expect(journal.fieldLabel('inconnu')).toBe('inconnu');
    expect(journal.fieldLabel(null)).toBe('');
  });

  it('writes the date in winter time too', () => {
    expect(formatActivityAt('2026-01-15T08:05:09.000Z')).toBe('15/01/2026 09:05:09');
  });
});

describe('journal.csvRow', () => {
  it('gives one row in the export headers’ order', () => {
    expect(
      journal.csvRow({
        id: 1,
        at: '2026-11-21T22:08:00.000Z',
        userId: null,
        userName: 'Alice Martin',
        entity: 'task',
        entityId: 'x',
        clientId: null,
        clientName: 'Garage du Port',
        action: 'update',
        field: 'priority',
        oldValue: 'normale',
        newValue: 'urgente',
      }),
    ).toEqual(['21/11/2026 23:08:00', 'Alice Martin', 'Tâche', 'Garage du Port', 'Modification', 'Priorité', 'Normale', 'Urgente']);
  });

  it('names the subject as the Journal tab does, with the kind and the year', () => {
    const row = (entity: 'authorization' | 'tracking', entityId: string) =>
      journal.csvRow({
        id: 2,
        at: '2026-11-21T22:08:00.000Z',
        userId: null,
        userName: null,
        entity,
        entityId,
        clientId: null,
        clientName: null,
        action: 'update',
        field: 'status',
        oldValue: null,
        newValue: null,
      })[2];
    expect(row('authorization', 'c1:impots')).toBe('Habilitation Impôts');
    expect(row('tracking', 'c1:cfe:2026')).toBe('CFE 2026');
  });
});

describe('activityFiltersSchema', () => {
  it('refuses a period that ends before it starts, and accepts one day', () => {
    expect(activityFiltersSchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
    expect(activityFiltersSchema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
  });
});

describe('journal.describe', () => {
  const change = { entity: 'client', entityId: 'c', action: 'update', field: 'dateCloture', oldValue: null, newValue: '2026-03-31' };

  it("names a field by itself on its own entity's page, after its subject elsewhere", () => {
    expect(journal.describe(change, { home: 'client' })).toEqual({ label: 'Date Clôture', from: '—', to: '31/03/2026' });
    expect(journal.describe(change)).toEqual({ label: 'Client — Date Clôture', from: '—', to: '31/03/2026' });
    expect(
      journal.describe({ entity: 'authorization', entityId: 'c:bank_urssaf', action: 'update', field: 'status', oldValue: 'a_faire', newValue: 'pas_necessaire' }),
    ).toEqual({ label: 'Habilitation Banque URSSAF — Statut', from: 'À faire', to: 'Pas nécessaire' });
    expect(journal.describe({ entity: 'tracking', entityId: 'c:3en1:2026', action: 'update', field: 'status', oldValue: 'a_faire', newValue: 'fait' })).toEqual({
      label: '3 EN 1 2026 — Statut',
      from: 'À faire',
      to: 'Fait',
    });
  });

  it('names an obligation « Échéance » with its kind and period, its status in French', () => {
    const entry = { entity: 'obligation', action: 'update', field: 'status', oldValue: 'a_faire', newValue: 'fait' };
    expect(journal.describe({ ...entry, entityId: 'c:tva_ca3:2026-10' })).toEqual({ label: 'Échéance TVA CA3 — octobre 2026 — Statut', from: 'À faire', to: 'Fait' });
    expect(journal.subject({ entity: 'obligation', entityId: 'c:tva_ca3:2027-T1' })).toBe('Échéance TVA CA3 — 1er trimestre 2027');
    expect(journal.subject({ entity: 'obligation', entityId: 'c:is_acompte:2026-A2' })).toBe('Échéance Acompte IS — n°2 — 2026');
    expect(journal.subject({ entity: 'obligation', entityId: 'c:liasse:2025' })).toBe('Échéance Liasse fiscale — 2025');
    expect(journal.describe({ ...entry, entityId: 'c:dsn:2026-03', field: 'note', oldValue: null, newValue: 'Payée' }).label).toBe('Échéance DSN — mars 2026 — Note');
  });

  it('says what was created or deleted, with its value, and lets the screen name identifiers', () => {
    expect(journal.describe({ entity: 'note', entityId: 'n', action: 'create', field: 'body', oldValue: null, newValue: 'Appeler' })).toEqual({
      label: 'Note ajoutée',
      from: null,
      to: 'Appeler',
    });
    expect(journal.describe({ entity: 'task', entityId: 't', action: 'delete', field: null, oldValue: 'TVA', newValue: null })).toEqual({
      label: 'Tâche supprimée',
      from: 'TVA',
      to: null,
    });
    const nameOf = (field: string | null, value: string) => (field === 'assignedTo' && value === 'u1' ? 'Camille Dupont' : undefined);
    expect(journal.describe({ entity: 'task', entityId: 't', action: 'update', field: 'assignedTo', oldValue: null, newValue: 'u1' }, { nameOf })).toEqual({
      label: 'Tâche — Assigné à',
      from: '—',
      to: 'Camille Dupont',
    });
  });

  it('keeps an unknown entity or field readable', () => {
    expect(journal.subject({ entity: 'ailleurs', entityId: 'x' })).toBe('ailleurs');
    expect(journal.describe({ ...change, field: 'inconnu', oldValue: 'a', newValue: 'b' }, { home: 'client' }).label).toBe('inconnu');
  });
});

describe('createJournal', () => {
  it('accepts only its entities’ codes in the journal’s filters, and names each', () => {
    expect(journal.schemas.filters.safeParse({ entity: 'tracking_year' }).success).toBe(true);
    const refused = journal.schemas.query.safeParse({ entity: 'ailleurs' });
    expect(refused.error?.issues[0]?.message).toBe('Élément inconnu');
    expect(journal.entityLabel('bank_change')).toBe('Changement de banque');
    expect(createJournal([TASK_JOURNAL]).schemas.filters.safeParse({ entity: 'client' }).success).toBe(false);
  });

  it('refuses two features declaring the same entity code', () => {
    expect(() => createJournal([TASK_JOURNAL, { entity: 'task', label: 'Autre' }])).toThrow('Entité du journal déclarée deux fois : task');
  });
});
