import { describe, expect, it } from 'vitest';
import {
  activityCsvRow,
  activityFieldLabel,
  activityFiltersSchema,
  activitySubject,
  describeActivity,
  formatActivityAt,
  formatActivityValue,
} from './activity.ts';

describe('formatActivityValue', () => {
  it('shows enumerations in French, by entity for statuses', () => {
    expect(formatActivityValue({ entity: 'task', field: 'status', value: 'en_attente' })).toBe('En attente');
    expect(formatActivityValue({ entity: 'tracking', field: 'status', value: 'pas_concerne' })).toBe('Pas concerné');
    expect(formatActivityValue({ entity: 'client', field: 'status', value: 'prospect' })).toBe('Prospect');
    expect(formatActivityValue({ entity: 'bank_change', field: 'ebicsStatus', value: 'termine' })).toBe('Terminé');
    expect(formatActivityValue({ entity: 'user', field: 'role', value: 'stagiaire' })).toBe('Stagiaire');
  });

  it('shows the fiscal profile’s codes by their French labels, and its field names in French', () => {
    expect(formatActivityValue({ entity: 'client', field: 'regimeImposition', value: 'ir_bnc' })).toBe('IR — bénéfices non commerciaux (BNC)');
    expect(formatActivityValue({ entity: 'client', field: 'regimeTva', value: 'simplifie' })).toBe('Réel simplifié (CA12)');
    expect(formatActivityValue({ entity: 'client', field: 'employeur', value: 'moins_50' })).toBe('Moins de 50 salariés');
    expect(formatActivityValue({ entity: 'client', field: 'cfeAcompte', value: 'oui' })).toBe('Oui');
    expect(formatActivityValue({ entity: 'client', field: 'cvae', value: 'non' })).toBe('Non');
    expect(formatActivityValue({ entity: 'client', field: 'jourTva', value: '19' })).toBe('19');
    expect(formatActivityValue({ entity: 'client', field: 'dateCreation', value: '2012-03-15' })).toBe('15/03/2012');
    expect(describeActivity({ entity: 'client', entityId: 'c', action: 'update', field: 'regimeTva', oldValue: null, newValue: 'mensuel' }, { home: 'client' })).toEqual({
      label: 'Régime de TVA',
      from: '—',
      to: 'Réel normal — mensuel (CA3)',
    });
  });

  it('shows days as JJ/MM/AAAA and instants in Paris time; other text as stored', () => {
    expect(formatActivityValue({ entity: 'client', field: 'dateCloture', value: '2026-12-31' })).toBe('31/12/2026');
    expect(formatActivityValue({ entity: 'task', field: 'completedAt', value: '2026-07-01T22:30:00.000Z' })).toBe('02/07/2026 00:30:00');
    expect(formatActivityValue({ entity: 'client', field: 'ville', value: 'a_faire' })).toBe('a_faire');
    expect(formatActivityValue({ entity: 'client', field: 'ville', value: null })).toBe('');
  });
});

describe('labels', () => {
  it('names fields in French, and unknown ones as they are', () => {
    expect(activityFieldLabel('raisonSociale')).toBe('Raison Sociale');
    expect(activityFieldLabel('dateCloture')).toBe('Date Clôture');
    expect(activityFieldLabel('prelevementCabinetStatus')).toBe('Prélèvement Cabinet');
    expect(activityFieldLabel('inconnu')).toBe('inconnu');
    expect(activityFieldLabel(null)).toBe('');
  });

  it('writes the date in winter time too', () => {
    expect(formatActivityAt('2026-01-15T08:05:09.000Z')).toBe('15/01/2026 09:05:09');
  });
});

describe('activityCsvRow', () => {
  it('gives one row in the export headers’ order', () => {
    expect(
      activityCsvRow({
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
      activityCsvRow({
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

describe('describeActivity', () => {
  const change = { entity: 'client', entityId: 'c', action: 'update', field: 'dateCloture', oldValue: null, newValue: '2026-03-31' };

  it("names a field by itself on its own entity's page, after its subject elsewhere", () => {
    expect(describeActivity(change, { home: 'client' })).toEqual({ label: 'Date Clôture', from: '—', to: '31/03/2026' });
    expect(describeActivity(change)).toEqual({ label: 'Client — Date Clôture', from: '—', to: '31/03/2026' });
    expect(
      describeActivity({ entity: 'authorization', entityId: 'c:bank_urssaf', action: 'update', field: 'status', oldValue: 'a_faire', newValue: 'pas_necessaire' }),
    ).toEqual({ label: 'Habilitation Banque URSSAF — Statut', from: 'À faire', to: 'Pas nécessaire' });
    expect(describeActivity({ entity: 'tracking', entityId: 'c:3en1:2026', action: 'update', field: 'status', oldValue: 'a_faire', newValue: 'fait' })).toEqual({
      label: '3 EN 1 2026 — Statut',
      from: 'À faire',
      to: 'Fait',
    });
  });

  it('names an obligation « Échéance » with its kind and period, its status in French', () => {
    const entry = { entity: 'obligation', action: 'update', field: 'status', oldValue: 'a_faire', newValue: 'fait' };
    expect(describeActivity({ ...entry, entityId: 'c:tva_ca3:2026-10' })).toEqual({ label: 'Échéance TVA CA3 — octobre 2026 — Statut', from: 'À faire', to: 'Fait' });
    expect(activitySubject({ entity: 'obligation', entityId: 'c:tva_ca3:2027-T1' })).toBe('Échéance TVA CA3 — 1er trimestre 2027');
    expect(activitySubject({ entity: 'obligation', entityId: 'c:is_acompte:2026-A2' })).toBe('Échéance Acompte IS — n°2 — 2026');
    expect(activitySubject({ entity: 'obligation', entityId: 'c:liasse:2025' })).toBe('Échéance Liasse fiscale — 2025');
    expect(describeActivity({ ...entry, entityId: 'c:dsn:2026-03', field: 'note', oldValue: null, newValue: 'Payée' }).label).toBe('Échéance DSN — mars 2026 — Note');
  });

  it('says what was created or deleted, with its value, and lets the screen name identifiers', () => {
    expect(describeActivity({ entity: 'note', entityId: 'n', action: 'create', field: 'body', oldValue: null, newValue: 'Appeler' })).toEqual({
      label: 'Note ajoutée',
      from: null,
      to: 'Appeler',
    });
    expect(describeActivity({ entity: 'task', entityId: 't', action: 'delete', field: null, oldValue: 'TVA', newValue: null })).toEqual({
      label: 'Tâche supprimée',
      from: 'TVA',
      to: null,
    });
    const nameOf = (field: string | null, value: string) => (field === 'assignedTo' && value === 'u1' ? 'Camille Dupont' : undefined);
    expect(describeActivity({ entity: 'task', entityId: 't', action: 'update', field: 'assignedTo', oldValue: null, newValue: 'u1' }, { nameOf })).toEqual({
      label: 'Tâche — Assigné à',
      from: '—',
      to: 'Camille Dupont',
    });
  });

  it('keeps an unknown entity or field readable', () => {
    expect(activitySubject({ entity: 'ailleurs', entityId: 'x' })).toBe('ailleurs');
    expect(describeActivity({ ...change, field: 'inconnu', oldValue: 'a', newValue: 'b' }, { home: 'client' }).label).toBe('inconnu');
  });
});
