import { useState, type FormEvent } from 'react';

import { reviewPeriodsSchema, type ReviewPeriods } from '../../../../shared/compliance/review-periods.ts';
import { VIGILANCE_LABELS, VIGILANCE_LEVELS } from '../../../../shared/compliance/vigilance.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { QueryWaiting } from '../../../components/ui/query-waiting.tsx';
import { useIsAdmin } from '../../../entities/user/current-user.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { apiFieldErrors, hasFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { useReviewPeriods, useSaveReviewPeriods } from '../api/review-periods.ts';

/** Paramètres › Conformité: how often each level's files are reviewed, edited by admins. */
export function ReviewPeriodsSettings() {
  const periods = useReviewPeriods();
  if (!periods.isSuccess) return <QueryWaiting query={periods} loading="Chargement des périodes de revue…" />;
  return <PeriodsEditor saved={periods.data} />;
}

type Texts = Record<keyof ReviewPeriods, string>;

function PeriodsEditor({ saved }: { saved: ReviewPeriods }) {
  const isAdmin = useIsAdmin();
  const save = useSaveReviewPeriods();
  const [texts, setTexts] = useState<Texts>({ renforcee: String(saved.renforcee), standard: String(saved.standard), simplifiee: String(saved.simplifiee) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const serverErrors = apiFieldErrors(save.error);
  const shown = { ...serverErrors, ...errors };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const parsed = reviewPeriodsSchema.safeParse({ renforcee: Number(texts.renforcee), standard: Number(texts.standard), simplifiee: Number(texts.simplifiee) });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-4">
      <p className="text-sm text-muted-foreground">
        {isAdmin
          ? 'La prochaine revue LCB-FT d’un client est sa dernière revue (à défaut son évaluation) plus la période de son niveau de vigilance. Ces périodes sont la politique du cabinet, pas la loi, qui demande une vigilance adaptée au risque.'
          : 'Seuls les administrateurs modifient les périodes de revue LCB-FT du cabinet.'}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {[...VIGILANCE_LEVELS].reverse().map((level) => (
          <Field
            key={level}
            id={`review-period-${level}`}
            label={`Vigilance ${VIGILANCE_LABELS[level].toLowerCase()} (mois)`}
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            step={1}
            value={texts[level]}
            error={shown[level]}
            readOnly={!isAdmin}
            onChange={(event) => {
              setTexts((current) => ({ ...current, [level]: event.target.value }));
              setErrors({});
              save.reset();
            }}
          />
        ))}
      </div>
      {save.isSuccess ? (
        <Alert variant="success" role="status">
          Périodes de revue enregistrées
        </Alert>
      ) : null}
      {save.isError && !hasFieldErrors(serverErrors) ? <Alert>{errorMessage(save.error)}</Alert> : null}
      {isAdmin ? (
        <div>
          <Button type="submit" pending={save.isPending}>
            Enregistrer
          </Button>
        </div>
      ) : null}
    </form>
  );
}
