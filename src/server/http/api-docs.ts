type OpenApiOperation = { summary?: string; tags?: string[] };
type OpenApiDocument = { info: { title: string; version: string }; paths?: Record<string, object> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escape = (value: string) =>
  value.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);

/**
 * A readable index of the API, rendered on the server from the OpenAPI document: no script and
 * nothing fetched from a CDN, so it works offline and under the app's strict CSP.
 */
export function renderApiDocs(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (!(method in operations)) continue;
      const operation = (operations as Partial<Record<(typeof METHODS)[number], OpenApiOperation>>)[method] ?? {};
      const tag = operation.tags?.[0] ?? 'Autres';
      const row = `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(operation.summary ?? '')}</td></tr>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag]
    .map(([tag, rows]) => `<h2>${escape(tag)}</h2><table><thead><tr><th>Méthode</th><th>Chemin</th><th>Rôle</th></tr></thead><tbody>${rows.join('')}</tbody></table>`)
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escape(doc.info.title)}</title></head>
<body><h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1>
<p>Document OpenAPI complet (schémas des requêtes et des réponses) : <a href="/api/openapi.json">/api/openapi.json</a>.
Les erreurs ont toutes la forme <code>{ "error": { "code", "message", "issues"? } }</code>.</p>${sections}</body></html>`;
}
