import type { Classification } from '../clients.ts';
import type { ObligationProfile } from './obligation-profile.ts';

// The day of the month a CA3 (and, under the simplified regime, a TVA acompte) is due. The DGFiP
// shows each client its own day in its espace professionnel (`jourTva`); without it the day is
// estimated from the table of CGI ann. IV art. 39 (now CIBS art. D. 161-11 and following):
//
//                          Paris, 92, 93, 94                        elsewhere
//   entreprise individuelle initial A–H: 15, I–Z: 17                  A–H: 16, I–Z: 19
//   société (not SA)        SIREN 00–68: 19, 69–78: 20, 79–99: 21     21
//   société anonyme         SIREN 00–74: 23, 75–99: 24                24
//   autres (associations…)  24                                        24
//
// Where the table needs what the profile lacks (the owner's initial, the SIREN, the exact legal
// form, the postcode), the earliest possible day is kept: an early reminder costs nothing, a late
// one costs a penalty.

/** `estimated` whenever the day is not the client's own; `toCheck` names what the estimate lacks. */
export type Ca3Day = { day: number; estimated: boolean; toCheck: string[] };

type TvaForm = 'individuelle' | 'societe' | 'autre_redevable' | 'inconnue';

const TVA_FORM: Record<Classification, TvaForm> = {
  'Entreprise Individuelle': 'individuelle',
  'Micro-entreprise': 'individuelle',
  // The table's « sociétés anonymes » are SAs only; SAS and SASU fall under « toutes sociétés »
  // (some guides give them the SA days, 23–24: ours is the earlier of the two).
  SAS: 'societe',
  SASU: 'societe',
  SARL: 'societe',
  EURL: 'societe',
  SCI: 'societe',
  SCM: 'societe',
  GAEC: 'societe',
  // A GIE is not a société; the « société » day is the earlier of the two it could have.
  GIE: 'societe',
  Association: 'autre_redevable',
  // The list has no « SA »: an SA is filed as « Autre ». We give it the « société » days (19–21
  // in Paris and the inner ring, 21 elsewhere) rather than the SA ones (23–24): earlier, so safe
  // for every form « Autre » may hide, and flagged for a check.
  Autre: 'inconnue',
};

const PARIS_AND_INNER_RING = new Set(['75', '92', '93', '94']);

type Place = 'paris' | 'ailleurs' | 'inconnu';

function placeOf(codePostal: string | null): Place {
  const code = codePostal?.trim() ?? '';
  if (!/^\d{5}$/.test(code)) return 'inconnu';
  return PARIS_AND_INNER_RING.has(code.slice(0, 2)) ? 'paris' : 'ailleurs';
}

/** The SIREN's first two digits, unless the SIRET is missing or the « 14 zeros » placeholder. */
function sirenPrefix(siret: string | null): number | null {
  const siren = siret?.replace(/\s+/g, '').slice(0, 9) ?? '';
  return /^\d{9}$/.test(siren) && siren !== '000000000' ? Number(siren.slice(0, 2)) : null;
}

function parisCompanyDay(prefix: number | null): number {
  if (prefix === null || prefix <= 68) return 19;
  return prefix <= 78 ? 20 : 21;
}

export function ca3Day(profile: Pick<ObligationProfile, 'jourTva' | 'codePostal' | 'classification' | 'siret'>): Ca3Day {
  if (profile.jourTva !== null) return { day: profile.jourTva, estimated: false, toCheck: [] };

  const form = profile.classification ? TVA_FORM[profile.classification] : 'inconnue';
  if (form === 'autre_redevable') return { day: 24, estimated: true, toCheck: [] };

  const place = placeOf(profile.codePostal);
  const placeCheck = place === 'inconnu' ? ['le code postal'] : [];
  // An unknown place gets the Paris days, the earlier ones.
  const inParis = place !== 'ailleurs';

  if (form === 'individuelle') return { day: inParis ? 15 : 16, estimated: true, toCheck: ["l'initiale", ...placeCheck] };

  const formCheck = form === 'inconnue' ? ['la forme juridique'] : [];
  if (!inParis) return { day: 21, estimated: true, toCheck: formCheck };
  const prefix = sirenPrefix(profile.siret);
  return {
    day: parisCompanyDay(prefix),
    estimated: true,
    toCheck: [...formCheck, ...(prefix === null ? ['le SIREN'] : []), ...placeCheck],
  };
}
