import { foldText } from '../../../../shared/client-search.ts';
import { toCsvDate, toExcelCsv } from '../../../../shared/csv-export.ts';
import type { MissionRow } from '../../../../shared/missions/api.ts';
import { MISSION_STATUS_LABELS } from '../../../../shared/missions/statuses.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';

/** 'production-bilan-et-liasse-2026' (the file then gets its date). */
export function productionExportName(template: MissionTemplate, year: number): string {
  const slug = foldText(template.name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `production-${slug}-${year}`;
}

/**
 * The table's columns, then per stage its target date and its done date (the table shows one of
 * them, coloured; a spreadsheet has no colour to tell them apart).
 */
export function productionCsvHeaders(template: MissionTemplate): string[] {
  return [
    'Client',
    'Clôture',
    'Responsable',
    'Statut',
    'Motif d’attente',
    'Étape en cours',
    ...template.stages.flatMap((stage) => [`${stage.name} — date cible`, `${stage.name} — faite le`]),
  ];
}

export function productionCsvRow(row: MissionRow, template: MissionTemplate, nameOfUser: (id: string | undefined) => string | null): (string | null)[] {
  const current = row.status === 'terminee' ? null : (template.stages.find((stage) => stage.id === row.stageId)?.name ?? null);
  return [
    row.raisonSociale,
    toCsvDate(row.closingDate),
    nameOfUser(row.responsibleId) ?? 'Non assigné',
    MISSION_STATUS_LABELS[row.status],
    row.waitingReason ?? null,
    current,
    // The row's stages are the template's, in its order.
    ...template.stages.flatMap((_, index) => {
      const step = row.stages[index];
      return [toCsvDate(step?.targetDate ?? null), toCsvDate(step?.doneAt ?? null)];
    }),
  ];
}

/** The missions the page shows (its filters, the table's order), for French Excel. */
export function buildProductionCsv(rows: readonly MissionRow[], template: MissionTemplate, nameOfUser: (id: string | undefined) => string | null): string {
  return toExcelCsv(productionCsvHeaders(template), rows.map((row) => productionCsvRow(row, template, nameOfUser)));
}
