import { describe, expect, it } from 'vitest';
import { checkObligationProfile } from './consistency.ts';
import type { ObligationProfile } from './obligation-profile.ts';
import { aProfile } from './test-fixtures.ts';

// Sources: CGI art. 293 B (franchise en base: no TVA return), art. 50-0 and 102 ter (micro-BIC,
// micro-BNC: IR only, the CVAE threshold of 500,000 € being far above their ceilings, CGI art.
// 1586 ter), art. 206, 5 (associations: IS on lucrative activities), art. 12 (BNC and rents are
// the income of the calendar year); service-public.fr « Micro-entrepreneur : régime fiscal ».

describe('checkObligationProfile', () => {
  it.each<[string, Partial<ObligationProfile>, { field: string; message: string }[]]>([
    ['a plain IS company', { regimeImposition: 'is', regimeTva: 'mensuel', jourTva: 19 }, []],
    ['an EI that opted for the IS', { classification: 'Entreprise Individuelle', regimeImposition: 'is' }, []],
    [
      'a CA3 day in franchise',
      { regimeTva: 'franchise', jourTva: 19 },
      [{ field: 'jourTva', message: 'Jour de TVA sans objet : le client est en franchise en base de TVA' }],
    ],
    [
      'a micro-entreprise at the IS',
      { classification: 'Micro-entreprise', regimeImposition: 'is' },
      [{ field: 'regimeImposition', message: "Une micro-entreprise relève de l'impôt sur le revenu (BIC ou BNC) : l'IS est suspect" }],
    ],
    [
      'a micro-entreprise with farm income',
      { classification: 'Micro-entreprise', regimeImposition: 'ir_ba' },
      [{ field: 'regimeImposition', message: 'Une micro-entreprise relève des BIC ou des BNC' }],
    ],
    [
      'a micro-entreprise liable to the CVAE',
      { classification: 'Micro-entreprise', regimeImposition: 'ir_bic', cvae: 'oui' },
      [{ field: 'cvae', message: "Une micro-entreprise reste sous le seuil de la CVAE (500 000 € de chiffre d'affaires)" }],
    ],
    [
      'an association at the IR',
      { classification: 'Association', regimeImposition: 'ir_bnc', dateCloture: '2025-12-31' },
      [
        {
          field: 'regimeImposition',
          message: "Une association n'est pas soumise à l'impôt sur le revenu : IS pour ses activités lucratives, sinon non imposable",
        },
      ],
    ],
    [
      'a SARL with rents',
      { classification: 'SARL', regimeImposition: 'ir_foncier' },
      [{ field: 'regimeImposition', message: 'Le régime des revenus fonciers (2072) est celui des sociétés civiles immobilières' }],
    ],
    ['a SCI with rents', { classification: 'SCI', regimeImposition: 'ir_foncier' }, []],
    [
      'BNC with a 30/06 closing',
      { classification: 'Entreprise Individuelle', regimeImposition: 'ir_bnc', dateCloture: '2025-06-30' },
      [{ field: 'dateCloture', message: "Les BNC sont ceux de l'année civile : la clôture devrait être au 31 décembre" }],
    ],
  ])('%s', (_, fields, issues) => {
    expect(checkObligationProfile(aProfile(fields))).toEqual(issues);
  });
});
