import { z } from 'zod';

// Every generic validation message (wrong type, unknown field…) in French, in the browser and
// on the server alike. Imported once by each entry point.
z.config(z.locales.fr());
