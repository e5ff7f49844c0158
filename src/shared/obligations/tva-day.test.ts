import { describe, expect, it } from 'vitest';
import type { Classification } from '../clients.ts';
import { ca3Day } from './tva-day.ts';

type Row = [Classification | null, string | null, string | null, number, string[]];

describe('ca3Day, estimated from the DGFiP table', () => {
  // Source: CGI ann. IV art. 39, 1 (échéancier des déclarations de chiffre d'affaires), as
  // reproduced by impots.gouv « Déclarer et payer la TVA » and Francis Lefebvre e-compliance
  // « Déclaration de TVA CA3 ». Where the table needs what the profile lacks, the earliest day.
  it.each<Row>([
    // Sociétés in Paris and the petite couronne: by the SIREN's first two digits.
    ['SARL', '75011', '12345678900012', 19, []],
    ['SARL', '92100', '68999999900012', 19, []],
    ['SAS', '93200', '69000000000012', 20, []],
    ['SASU', '94300', '78999999900012', 20, []],
    ['EURL', '75008', '79000000000012', 21, []],
    ['SCI', '75016', '99999999900012', 21, []],
    // Sociétés elsewhere: the 21st, whatever the SIREN.
    ['SARL', '69003', '12345678900012', 21, []],
    ['SAS', '13001', '79000000000012', 21, []],
    ['GAEC', '97400', null, 21, []],
    // Entreprises individuelles: 15 (Paris, initial A–H) or 16 (elsewhere, A–H), the earliest days.
    ['Entreprise Individuelle', '75005', null, 15, ["l'initiale"]],
    ['Micro-entreprise', '94000', null, 15, ["l'initiale"]],
    ['Entreprise Individuelle', '33000', null, 16, ["l'initiale"]],
    ['Micro-entreprise', null, null, 15, ["l'initiale", 'le code postal']],
    // Autres redevables: the 24th everywhere.
    ['Association', '75010', null, 24, []],
    ['Association', '31000', null, 24, []],
    // Unknown legal form (an SA is « Autre »): the société days, flagged.
    ['Autre', '75008', '80000000000012', 21, ['la forme juridique']],
    ['Autre', '13001', null, 21, ['la forme juridique']],
    [null, '67000', null, 21, ['la forme juridique']],
    // What the table needs is missing: the earliest day, flagged.
    ['SARL', '75002', '00000000000000', 19, ['le SIREN']],
    ['SARL', '75002', null, 19, ['le SIREN']],
    ['SARL', '7501', '80000000000012', 21, ['le code postal']],
    ['SARL', null, null, 19, ['le SIREN', 'le code postal']],
  ])('%s at %s, SIRET %s → the %i (check %j)', (classification, codePostal, siret, day, toCheck) => {
    expect(ca3Day({ jourTva: null, classification, codePostal, siret })).toEqual({ day, estimated: true, toCheck });
  });

  it("keeps the client's own day from its espace professionnel", () => {
    expect(ca3Day({ jourTva: 22, classification: 'Entreprise Individuelle', codePostal: null, siret: null })).toEqual({
      day: 22,
      estimated: false,
      toCheck: [],
    });
  });
});
