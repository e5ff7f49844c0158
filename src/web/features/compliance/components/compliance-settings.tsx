import { LetterTemplateSettings } from './letter-template-settings.tsx';
import { ReviewPeriodsSettings } from './review-periods-settings.tsx';

/** Paramètres › « Conformité »: the review periods, then the engagement letter's template. */
export function ComplianceSettings() {
  return (
    <div className="grid gap-8">
      <section aria-labelledby="compliance-settings-periods" className="grid gap-3">
        <h2 id="compliance-settings-periods" className="text-base font-semibold">
          Périodes de revue LCB-FT
        </h2>
        <ReviewPeriodsSettings />
      </section>
      <section aria-labelledby="compliance-settings-letter" className="grid gap-3">
        <h2 id="compliance-settings-letter" className="text-base font-semibold">
          Lettre de mission
        </h2>
        <LetterTemplateSettings />
      </section>
    </div>
  );
}
