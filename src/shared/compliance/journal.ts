import type { JournalEntity } from '../journal-entity.ts';
import { SANCTIONS_RESULT_LABELS } from './api.ts';
import { DOCUMENT_KIND_LABELS } from './documents.ts';
import { ENGAGEMENT_STATUS_LABELS, FEES_MODE_LABELS } from './engagement.ts';
import { VIGILANCE_LABELS } from './vigilance.ts';

/** A client's LCB-FT file; its id is the client's. */
export const KYC_JOURNAL: JournalEntity = {
  entity: 'kyc',
  label: 'LCB-FT',
  subject: () => 'LCB-FT',
  fields: {
    vigilance: 'Vigilance',
    assessedAt: 'Évaluée le',
    justification: 'Justification',
    risk: 'Évaluation des risques',
    identityVerifiedAt: 'Identité vérifiée le',
    identityDocument: 'Pièce vérifiée',
    beneficialOwners: 'Bénéficiaires effectifs',
    sanctionsCheckedAt: 'Gel des avoirs et PPE vérifiés le',
    sanctionsResult: 'Résultat de la vérification',
    lastReviewAt: 'Dernière revue',
    nextReviewAt: 'Prochaine revue',
  },
  values: { vigilance: VIGILANCE_LABELS, sanctionsResult: SANCTIONS_RESULT_LABELS },
};

/** A client's engagement letter; its id is the client's. */
export const ENGAGEMENT_JOURNAL: JournalEntity = {
  entity: 'engagement_letter',
  label: 'Lettre de mission',
  subject: () => 'Lettre de mission',
  statusLabels: ENGAGEMENT_STATUS_LABELS,
  fields: {
    missions: 'Missions',
    missionsOther: 'Autre mission',
    fees: 'Honoraires (HT)',
    feesMode: 'Mode d’honoraires',
    startDate: 'Début',
    tacitRenewal: 'Tacite reconduction',
    signedAt: 'Signée le',
  },
  values: { feesMode: FEES_MODE_LABELS },
};

/** A client's document: its upload, deletion and every download (who, when). */
export const DOCUMENT_JOURNAL: JournalEntity = {
  entity: 'client_document',
  label: 'Document',
  created: 'Document ajouté',
  deleted: 'Document supprimé',
  fields: { kind: 'Type de pièce', fileName: 'Fichier', download: 'Téléchargement', downloadRefused: 'Téléchargement refusé' },
  values: { kind: DOCUMENT_KIND_LABELS },
};
