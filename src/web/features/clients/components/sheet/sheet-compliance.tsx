import { Link } from '@tanstack/react-router';

import { ENGAGEMENT_STATUS_LABELS, ENGAGEMENT_UNSET_LABEL } from '../../../../../shared/compliance/engagement.ts';
import type { SheetCompliance } from '../../../../../shared/compliance/sheet.ts';
import { VIGILANCE_LABELS, VIGILANCE_UNSET_LABEL } from '../../../../../shared/compliance/vigilance.ts';
import { formatDateFr } from '../../../../../shared/dates.ts';
import { cn } from '../../../../lib/cn.ts';
import { SheetSection } from './sheet-section.tsx';

// The compliance feature's section of the client sheet (issue 25): its data comes with the sheet
// (the server's « compliance » section); the file itself opens on the Conformité page.

function Fact({ label, children, alert = false }: { label: string; children: string; alert?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-sm', alert && 'font-medium text-red-700')}>{children}</dd>
    </div>
  );
}

/** « Conformité »: the vigilance level, the next LCB-FT review (late when past), the letter's status, the documents kept. */
export function SheetCompliance({ clientId, compliance, today }: { clientId: string; compliance: SheetCompliance; today: string }) {
  const late = compliance.nextReviewAt !== null && compliance.nextReviewAt < today;
  const documents = compliance.documentsCount;
  return (
    <SheetSection
      title="Conformité"
      action={
        <Link to="/conformite" search={{ client: clientId }} className="text-xs text-primary underline-offset-4 hover:underline">
          Ouvrir le dossier
        </Link>
      }
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
        <Fact label="Vigilance">{compliance.vigilance ? VIGILANCE_LABELS[compliance.vigilance] : VIGILANCE_UNSET_LABEL}</Fact>
        <Fact label="Prochaine revue" alert={late}>
          {compliance.nextReviewAt ? `${formatDateFr(compliance.nextReviewAt)}${late ? ' (en retard)' : ''}` : '—'}
        </Fact>
        <Fact label="Lettre de mission">{compliance.engagementStatus ? ENGAGEMENT_STATUS_LABELS[compliance.engagementStatus] : ENGAGEMENT_UNSET_LABEL}</Fact>
        <Fact label="Documents">{`${documents} document${documents > 1 ? 's' : ''}`}</Fact>
      </dl>
    </SheetSection>
  );
}
