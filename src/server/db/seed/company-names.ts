import type { Classification } from '../../../shared/clients.ts';
import {
  ASSOCIATIONS,
  CITY_NAMES_FOR_NAMES,
  COMPANY_ACTIVITIES,
  COMPANY_ADJECTIVES,
  FAMILY_SUFFIXES,
  FARMS,
  FIRST_NAMES,
  HEALTH_PRACTICES,
  HOUSE_PREFIXES,
  LAST_NAMES,
  PLACE_NAMES,
  POSTAL_PLACES,
  REGIONS,
  SOLO_ACTIVITIES,
  TRADES,
} from './french-data.ts';
import type { Random } from './random.ts';

// A name that fits the legal form (an SCI is named after a building or a family, a GAEC after
// a farm), built from several lists so that 10,000 clients are mostly distinct.

/** Every town the lists know, so that "Boulangerie de …" has enough variants for 10,000 clients. */
const TOWNS = [...new Set([...CITY_NAMES_FOR_NAMES, ...POSTAL_PLACES.map((place) => place.ville)])];

/** "de Nîmes" but "d'Orléans": French elides before a vowel. */
function ofPlace(place: string): string {
  return /^[AEIOUYÀÂÉÈÊÎÔÛ]/i.test(place) ? `d'${place}` : `de ${place}`;
}

function commercialName(random: Random, legalForm: string): string {
  const surname = random.pick(LAST_NAMES);
  switch (random.int(0, 5)) {
    case 0:
      return `${random.pick(TRADES)} ${surname} ${legalForm}`;
    case 1:
      return `${random.pick(TRADES)} ${surname} ${random.pick(FAMILY_SUFFIXES)}`;
    case 2:
      return `Société ${random.pick(COMPANY_ADJECTIVES)} des ${random.pick(COMPANY_ACTIVITIES)} ${random.pick(REGIONS)}`;
    case 3:
      return `${random.pick(TRADES)} ${ofPlace(random.pick(TOWNS))}`;
    case 4:
      return `${random.pick(HOUSE_PREFIXES)} ${surname} ${random.pick(FAMILY_SUFFIXES)}`;
    default:
      return `${random.pick(TRADES)} ${random.pick(FIRST_NAMES)} ${surname}`;
  }
}

export function makeCompanyName(random: Random, classification: Classification): string {
  switch (classification) {
    case 'SCI':
      return random.chance(0.4)
        ? `SCI ${random.pick(PLACE_NAMES)}${random.chance(0.5) ? ` ${random.pick(TOWNS)}` : ''}`
        : `SCI ${random.pick(LAST_NAMES)}${random.chance(0.5) ? `-${random.pick(LAST_NAMES)}` : ' Patrimoine'}`;
    case 'SCM':
      return `${random.pick(HEALTH_PRACTICES)} ${random.chance(0.5) ? random.pick(TOWNS) : random.pick(LAST_NAMES)}`;
    case 'Association':
      return `${random.pick(ASSOCIATIONS)} ${ofPlace(random.pick(TOWNS))}`;
    case 'GAEC':
      return random.chance(0.5)
        ? `GAEC ${random.pick(FARMS)} ${random.pick(PLACE_NAMES)}`
        : `GAEC ${random.pick(LAST_NAMES)} Frères`;
    case 'GIE':
      return `GIE ${random.pick(COMPANY_ACTIVITIES)} ${random.pick(REGIONS)}`;
    case 'Entreprise Individuelle':
    case 'Micro-entreprise':
      return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(SOLO_ACTIVITIES)}`;
    case 'SAS':
    case 'SARL':
    case 'EURL':
    case 'SASU':
      return commercialName(random, classification);
    case 'Autre':
      return commercialName(random, random.pick(['SA', 'SNC', 'SELARL']));
  }
}

/** ASCII, lowercase, hyphen-separated: for e-mail addresses and domains. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase()
    .replace(/&/g, ' et ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
