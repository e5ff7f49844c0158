import { eq } from 'drizzle-orm';
import { ENGAGEMENT_MISSION_LABELS, FEES_MODE_LABELS, formatEuros, type EngagementMission, type FeesMode } from '../../../shared/compliance/engagement.ts';
import { fillLetterTemplate, LETTER_MISSING_VALUE, type LetterPlaceholder } from '../../../shared/compliance/letter-template.ts';
import { formatDateFr, parisToday } from '../../../shared/dates.ts';
import type { Db } from '../../db/client.ts';
import { clients, engagementLetters } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { readLetterTemplate } from './letter-template.setting.ts';
import { createPdfPages } from './pdf-pages.ts';

// GET /api/compliance/{clientId}/letter.pdf: the firm's template (letter-template.setting.ts) with
// the client's fields, the letter's missions and fees filled in. What the file does not say yet
// reads « [à compléter] », so a letter to prepare can still be printed and finished by hand.

export type LetterFacts = {
  raisonSociale: string;
  siret: string | null;
  classification: string | null;
  adresse: string | null;
  codePostal: string | null;
  ville: string | null;
  missions: readonly EngagementMission[];
  missionsOther: string | null;
  fees: number | null;
  feesMode: FeesMode | null;
  startDate: string | null;
  tacitRenewal: boolean;
};

const orMissing = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? LETTER_MISSING_VALUE : value.trim());

/** The placeholders' values for one client. */
export function letterValues(facts: LetterFacts, today: string): Record<LetterPlaceholder, string> {
  const missions = facts.missions.map((mission) => (mission === 'autre' ? (facts.missionsOther?.trim() || ENGAGEMENT_MISSION_LABELS.autre) : ENGAGEMENT_MISSION_LABELS[mission]));
  const town = [facts.codePostal, facts.ville].filter((part) => part && part.trim() !== '').join(' ');
  return {
    raison_sociale: facts.raisonSociale,
    siret: orMissing(facts.siret),
    forme_juridique: orMissing(facts.classification),
    adresse: orMissing([facts.adresse, town].filter((part) => part && part.trim() !== '').join(', ')),
    missions: orMissing(missions.join(', ')),
    honoraires: facts.fees === null ? LETTER_MISSING_VALUE : formatEuros(facts.fees),
    mode_honoraires: facts.feesMode === null ? LETTER_MISSING_VALUE : FEES_MODE_LABELS[facts.feesMode].toLowerCase(),
    date_debut: facts.startDate === null ? LETTER_MISSING_VALUE : formatDateFr(facts.startDate),
    tacite_reconduction: facts.tacitRenewal ? 'oui' : 'non',
    date_du_jour: formatDateFr(today),
  };
}

/** The filled letter as PDF bytes: its first line as the title, the rest as paragraphs. */
export async function renderLetterPdf({ text, author, raisonSociale }: { text: string; author: string; raisonSociale: string }): Promise<Uint8Array> {
  const pdf = await createPdfPages({ title: `Lettre de mission — ${raisonSociale}`, author, footer: `Lettre de mission — ${raisonSociale}` });
  const [first = '', ...rest] = text.split(/\r?\n/);
  pdf.paragraph(first, { size: 15, bold: true });
  pdf.text(rest.join('\n'), { size: 10.5, gapBefore: 6 });
  return pdf.save();
}

/** The client's letter, from its row and its engagement letter (none yet: the defaults). */
export async function generateLetterPdf({ db, clientId, author, today = parisToday() }: { db: Db; clientId: string; author: string; today?: string }) {
  const [row] = await db
    .select({
      raisonSociale: clients.raisonSociale,
      siret: clients.siret,
      classification: clients.classification,
      adresse: clients.adresse,
      codePostal: clients.codePostal,
      ville: clients.ville,
      missions: engagementLetters.missions,
      missionsOther: engagementLetters.missionsOther,
      fees: engagementLetters.fees,
      feesMode: engagementLetters.feesMode,
      startDate: engagementLetters.startDate,
      tacitRenewal: engagementLetters.tacitRenewal,
    })
    .from(clients)
    .leftJoin(engagementLetters, eq(engagementLetters.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!row) throw notFound('Client');
  const facts: LetterFacts = { ...row, missions: row.missions ?? [], tacitRenewal: row.tacitRenewal ?? true };
  const { template } = await readLetterTemplate({ db });
  const bytes = await renderLetterPdf({ text: fillLetterTemplate(template, letterValues(facts, today)), author, raisonSociale: row.raisonSociale });
  return { bytes, fileName: `lettre-de-mission-${row.raisonSociale}.pdf` };
}
