type ObligationsToggleProps = { checked: boolean; onChange: (checked: boolean) => void };

/** « Afficher les échéances »: the clients' tax and social deadlines on the calendar, kept in the URL. */
export function ObligationsToggle({ checked, onChange }: ObligationsToggleProps) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 cursor-pointer accent-primary"
      />
      Afficher les échéances
    </label>
  );
}
