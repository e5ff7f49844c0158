import { useId, useState } from 'react';

import { OTHER_PLATFORM, OTHER_PLATFORM_LABEL, PLATFORM_LABELS, PLATFORMS } from '../../../../shared/e-invoicing/platforms.ts';
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

const NONE_LABEL = 'Aucune';

// The same 98 options in every row: made once, so React reuses them instead of building them per
// row and per render.
const PLATFORM_OPTIONS = (
  <>
    <option value="">{NONE_LABEL}</option>
    {PLATFORMS.map((platform) => (
      <option key={platform.id} value={platform.id}>
        {platform.name}
      </option>
    ))}
    <option value={OTHER_PLATFORM}>{OTHER_PLATFORM_LABEL}</option>
  </>
);

/**
 * The platform select of a row. Until it is reached (focus, a pointer or a key on it), it holds only
 * the chosen option, which it shows the same way: the page's first rows drew, styled and laid out
 * the 98 options of each row's select before they could show. Focus and the pointer come before
 * the list can open or a key can move through it, so the person always meets the full list.
 */
function PlatformSelect({ choice, ...props }: { choice: string; 'aria-label': string; disabled: boolean; onChange: (choice: string) => void }) {
  const [reached, setReached] = useState(false);
  const reach = reached ? undefined : () => setReached(true);
  return (
    <Select
      aria-label={props['aria-label']}
      value={choice}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      onFocus={reach}
      onPointerDown={reach}
      onKeyDown={reach}
      className="[&>select]:h-9"
    >
      {reached ? PLATFORM_OPTIONS : <option value={choice}>{PLATFORM_LABELS[choice] ?? NONE_LABEL}</option>}
    </Select>
  );
}

/** The client's plateforme agréée: the shipped list, « Aucune », or « Autre » and its name typed below. */
export function PlatformCell({ clientName, choice, otherText, message, disabled, onChoose, onOtherChange, onOtherCommit, onOtherCancel }: PlatformCellProps) {
  const messageId = useId();
  return (
    <div className="grid gap-1 py-1">
      <PlatformSelect aria-label={`Plateforme de ${clientName}`} choice={choice} disabled={disabled} onChange={onChoose} />
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
