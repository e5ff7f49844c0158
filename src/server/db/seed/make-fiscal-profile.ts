import type { Classification } from '../../../shared/clients.ts';
import type { CompanyCategory } from '../../../shared/e-invoicing/statuses.ts';
import type { Employeur, FiscalProfile, OuiNon, RegimeImposition, RegimeTva } from '../../../shared/obligations/profile.ts';
import type { ClientDraft } from './make-clients.ts';
import type { Random } from './random.ts';

// A plausible fiscal profile per legal form, as a French firm's portfolio has them: companies at
// the IS with every TVA regime, sole traders and micro-entreprises at the IR, SCIs at the revenus
// fonciers, a few unfilled. Each combination passes checkObligationProfile (consistency.ts):
// BNC and revenus fonciers close on 31 December, no micro-entreprise at the IS or with CVAE, no
// association at the IR, no CA3 day in franchise.

type Weights<K extends string> = Readonly<Record<K, number>>;
type Mix = { regime: Weights<RegimeImposition | 'none'>; tva: Weights<RegimeTva | 'none'>; employeur: Weights<Employeur>; cvae: number };

const COMPANY: Mix = {
  regime: { is: 92, ir_bic: 3, ir_bnc: 0, ir_ba: 0, ir_foncier: 0, none: 5 },
  tva: { mensuel: 35, trimestriel: 25, simplifie: 33, franchise: 4, none: 3 },
  employeur: { non: 35, moins_50: 55, plus_50: 10 },
  cvae: 0.08,
};
const MIXES: Record<Classification, Mix> = {
  SAS: COMPANY,
  SARL: COMPANY,
  SASU: COMPANY,
  EURL: { ...COMPANY, regime: { is: 75, ir_bic: 20, ir_bnc: 0, ir_ba: 0, ir_foncier: 0, none: 5 } },
  GIE: { ...COMPANY, cvae: 0 },
  Autre: { ...COMPANY, cvae: 0 },
  SCI: {
    regime: { ir_foncier: 70, is: 25, ir_bic: 0, ir_bnc: 0, ir_ba: 0, none: 5 },
    tva: { franchise: 60, trimestriel: 25, mensuel: 5, simplifie: 5, none: 5 },
    employeur: { non: 100, moins_50: 0, plus_50: 0 },
    cvae: 0,
  },
  'Entreprise Individuelle': {
    regime: { ir_bic: 55, ir_bnc: 40, is: 0, ir_ba: 0, ir_foncier: 0, none: 5 },
    tva: { franchise: 35, simplifie: 40, trimestriel: 10, mensuel: 10, none: 5 },
    employeur: { non: 80, moins_50: 20, plus_50: 0 },
    cvae: 0,
  },
  'Micro-entreprise': {
    regime: { ir_bic: 55, ir_bnc: 45, is: 0, ir_ba: 0, ir_foncier: 0, none: 0 },
    tva: { franchise: 85, trimestriel: 10, mensuel: 5, simplifie: 0, none: 0 },
    employeur: { non: 95, moins_50: 5, plus_50: 0 },
    cvae: 0,
  },
  Association: {
    regime: { is: 35, none: 65, ir_bic: 0, ir_bnc: 0, ir_ba: 0, ir_foncier: 0 },
    tva: { franchise: 60, trimestriel: 15, none: 25, mensuel: 0, simplifie: 0 },
    employeur: { non: 45, moins_50: 50, plus_50: 5 },
    cvae: 0,
  },
  SCM: {
    regime: { ir_bnc: 90, none: 10, is: 0, ir_bic: 0, ir_ba: 0, ir_foncier: 0 },
    tva: { franchise: 85, none: 15, mensuel: 0, trimestriel: 0, simplifie: 0 },
    employeur: { non: 55, moins_50: 45, plus_50: 0 },
    cvae: 0,
  },
  GAEC: {
    regime: { ir_ba: 90, none: 10, is: 0, ir_bic: 0, ir_bnc: 0, ir_foncier: 0 },
    tva: { simplifie: 55, trimestriel: 30, mensuel: 10, none: 5, franchise: 0 },
    employeur: { non: 60, moins_50: 40, plus_50: 0 },
    cvae: 0,
  },
};

