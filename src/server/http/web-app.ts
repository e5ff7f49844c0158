import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the built React app: hashed assets cached for a year (precompressed when the browser
 * accepts br or gzip), and index.html for every other
 * path so that each page has a real URL (reload, deep links, back button).
 */
export function createWebAppRoutes(root: string) {
  const routes = new Hono();
  const indexFile = join(root, 'index.html');
  routes.use(
    '/assets/*',
    serveStatic({
      root,
      // The build writes .br and .gz siblings of the JS and CSS (scripts/build.mjs).
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        if (!c.res.headers.get('Vary')) c.header('Vary', 'Accept-Encoding');
      },
    }),
  );
  routes.use(
    '*',
    serveStatic({
      root,
      index: 'index.html',
      onFound: (path, c) => {
        if (path.endsWith('index.html')) c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  routes.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('Application web non construite : lancez « npm run build » (ou « npm start »).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return routes;
}
