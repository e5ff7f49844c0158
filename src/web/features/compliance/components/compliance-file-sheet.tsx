import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import type { ComplianceFile } from '../../../../shared/compliance/api.ts';
import { gapText } from '../../../../shared/compliance/gaps.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Sheet, SheetBody, SheetContent, SheetHeader } from '../../../components/ui/sheet.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { complianceFileQueryOptions } from '../api/get-compliance.ts';
import { DocumentsSection } from './documents-section.tsx';
import { EngagementForm } from './engagement-form.tsx';
import { IdentityForm } from './identity-form.tsx';
import { OwnersEditor } from './owners-editor.tsx';
import { RiskForm } from './risk-form.tsx';

type ComplianceFileSheetProps = { clientId: string; onClose: () => void };

/** A client's compliance file over the page (its URL's ?client=): Escape or « Fermer » closes it. */
export function ComplianceFileSheet({ clientId, onClose }: ComplianceFileSheetProps) {
  return (
    <Sheet open onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent widthClassName="max-w-3xl">
        <FileContents key={clientId} clientId={clientId} onClose={onClose} />
      </SheetContent>
    </Sheet>
  );
}

function FileContents({ clientId, onClose }: ComplianceFileSheetProps) {
  const query = useQuery(complianceFileQueryOptions(clientId));
  // Saved forms keep what was typed; the file's reload shows what the server derived (next review, gaps).
  if (query.data) return <FileBody file={query.data} />;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <>
      <SheetHeader title="Dossier de conformité" description="Chargement du dossier" />
      <SheetBody>
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Chargement du dossier…
          </p>
        ) : missing ? (
          <Alert>
            {errorMessage(query.error)}.{' '}
            <Button variant="link" size="inline" onClick={onClose}>
              Fermer
            </Button>
          </Alert>
        ) : (
          <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error, 'Impossible de charger le dossier.')}</RetryAlert>
        )}
      </SheetBody>
    </>
  );
}

function FileBody({ file }: { file: ComplianceFile }) {
  const { clientId, kyc } = file;
  return (
    <>
      <SheetHeader
        title={file.raisonSociale}
        description={file.endedAt ? `Relation terminée le ${formatDateFr(file.endedAt.slice(0, 10))} : dossier conservé cinq ans` : 'Dossier de conformité'}
      >
        {file.endedAt ? null : (
          <Link to="/clients" search={{ fiche: clientId }} className="justify-self-start text-sm text-primary underline-offset-4 hover:underline">
            Ouvrir la fiche client
          </Link>
        )}
      </SheetHeader>
      <SheetBody className="grid content-start gap-5">
        <Gaps file={file} />
        <RiskForm clientId={clientId} kyc={kyc} />
        <IdentityForm clientId={clientId} kyc={kyc} />
        {kyc.beneficialOwners ? <OwnersEditor clientId={clientId} owners={kyc.beneficialOwners} /> : null}
        <EngagementForm clientId={clientId} engagement={file.engagement} />
        {file.documents ? <DocumentsSection clientId={clientId} documents={file.documents} /> : null}
      </SheetBody>
    </>
  );
}

/** What the quality control would find in this file, first. */
function Gaps({ file }: { file: ComplianceFile }) {
  if (file.gaps.length === 0) {
    return (
      <Alert variant="success" role="status">
        Aucune lacune
      </Alert>
    );
  }
  return (
    <Alert variant="info" role="note" aria-label="Lacunes">
      <div className="grid gap-1">
        <p className="font-medium">Lacunes</p>
        <ul className="list-disc pl-5">
          {file.gaps.map((gap) => (
            <li key={gap}>{gapText(gap, file.kyc.nextReviewAt)}</li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}
