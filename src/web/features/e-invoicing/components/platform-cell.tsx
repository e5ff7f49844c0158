import { useId } from 'react';

import { OTHER_PLATFORM, OTHER_PLATFORM_LABEL, PLATFORMS } from '../../../../shared/e-invoicing/platforms.ts';
import { CellMessage, CommitInput } from '../../../components/commit-input.tsx';
import { Select } from '../../../components/ui/select.tsx';

type PlatformCellProps = {
  clientName: string;
  /** A platform id, 'autre', or '' for none. */
  choice: string;
  otherText: string;
  message: string | undefined;
  disabled: boolean;
  onChoose: (choice: string) => void;
  onOtherChange: (text: string) => void;
  /** Blur and Enter on the name: checked, then saved. */
  onOtherCommit: () => void;
  onOtherCancel: () => void;
};

// The same 98 options in every row: made once, so React reuses them instead of building them per
// row and per render (each row of the page's first paint drew them).
const PLATFORM_OPTIONS = (
  <>
    <option value="">Aucune</option>
    {PLATFORMS.map((platform) => (
      <option key={platform.id} value={platform.id}>
        {platform.name}
      </option>
    ))}
    <option value={OTHER_PLATFORM}>{OTHER_PLATFORM_LABEL}</option>
  </>
);

/** The client's plateforme agréée: the shipped list, « Aucune », or « Autre » and its name typed below. */
export function PlatformCell({ clientName, choice, otherText, message, disabled, onChoose, onOtherChange, onOtherCommit, onOtherCancel }: PlatformCellProps) {
  const messageId = useId();
  return (
    <div className="grid gap-1 py-1">
      <Select
        aria-label={`Plateforme de ${clientName}`}
        value={choice}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.value)}
        className="[&>select]:h-9"
      >
        {PLATFORM_OPTIONS}
      </Select>
      {choice === OTHER_PLATFORM ? (
        <CommitInput
          aria-label={`Nom de la plateforme de ${clientName}`}
          messageId={message ? messageId : undefined}
          placeholder="Nom de la plateforme"
          autoComplete="off"
          // Chosen just now: the name is what is typed next.
          autoFocus={otherText === ''}
          className="h-9"
          value={otherText}
          disabled={disabled}
          onValueChange={onOtherChange}
          onCommit={onOtherCommit}
          onCancel={onOtherCancel}
        />
      ) : null}
      <CellMessage id={messageId} message={message} />
    </div>
  );
}
