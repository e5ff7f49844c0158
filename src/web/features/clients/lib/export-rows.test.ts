import { describe, expect, it } from 'vitest';

import { clientRow } from '../../../entities/client/test-rows.ts';
import { buildLookups } from './client-lookups.ts';
import { buildClientsCsv, clientCsvRow } from './export-rows.ts';

const lookups = buildLookups(
  [
    { id: 'u1', fullName: 'Marie Dubois', role: 'collaborateur' },
    { id: 'u2', fullName: 'Paul Léger', role: 'admin' },
  ],
  [{ id: 's1', name: 'Sage 100', displayOrder: 1, clientCount: 1 }],
);

describe('clientCsvRow', () => {
  it('writes the cells as the table shows them, in SPEC order', () => {
    const row = clientRow({
      numeroClient: 'C001',
      raisonSociale: 'Société Dupré',
      siret: '73282932000074',
      collaboratorIds: ['u1', 'u2'],
      classification: 'SARL',
      status: 'prospect',
      dateCloture: '2025-03-31',
      adresse: '12 rue de la Paix',
      codePostal: '75002',
      ville: 'Paris',
      telephone: '01 23 45 67 89',
      email: 'contact@dupre.fr',
      softwareId: 's1',
      regimeImposition: 'ir_bic',
      regimeTva: 'trimestriel',
      jourTva: 16,
      employeur: 'moins_50',
      cfeAcompte: 'oui',
      cvae: 'non',
      dateCreation: '2012-03-15',
      categorieEntreprise: 'pme',
    });
    expect(clientCsvRow(row, lookups)).toEqual([
      'C001',
      'Société Dupré',
      '73282932000074',
      'Marie Dubois, Paul Léger',
      'SARL',
      'Prospect',
      '31/03/2025',
      '12 rue de la Paix',
      '75002',
      'Paris',
      '01 23 45 67 89',
      'contact@dupre.fr',
      'Sage 100',
      // The fiscal profile, by its codes: what the import reads back.
      'ir_bic',
      'trimestriel',
      '16',
      'moins_50',
      'oui',
      'non',
      '15/03/2012',
      'pme',
    ]);
  });

  it('leaves empty cells empty', () => {
    const cells = clientCsvRow(clientRow({ raisonSociale: 'X' }), lookups);
    expect(cells.filter((cell) => cell !== null)).toEqual(['X', 'Actif', 'non', 'non', 'non']);
  });
});

describe('buildClientsCsv', () => {
  it('is UTF-8 with BOM, ;-separated, CRLF, with formulas neutralised and SIRETs kept as text', () => {
    const csv = buildClientsCsv([clientRow({ raisonSociale: '=HYPERLINK("x")', siret: '01234567890123' })], lookups);
    expect(csv.startsWith('\uFEFFN° Client;Raison Sociale;SIRET;Collaborateur;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[1]).toBe(`;"'=HYPERLINK(""x"")";\t01234567890123;;;Actif;;;;;;;;;;;non;non;non;;`);
  });
});

describe('buildClientsCsv — other features’ columns', () => {
  it('adds vigilance and lettre_mission_statut after the table’s, by their codes, empty for a client without', () => {
    const rows = [clientRow({ id: 'c1', raisonSociale: 'Alpha' }), clientRow({ id: 'c2', raisonSociale: 'Bêta' })];
    const csv = buildClientsCsv(rows, lookups, { headers: ['vigilance', 'lettre_mission_statut'], values: { c1: ['renforcee', 'signee'] } });
    const [header, alpha, beta] = csv.slice(1).split('\r\n');
    expect(header?.endsWith(';categorie_entreprise;vigilance;lettre_mission_statut')).toBe(true);
    expect(alpha?.endsWith(';renforcee;signee')).toBe(true);
    expect(beta?.split(';').slice(-3)).toEqual(['', '', '']);
  });
});
