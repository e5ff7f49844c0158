import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '../../../components/ui/dialog.tsx';
import type { PastePlan } from '../lib/paste-block.ts';

const numberFormat = new Intl.NumberFormat('fr-FR');
/** Past this, the refused cells are counted rather than listed. */
const LISTED = 100;

type PastePreviewDialogProps = {
  plan: PastePlan | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** What a paste would write and what it refuses, and why: nothing is written before « Confirmer ». */
export function PastePreviewDialog({ plan, pending, onConfirm, onClose }: PastePreviewDialogProps) {
  const refused = plan?.refused ?? [];
  const cells = plan?.cellCount ?? 0;
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      <DialogContent widthClassName="max-w-2xl">
        <DialogHeader
          title="Coller depuis Excel"
          description={`${numberFormat.format(cells)} cellule(s) à modifier sur ${numberFormat.format(plan?.rows.length ?? 0)} client(s)${
            plan?.unchangedCount ? `, ${numberFormat.format(plan.unchangedCount)} déjà à cette valeur` : ''
          }.`}
        />
        {refused.length > 0 ? (
          <div className="grid gap-2">
            <Alert>{numberFormat.format(refused.length)} cellule(s) refusée(s) : elles ne seront pas collées.</Alert>
            <div className="max-h-72 overflow-auto rounded-md border border-border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Cellules refusées</caption>
                <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-2 py-1">Client</th>
                    <th scope="col" className="px-2 py-1">Colonne</th>
                    <th scope="col" className="px-2 py-1">Valeur collée</th>
                    <th scope="col" className="px-2 py-1">Motif</th>
                  </tr>
                </thead>
                <tbody>
                  {refused.slice(0, LISTED).map((cell, index) => (
                    <tr key={index} className="border-t border-border">
                      <td className="px-2 py-1">{cell.rowName}</td>
                      <td className="px-2 py-1">{cell.column}</td>
                      <td className="max-w-40 truncate px-2 py-1 font-mono" title={cell.value}>
                        {cell.value}
                      </td>
                      <td className="px-2 py-1">{cell.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {refused.length > LISTED ? (
              <p className="text-sm text-muted-foreground">… et {numberFormat.format(refused.length - LISTED)} autre(s)</p>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            Annuler
          </Button>
          <Button pending={pending} disabled={cells === 0} onClick={onConfirm}>
            Confirmer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
