import { describe, expect, it } from 'vitest';
import type { TrackingRow } from '../../../../shared/tracking.ts';
import { buildTrackingCsv, trackingCsvHeaders, trackingCsvRow, trackingExportName } from './export-rows.ts';

const row = (fields: Partial<TrackingRow> = {}): TrackingRow => ({
  clientId: '00000000-0000-4000-8000-000000000001',
  raisonSociale: 'Boulangerie Martin',
  siret: '73282932000074',
  statuses: {},
  ...fields,
});

describe('the Suivi export', () => {
  it('has a column per year of the kind, newest first, named as the tab and year', () => {
    expect(trackingCsvHeaders('3 EN 1', [2026, 2025])).toEqual(['Client', 'SIRET', '3 EN 1 2026', '3 EN 1 2025']);
    expect(trackingExportName('3en1')).toBe('suivi-3en1');
  });

  it('writes each year’s status in French, à faire where nothing is recorded', () => {
    expect(trackingCsvRow(row({ statuses: { '2026': 'fait', '2024': 'pas_concerne' } }), [2026, 2025, 2024])).toEqual([
      'Boulangerie Martin',
      '73282932000074',
      'Fait',
      'À faire',
      'Pas concerné',
    ]);
  });

  it('is the French Excel file: BOM, ;, the SIRET as text, a formula-looking name neutralised', () => {
    const csv = buildTrackingCsv([row({ raisonSociale: '-1+1 SARL', statuses: { '2026': 'fait' } })], 'CFE', [2026]);
    expect(csv).toBe("\uFEFFClient;SIRET;CFE 2026\r\n'-1+1 SARL;\t73282932000074;Fait\r\n");
  });
});
