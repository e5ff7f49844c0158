import { describe, expect, it } from 'vitest';

import type { Software } from '../../../../shared/software.ts';
import { clientRow } from '../../../entities/client/test-rows.ts';
import { CLIENT_COLUMNS, OPTIONAL_COLUMNS, visibleColumns } from './client-columns.ts';
import { planPaste } from './paste-block.ts';
import { isFormula } from './paste-cell.ts';

const software: Software[] = [
  { id: '00000000-0000-4000-8000-00000000aaaa', name: 'Sage', displayOrder: 1 } as Software,
  { id: '00000000-0000-4000-8000-00000000bbbb', name: 'Cegid Loop', displayOrder: 2 } as Software,
];
const columns = visibleColumns([]);
const col = (key: string) => columns.findIndex((column) => column.key === key);
const alpha = clientRow({ raisonSociale: 'Alpha SARL', status: 'actif' });
const beta = clientRow({ raisonSociale: 'Bêta SAS', status: 'prospect', classification: 'SAS' });
const rows = [alpha, beta];

describe('pasting a block into the Clients grid', () => {
  it('fills from the focused cell right and down, one patch per client', () => {
    // Classification then status: the grid's column order.
    expect(col('status')).toBe(col('classification') + 1);
    const plan = planPaste({
      block: [
        ['SARL', 'inactif'],
        ['autre', 'Actif'],
      ],
      start: { row: 0, col: col('classification') },
      rows,
      columns,
      software,
    });
    expect(plan.refused).toEqual([]);
    expect(plan.cellCount).toBe(4);
    expect(plan.unchangedCount).toBe(0);
    expect(plan.rows).toEqual([
      { id: alpha.id, patch: { classification: 'SARL', status: 'inactif' } },
      { id: beta.id, patch: { classification: 'Autre', status: 'actif' } },
    ]);
  });

  it('refuses an unknown status or classification with its reason', () => {
    const plan = planPaste({ block: [['Holding', 'Dormant']], start: { row: 0, col: col('classification') }, rows, columns, software });
    expect(plan.rows).toEqual([]);
    expect(plan.refused).toEqual([
      { rowName: 'Alpha SARL', column: 'Classification', value: 'Holding', reason: 'Classification inconnue : « Holding »' },
      { rowName: 'Alpha SARL', column: 'Statut', value: 'Dormant', reason: 'Statut inconnu : « Dormant »' },
    ]);
  });

  it('parses each value as the cell does: status and classification by name, software by name, a lenient closing date', () => {
    const plan = planPaste({
      block: [['Inactif', '31/03']],
      start: { row: 0, col: col('status') },
      rows,
      columns,
      software,
    });
    expect(plan.refused).toEqual([]);
    expect(plan.rows).toHaveLength(1);
    expect(plan.rows[0]?.patch.status).toBe('inactif');
    expect(plan.rows[0]?.patch.dateCloture).toMatch(/^\d{4}-03-31$/);

    const soft = planPaste({ block: [['cegid loop'], ['Quadra']], start: { row: 0, col: col('software') }, rows, columns, software });
    expect(soft.rows).toEqual([{ id: alpha.id, patch: { softwareId: '00000000-0000-4000-8000-00000000bbbb' } }]);
    expect(soft.refused).toEqual([{ rowName: 'Bêta SAS', column: 'Logiciel', value: 'Quadra', reason: 'Logiciel inconnu : « Quadra »' }]);
  });

  it('counts unchanged cells apart and writes nothing for them', () => {
    const plan = planPaste({ block: [['Actif'], ['Prospect']], start: { row: 0, col: col('status') }, rows, columns, software });
    expect(plan).toEqual({ rows: [], cellCount: 0, unchangedCount: 2, refused: [] });
  });

  it('refuses the cells outside the grid, a formula, and the SIRET the server would refuse', () => {
    const plan = planPaste({
      block: [['=SOMME(A1:A3)'], ['12A'], ['x']],
      start: { row: 0, col: col('siret') },
      rows,
      columns,
      software,
    });
    expect(plan.rows).toEqual([]);
    expect(plan.refused.map((cell) => [cell.rowName, cell.reason])).toEqual([
      ['Alpha SARL', 'Formule refusée'],
      ['Bêta SAS', expect.stringMatching(/SIRET/) as unknown as string],
      ['Ligne 3', 'En dehors du tableau'],
    ]);
    const wide = planPaste({ block: [['a', 'b']], start: { row: 0, col: columns.length - 1 }, rows, columns, software });
    expect(wide.refused.at(-1)).toMatchObject({ column: `Colonne ${columns.length + 1}`, reason: 'En dehors du tableau' });
  });

  it('refuses the collaborators and actions columns', () => {
    const plan = planPaste({ block: [['Marie']], start: { row: 0, col: col('collaborators') }, rows, columns, software });
    expect(plan.refused[0]?.reason).toBe('Cette colonne ne se remplit pas par collage');
  });

  it('tells a formula from a phone number or a negative number', () => {
    expect(isFormula('=A1')).toBe(true);
    expect(isFormula('@SUM(A1)')).toBe(true);
    expect(isFormula('+A1')).toBe(true);
    expect(isFormula('-A1+B2')).toBe(true);
    expect(isFormula('+33 1 23 45 67 89')).toBe(false);
    expect(isFormula('-12')).toBe(false);
    expect(isFormula('Alpha')).toBe(false);
  });

  it('knows every column of the grid: the standard ones, and the fiscal profile’s when shown', () => {
    const standard = [
      ...['actions', 'numeroClient', 'raisonSociale', 'siret', 'collaborators', 'classification', 'status'],
      ...['dateCloture', 'adresse', 'codePostal', 'ville', 'telephone', 'email', 'software'],
    ];
    const profile = ['regimeImposition', 'regimeTva', 'jourTva', 'employeur', 'cfeAcompte', 'cvae', 'dateCreation', 'categorieEntreprise'];
    expect(columns.map((column) => column.key)).toEqual(standard);
    expect(visibleColumns([...OPTIONAL_COLUMNS]).map((column) => column.key)).toEqual([...standard, ...profile]);
    expect(CLIENT_COLUMNS.map((column) => column.key)).toEqual([...standard, ...profile]);
  });
});
