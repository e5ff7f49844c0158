import { describe, expect, it } from 'vitest';

import { DUPONT, TEMPLATE, USERS, ZENITH } from '../testing/mission-rows.ts';
import { buildProductionCsv, productionExportName } from './export-rows.ts';

const names = new Map(USERS.map((user) => [user.id, user.fullName]));
const nameOfUser = (id: string | undefined) => (id ? (names.get(id) ?? null) : null);

describe('buildProductionCsv', () => {
  it('writes French headers, then per stage its target and done dates as JJ/MM/AAAA', () => {
    const lines = buildProductionCsv([DUPONT, ZENITH], TEMPLATE, nameOfUser).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'Client;Clôture;Responsable;Statut;Motif d’attente;Étape en cours;Pièces reçues — date cible;Pièces reçues — faite le;Saisie terminée — date cible;Saisie terminée — faite le;Révision — date cible;Révision — faite le',
    );
    expect(lines[1]).toBe('Dupont SARL;31/12/2025;Claire Morel;En attente client;Relevés bancaires de décembre;Pièces reçues;31/03/2026;;30/04/2026;;31/05/2026;');
    expect(lines[2]).toBe('Zénith Conseil;31/12/2025;Non assigné;Terminée;;;31/01/2026;20/01/2026;28/02/2026;10/02/2026;31/03/2026;01/03/2026');
  });

  it('names the file after the template and the exercise', () => {
    expect(productionExportName(TEMPLATE, 2026)).toBe('production-bilan-et-liasse-2026');
  });
});
