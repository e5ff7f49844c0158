import type { ComplianceRow } from '../../../shared/compliance/api.ts';
import { GAP_CODES, GAP_LABELS, gapText, type GapCode } from '../../../shared/compliance/gaps.ts';
import { formatDateFr } from '../../../shared/dates.ts';
import { toParisParts } from '../../../shared/paris-time.ts';
import { createPdfPages } from './pdf-pages.ts';

// GET /api/compliance/report.pdf: the firm's state for the Ordre's inspector, as the Contrôle
// qualité tab shows it. Dated and signed with the name of who made it; the counters per gap first,
// then one line per active client with its gaps, then the ended relationships apart (their files
// are kept five years, CMF L561-12, and owe nothing more).

const n = new Intl.NumberFormat('fr-FR').format;
const pad = (value: number) => String(value).padStart(2, '0');

/** « 27/11/2026 à 09:05 », Paris time. */
export function reportMoment(now: Date): string {
  const p = toParisParts(now);
  return `${pad(p.day)}/${pad(p.month)}/${p.year} à ${pad(p.hour)}h${pad(p.minute)}`;
}

/** The Paris day an ended relationship ended, JJ/MM/AAAA. */
const endedOn = (endedAt: string | null) => {
  if (endedAt === null) return '';
  const p = toParisParts(new Date(endedAt));
  return formatDateFr(`${p.year}-${pad(p.month)}-${pad(p.day)}`);
};

export function reportFileName(now: Date): string {
  const p = toParisParts(now);
  return `controle-qualite-${p.year}-${pad(p.month)}-${pad(p.day)}.pdf`;
}

/** The report as PDF bytes. `rows` as listComplianceRows gives them (active and ended clients, by name). */
export async function buildComplianceReportPdf({ rows, author, now }: { rows: readonly ComplianceRow[]; author: string; now: Date }): Promise<Uint8Array> {
  const title = 'Contrôle qualité — état de la conformité du cabinet';
  const moment = reportMoment(now);
  const pdf = await createPdfPages({ title, author, footer: `Contrôle qualité du ${moment}, établi par ${author}` });
  const active = rows.filter((row) => row.endedAt === null);
  const ended = rows.filter((row) => row.endedAt !== null);
  const counts = new Map<GapCode, number>(GAP_CODES.map((code) => [code, 0]));
  for (const row of active) for (const gap of row.gaps) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  const withGaps = active.filter((row) => row.gaps.length > 0).length;

  pdf.paragraph(title, { size: 16, bold: true });
  pdf.paragraph(`Établi le ${moment} par ${author}`, { size: 10, gapBefore: 4 });
  pdf.paragraph('Lacunes', { size: 13, bold: true, gapBefore: 14 });
  pdf.paragraph(`${n(active.length)} clients actifs, dont ${n(withGaps)} avec au moins une lacune et ${n(active.length - withGaps)} sans lacune.`, { gapBefore: 2 });
  for (const code of GAP_CODES) pdf.paragraph(`${GAP_LABELS[code]} : ${n(counts.get(code) ?? 0)}`, { indent: 12 });

  pdf.paragraph(`Clients actifs (${n(active.length)})`, { size: 13, bold: true, gapBefore: 14 });
  for (const row of active) {
    const gaps = row.gaps.length === 0 ? 'aucune lacune' : row.gaps.map((gap) => gapText(gap, row.nextReviewAt)).join(' ; ');
    pdf.paragraph(`${row.raisonSociale} — ${gaps}`, { size: 9, gapBefore: 1 });
  }

  pdf.paragraph(`Relations terminées, dossiers conservés cinq ans (${n(ended.length)})`, { size: 13, bold: true, gapBefore: 14 });
  if (ended.length === 0) pdf.paragraph('Aucune.', { size: 9 });
  for (const row of ended) pdf.paragraph(`${row.raisonSociale} — relation terminée le ${endedOn(row.endedAt)}`, { size: 9, gapBefore: 1 });
  return pdf.save();
}
