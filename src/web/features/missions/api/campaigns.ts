import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';

import type { campaignPreviewSchema, campaignResultSchema, Campaign } from '../../../../shared/missions/api.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { missionsRootKey } from './missions-keys.ts';

export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;
export type CampaignResult = z.infer<typeof campaignResultSchema>;

/** POST /api/missions/campaigns/preview: how many missions the campaign would create, nothing written. */
export const previewCampaign = (body: Campaign, signal?: AbortSignal) =>
  apiFetch<CampaignPreview>('/api/missions/campaigns/preview', { method: 'POST', body, signal });

/** POST /api/missions/campaigns: one mission per active client of the range without one yet, one batch. */
export const openCampaign = (body: Campaign) => apiFetch<CampaignResult>('/api/missions/campaigns', { method: 'POST', body });

/** The preview of a checked campaign; none (skipToken) while the dialog's fields are not. */
export const campaignPreviewQueryOptions = (campaign: Campaign | null) =>
  queryOptions({
    queryKey: [...missionsRootKey, 'campaign-preview', campaign],
    queryFn: campaign ? ({ signal }) => previewCampaign(campaign, signal) : skipToken,
  });
