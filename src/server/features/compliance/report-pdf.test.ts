import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { aComplianceRow } from '../../../shared/compliance/test-fixtures.ts';
import { pdfTexts } from './pdf-text.testing.ts';
import { buildComplianceReportPdf, reportFileName } from './report-pdf.ts';

const row = aComplianceRow;

// 27 November 2026, 08:05 UTC: 09:05 in Paris.
const now = new Date('2026-11-27T08:05:00Z');

describe('buildComplianceReportPdf', () => {
  it('is dated and signed, counts each gap, lists each active client with its gaps and the ended ones apart', async () => {
    const rows = [
      row('Bœuf & Œufs SARL', { gaps: ['lettre_absente', 'revue_en_retard'], nextReviewAt: '2026-03-12' }),
      row('Café « Le Zinc »', { gaps: ['lettre_absente'] }),
      row('Complet SAS'),
      row('Ancien client', { endedAt: '2026-02-01T23:30:00.000Z' }),
    ];
    const bytes = await buildComplianceReportPdf({ rows, author: 'Alice Martin', now });
    const texts = pdfTexts(bytes);
    expect(texts.slice(0, 2)).toEqual(['Contrôle qualité — état de la conformité du cabinet', 'Établi le 27/11/2026 à 09h05 par Alice Martin']);
    expect(texts).toEqual(
      expect.arrayContaining([
        '3 clients actifs, dont 2 avec au moins une lacune et 1 sans lacune.',
        'Lettre de mission absente : 2',
        'Revue LCB-FT en retard : 1',
        'Vigilance non évaluée : 0',
        'Bœuf & Œufs SARL — Lettre de mission absente ; Revue LCB-FT en retard (depuis le 12/03/2026)',
        'Café « Le Zinc » — Lettre de mission absente',
        'Complet SAS — aucune lacune',
        'Relations terminées, dossiers conservés cinq ans (1)',
        'Ancien client — relation terminée le 02/02/2026',
        'Contrôle qualité du 27/11/2026 à 09h05, établi par Alice Martin — page 1 / 1',
      ]),
    );
    // The active clients come before the ended ones.
    expect(texts.indexOf('Complet SAS — aucune lacune')).toBeLessThan(texts.indexOf('Ancien client — relation terminée le 02/02/2026'));
    expect(reportFileName(now)).toBe('controle-qualite-2026-11-27.pdf');
  });

  it('runs on as many pages as the clients need, each numbered, and draws what its font cannot as « ? »', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => row(`Client ${i + 1} 🙂`, { gaps: ['vigilance_non_evaluee'] }));
    const bytes = await buildComplianceReportPdf({ rows, author: 'Camille Dupont', now });
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(4);
    const texts = pdfTexts(bytes);
    expect(texts).toContain('Client 300 ? — Vigilance non évaluée');
    expect(texts).toContain(`Contrôle qualité du 27/11/2026 à 09h05, établi par Camille Dupont — page ${pages} / ${pages}`);
  });
});
