// SIREN (9 digits) and SIRET (SIREN + 5-digit NIC) both end in a Luhn check digit, so a typo
// in one digit or a swap of two neighbours is caught before the number reaches the database.

/** La Poste numbers its many establishments past what Luhn allows: their digit sum is a multiple of 5 instead. */
const LA_POSTE_SIREN = '356000000';

function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (const char of digits) {
    const digit = Number(char);
    sum += double ? (digit > 4 ? digit * 2 - 9 : digit * 2) : digit;
    double = !double;
  }
  return sum;
}

/** True when a string of digits passes the Luhn check (its last digit being the check digit). */
export function passesLuhn(digits: string): boolean {
  return /^\d+$/.test(digits) && luhnSum(digits, digits.length % 2 === 0) % 10 === 0;
}

/** The digit to append to `digits` so that the result passes the Luhn check. */
export function luhnCheckDigit(digits: string): string {
  if (!/^\d*$/.test(digits)) throw new Error(`luhnCheckDigit: chiffres attendus, reçu « ${digits} »`);
  // Appending a digit shifts every position by one: the digit just before it is doubled.
  const sum = luhnSum(digits, digits.length % 2 === 1);
  return String((10 - (sum % 10)) % 10);
}

export function isValidSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && passesLuhn(value);
}

export function isValidSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  if (passesLuhn(value)) return true;
  if (!value.startsWith(LA_POSTE_SIREN)) return false;
  const digitSum = [...value].reduce((sum, char) => sum + Number(char), 0);
  return digitSum % 5 === 0;
}

/**
 * Builds a valid SIRET from the free digits: an 8-digit SIREN body (its check digit is
 * computed) and a 4-digit NIC body (the last digit makes the 14 digits pass Luhn).
 */
export function buildSiret({ sirenBody, nicBody }: { sirenBody: string; nicBody: string }): string {
  if (!/^\d{8}$/.test(sirenBody) || !/^\d{4}$/.test(nicBody)) {
    throw new Error('buildSiret: 8 chiffres de SIREN et 4 chiffres de NIC attendus');
  }
  const siren = sirenBody + luhnCheckDigit(sirenBody);
  const partial = siren + nicBody;
  return partial + luhnCheckDigit(partial);
}
