import { useId, useState } from 'react';

import { eInvoicingUpdateSchema, type EInvoicingUpdate } from '../../../../shared/e-invoicing/api.ts';
import { OTHER_PLATFORM, OTHER_PLATFORM_LABEL, PLATFORMS } from '../../../../shared/e-invoicing/platforms.ts';
import { BulkDialog } from '../../../components/selection/bulk-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';

type PlatformBulkDialogProps = {
  onApply: (change: Pick<EInvoicingUpdate, 'platform' | 'platformOther'>) => void;
};

/** « Définir la plateforme »: one of the list, « Aucune », or « Autre » with its name, checked as the row's. */
export function PlatformBulkDialog({ onApply }: PlatformBulkDialogProps) {
  const selectId = useId();
  const nameId = useId();
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <BulkDialog
      label="Définir la plateforme"
      onOpen={() => {
        setChoice('');
        setName('');
        setError(undefined);
      }}
      onSubmit={() => {
        const change = choice === OTHER_PLATFORM ? { platform: choice, platformOther: name } : { platform: choice === '' ? null : choice };
        const parsed = eInvoicingUpdateSchema.safeParse(change);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return false;
        }
        onApply(parsed.data);
        return true;
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={selectId}>Plateforme</Label>
        <Select
          id={selectId}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setError(undefined);
          }}
        >
          <option value="">Aucune</option>
          {PLATFORMS.map((platform) => (
            <option key={platform.id} value={platform.id}>
              {platform.name}
            </option>
          ))}
          <option value={OTHER_PLATFORM}>{OTHER_PLATFORM_LABEL}</option>
        </Select>
      </div>
      {choice === OTHER_PLATFORM ? (
        <Field
          id={nameId}
          label="Nom de la plateforme"
          value={name}
          error={error}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      ) : null}
    </BulkDialog>
  );
}
