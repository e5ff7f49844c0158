import { parseAuthorizationDate } from '../../../../shared/authorizations.ts';
import { campaignSchema, type Campaign } from '../../../../shared/missions/api.ts';

/** The dialog's fields as typed: the dates in JJ/MM/AAAA. */
export type CampaignDraft = { templateId: string; from: string; to: string };

/** The exercises closing in `year`: 01/01 to 31/12. */
export const draftForYear = (templateId: string, year: number): CampaignDraft => ({ templateId, from: `01/01/${year}`, to: `31/12/${year}` });

export type CampaignFormErrors = { from?: string; to?: string };
type Checked = { ok: true; campaign: Campaign } | { ok: false; errors: CampaignFormErrors };

const DATE_REQUIRED = 'Date obligatoire (JJ/MM/AAAA)';

function readDate(text: string): { iso: string } | { message: string } {
  const parsed = parseAuthorizationDate(text);
  if (!parsed.ok) return { message: parsed.message };
  return parsed.iso === null ? { message: DATE_REQUIRED } : { iso: parsed.iso };
}

/** The draft as the API takes it, checked by the same schema as the server (reversed range, two years at most). */
export function checkCampaign(draft: CampaignDraft): Checked {
  const from = readDate(draft.from);
  const to = readDate(draft.to);
  if (!('iso' in from) || !('iso' in to)) {
    return { ok: false, errors: { from: 'message' in from ? from.message : undefined, to: 'message' in to ? to.message : undefined } };
  }
  const parsed = campaignSchema.safeParse({ templateId: draft.templateId, closingFrom: from.iso, closingTo: to.iso });
  if (parsed.success) return { ok: true, campaign: parsed.data };
  return { ok: false, errors: { to: parsed.error.issues[0]?.message } };
}
