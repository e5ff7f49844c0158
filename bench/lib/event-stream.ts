/** What opens the event stream: the app in process (`app.request`). */
type InProcessApp = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/**
 * A session's event stream (GET /api/events), read until `waitFor`'s test accepts an event
 * (its name and data). `close` cancels the body: in process (app.request) nothing watches the
 * request's signal, and a stream never cancelled keeps its heartbeat timer, which held the
 * benchmark's process open once its results were written.
 */
export async function openEvents(app: InProcessApp, cookie: string) {
  const response = await app.request('/api/events', { headers: { cookie } });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('/api/events : pas de flux');
  let buffer = '';
  const waitFor = async (found: (event: string, data: string) => boolean): Promise<void> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
        if (found(field('event'), field('data'))) return;
        continue;
      }
      const chunk = await reader.read();
      if (chunk.done) throw new Error('/api/events : flux terminé');
      buffer += chunk.value;
    }
  };
  await waitFor((event) => event === 'ready');
  return { waitFor, close: () => reader.cancel() };
}
