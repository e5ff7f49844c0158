import { vi } from 'vitest';

/** One request the page sent: what a test asserts on instead of the hooks that sent it. */
export type ApiCall = { method: string; path: string; body: unknown };

export type ApiReply = { status?: number; body?: unknown };

type Handler = ApiReply | ((call: ApiCall, params: Record<string, string>) => ApiReply | Promise<ApiReply>);

/** `{ error: { code, message } }`, the server's error body, with the status it comes with. */
export const apiError = (status: number, code: string, message: string): ApiReply => ({
  status,
  body: { error: { code, message } },
});

function compile(route: string) {
  const [method = '', pattern = ''] = route.split(' ');
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/?]+)';
  });
  return { method, regex: new RegExp(`^${source}(?:\\?.*)?$`), names };
}

/**
 * Replaces the network (global fetch) with routes such as 'PATCH /api/clients/:id': everything
 * above it, apiFetch included, runs as in the browser. A request no route answers gets a 404 and
 * stays in `calls`, so a test sees it.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const compiled = Object.entries(routes).map(([route, handler]) => ({ ...compile(route), handler }));
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    for (const route of compiled) {
      const match = route.method === method ? route.regex.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
      const reply = typeof route.handler === 'function' ? await route.handler(call, params) : route.handler;
      return jsonResponse(reply);
    }
    return jsonResponse(apiError(404, 'NOT_FOUND', `Pas de route de test pour ${method} ${path}`));
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The requests sent with this method to paths starting with this prefix. */
    sent: (method: string, prefix: string) => calls.filter((call) => call.method === method && call.path.startsWith(prefix)),
  };
}

function jsonResponse({ status = 200, body }: ApiReply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
