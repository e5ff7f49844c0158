import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let signedIn: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  signedIn = (await t.signedIn({ email: 'camille@cabinet.test' })).client;
});
afterAll(() => t.close());

describe('GET /api/communes', () => {
  it('lists the communes of a postcode, sorted by name the French way', async () => {
    const response = await signedIn.get('/api/communes?codePostal=01200');
    expect(response.status).toBe(200);
    // Official data changes yearly: the browser may keep the answer.
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(response.json).toEqual({
      communes: [
        { nom: 'Billiat', codeInsee: '01044' },
        { nom: 'Chézery-Forens', codeInsee: '01104' },
        { nom: 'Confort', codeInsee: '01114' },
        // Accented initials sort with their letter, not after 'Z'.
        { nom: 'Éloise', codeInsee: '74109' },
        { nom: 'Injoux-Génissiat', codeInsee: '01189' },
        { nom: 'Léaz', codeInsee: '01209' },
        { nom: 'Montanges', codeInsee: '01257' },
        { nom: 'Valserhône', codeInsee: '01033' },
        { nom: 'Villes', codeInsee: '01448' },
      ],
    });
  });

  it('gives the commune itself, not its municipal arrondissements', async () => {
    expect((await signedIn.get('/api/communes?codePostal=75001')).json).toEqual({ communes: [{ nom: 'Paris', codeInsee: '75056' }] });
    expect((await signedIn.get('/api/communes?codePostal=13001')).json).toEqual({ communes: [{ nom: 'Marseille', codeInsee: '13055' }] });
  });

  it('covers overseas departments and ignores surrounding spaces', async () => {
    expect((await signedIn.get('/api/communes?codePostal=%2097400%20')).json).toEqual({
      communes: [{ nom: 'Saint-Denis', codeInsee: '97411' }],
    });
  });

  it('answers an empty list for a well-formed postcode that does not exist', async () => {
    expect(await signedIn.get('/api/communes?codePostal=00000')).toMatchObject({ status: 200, json: { communes: [] } });
  });

  it.each([['7500'], ['750011'], ['75OO1'], ['']])('refuses the malformed postcode %j in French', async (codePostal) => {
    const response = await signedIn.get(`/api/communes?codePostal=${encodeURIComponent(codePostal)}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: { code: 'VALIDATION', message: 'Le code postal doit contenir 5 chiffres', issues: [{ path: 'codePostal' }] },
    });
  });

  it('refuses a request without a postcode', async () => {
    const response = await signedIn.get('/api/communes');
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Le code postal est requis' } } });
  });

  it('needs a session', async () => {
    const response = await t.client().get('/api/communes?codePostal=75001');
    expect(response).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });
});
