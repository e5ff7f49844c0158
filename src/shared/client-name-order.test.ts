import { describe, expect, it } from 'vitest';

import { compareFoldedNames, namesInOrder, sortByClientName } from './client-name-order.ts';
import { foldText } from './client-search.ts';

const byFolding = (a: string, b: string) => compareFoldedNames(foldText(a), foldText(b)) <= 0;

describe('sortByClientName', () => {
  it('orders names accents and case aside, a name without letters last, equal names as they came', () => {
    const rows = ['Brunet', 'béatrice 2', '', 'Béatrice 1', 'BEATRICE 1', 'Zola', 'Étude Arnaud'].map((raisonSociale, id) => ({ raisonSociale, id }));
    expect(sortByClientName(rows).map((row) => row.raisonSociale)).toEqual(['Béatrice 1', 'BEATRICE 1', 'béatrice 2', 'Brunet', 'Étude Arnaud', 'Zola', '']);
  });
});

describe('namesInOrder', () => {
  it('decides by the first characters that fold apart, without folding the names; leaves a mark or Σ to the folded names', () => {
    expect(namesInOrder('Agence immobilière Anaïs Marchand', 'Agence immobilière Anaïs Martin')).toBe(true);
    expect(namesInOrder('agence Martin', 'AGENCE Marchand')).toBe(false);
    expect(namesInOrder('Brunet', 'Béatrice')).toBe(false);
    expect(namesInOrder('Béatrice', 'BEATRICE')).toBe(true);
    expect(namesInOrder('Dupont', 'Dupont SARL')).toBe(true);
    expect(namesInOrder('e\u0301tude', 'etude')).toBeUndefined();
    expect(namesInOrder('ΑΣ~', 'ΑΣb')).toBeUndefined();
  });

  // Names where folding is not letter by letter: combining accents, Σ (ς at a word's end), İ,
  // Hangul, a character outside the BMP, names that fold to nothing.
  const NAMES = [
    '',
    'a',
    'A',
    'ab',
    'aB',
    'Ab c',
    'abc',
    'Ab-c',
    'e\u0301tude',
    'étude',
    'Étude',
    'etude',
    'etudes',
    'e\u0301',
    '\u0301',
    '\u0301a',
    'ΑΣ',
    'ΑΣΑ',
    'ΑΣ~',
    'ΑΣb',
    'ασ',
    'ας',
    'İstanbul',
    'istanbul',
    'Istanbul',
    '한국',
    '한',
    '😀a',
    '😀b',
    '😁',
    '𐐀',
    '𐐨',
    '하中',
    'Œuvre',
    'oeuvre',
    'ß',
    'ss',
    'Zola',
    'zoé',
    'Dupont',
    'dupont',
    'Dupont SARL',
    '\u0301Dupont',
  ];

  it('agrees with comparing the folded names, for every pair of these names', () => {
    for (const a of NAMES) {
      for (const b of NAMES) {
        expect([a, b, namesInOrder(a, b) ?? byFolding(a, b)]).toEqual([a, b, byFolding(a, b)]);
      }
    }
  });

  it('agrees with comparing the folded names, for short names drawn from these characters', () => {
    const characters = ['a', 'A', 'b', 'e', 'é', 'É', '\u0301', 'Σ', 'σ', 'ς', ' ', '~', '한', '하', '中', '😀', '𐐀', '𐐨', 'İ', 'ß', 'Œ', '&', '1'];
    // A fixed sequence (a linear congruential generator): the same names on every run.
    let seed = 42;
    const next = (bound: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 16) % bound;
    };
    const name = () => Array.from({ length: next(5) }, () => characters[next(characters.length)]).join('');
    for (let n = 0; n < 5000; n++) {
      const [a, b] = [name(), name()];
      expect([a, b, namesInOrder(a, b) ?? byFolding(a, b)]).toEqual([a, b, byFolding(a, b)]);
    }
  });
});
