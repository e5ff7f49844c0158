import { describe, expect, it } from 'vitest';

import { anObligationRow } from '../../../../shared/obligations/test-fixtures.ts';
import { UNASSIGNED } from '../../../../shared/tasks/filter.ts';
import { bucketObligationsByDay, calendarObligationFilters } from './calendar-obligations.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const range = { from: '2026-10-26', to: '2026-12-06' };

const row = (id: string, dueDate: string, raisonSociale: string) => anObligationRow({ id, clientId: ID, dueDate, raisonSociale });

describe('calendarObligationFilters', () => {
  it('follows the view: my clients in Mes tâches, a collaborator’s or everyone’s in the Cabinet, one client when chosen', () => {
    expect(calendarObligationFilters({ ...range, scope: 'mine', assignee: undefined, client: undefined })).toEqual({ ...range, mine: true });
    expect(calendarObligationFilters({ ...range, scope: 'all', assignee: ID, client: undefined })).toEqual({ ...range, collaborator: ID });
    expect(calendarObligationFilters({ ...range, scope: 'all', assignee: UNASSIGNED, client: ID })).toEqual({ ...range, clientId: ID });
  });
});

describe('bucketObligationsByDay', () => {
  it('groups by due date, each day in the French order of the clients', () => {
    const byDay = bucketObligationsByDay([row('1', '2026-11-19', 'Zèbre'), row('2', '2026-11-19', 'Éclair'), row('3', '2026-11-20', 'Atelier')]);
    expect(byDay.get('2026-11-19')?.map((o) => o.raisonSociale)).toEqual(['Éclair', 'Zèbre']);
    expect(byDay.get('2026-11-20')?.map((o) => o.id)).toEqual(['3']);
  });
});