/** The CA3 days the DGFiP hands out most (19 to 21 for companies, 24 for others): as read in the espace professionnel. */
const JOUR_TVA_WEIGHTS = { '15': 3, '16': 5, '17': 3, '19': 30, '20': 20, '21': 30, '23': 3, '24': 6 } as const;

const orNull = <K extends string>(value: K | 'none'): K | null => (value === 'none' ? null : value);

/**
 * A firm's portfolio by LME category (issue 23): a tenth not yet filled in, the others about 60 % micro,
 * 30 % PME, 8 % ETI, 2 % GE once drawCategory has moved the impossible ones down to PME.
 */
const CATEGORY_WEIGHTS: Weights<CompanyCategory | 'none'> = { micro: 55, pme: 23, eti: 9, ge: 3, none: 10 };
/** Forms that are never mid-size or large companies in a firm's portfolio. */
const SMALL_FORMS: ReadonlySet<Classification> = new Set(['SCI', 'SCM', 'Association', 'GAEC', 'Entreprise Individuelle', 'Micro-entreprise']);

/** A micro-entreprise is micro; 50 employees or more is past the micro ceiling (fewer than 10). */
function drawCategory(random: Random, classification: Classification | null, employeur: Employeur): CompanyCategory | null {
  const category = orNull(random.weighted(CATEGORY_WEIGHTS));
  if (category === null) return null;
  if (classification === 'Micro-entreprise') return 'micro';
  if (category === 'micro' && employeur === 'plus_50') return 'pme';
  if ((category === 'eti' || category === 'ge') && classification !== null && SMALL_FORMS.has(classification)) return 'pme';
  return category;
}

/**
 * The fiscal profile of one demo client, and its closing date moved to 31 December when the
 * regime reads the calendar year (BNC, revenus fonciers). `today` bounds the creation date.
 */
export function makeFiscalProfile({ random, client, today }: { random: Random; client: ClientDraft; today: string }): FiscalProfile & Pick<ClientDraft, 'dateCloture'> {
  const mix = MIXES[client.classification ?? 'Autre'];
  const regimeImposition = orNull(random.weighted(mix.regime));
  const regimeTva = orNull(random.weighted(mix.tva));
  const year = Number(today.slice(0, 4));
  // Most firms are years old; a few were created this year (no acomptes in their first exercise).
  const createdThisYear = random.chance(0.04);
  const creationYear = createdThisYear ? year : random.int(year - 30, year - 1);
  const creationMonth = createdThisYear ? random.int(1, Number(today.slice(5, 7))) : random.int(1, 12);
  const dateCreation = random.chance(0.85) ? `${creationYear}-${String(creationMonth).padStart(2, '0')}-01` : null;
  const calendarYear = regimeImposition === 'ir_bnc' || regimeImposition === 'ir_foncier' || client.classification === 'Micro-entreprise';
  const profile: Omit<FiscalProfile, 'categorieEntreprise'> & Pick<ClientDraft, 'dateCloture'> = {
    regimeImposition,
    regimeTva,
    jourTva: regimeTva !== null && regimeTva !== 'franchise' && random.chance(0.45) ? Number(random.weighted(JOUR_TVA_WEIGHTS)) : null,
    employeur: random.weighted(mix.employeur),
    cfeAcompte: (regimeImposition !== null && random.chance(0.35) ? 'oui' : 'non') satisfies OuiNon,
    cvae: (regimeImposition === 'is' && random.chance(mix.cvae) ? 'oui' : 'non') satisfies OuiNon,
    dateCreation: dateCreation !== null && dateCreation > today ? today : dateCreation,
    dateCloture: calendarYear ? `${year}-12-31` : client.dateCloture,
  };
  // Drawn after the other fields, from the same stream: one seed still gives one firm.
  return { ...profile, categorieEntreprise: drawCategory(random, client.classification ?? null, profile.employeur) };
}
