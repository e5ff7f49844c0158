// Preloaded into an app server's process (node --import) by e2e/support/app-server.ts when a spec
// pins the date: the server then reckons « today » (the obligations' window, « en retard », the
// counters, the Dashboard's week) from E2E_SERVER_NOW instead of the machine's clock, as Playwright's
// page.clock does in the browser. The clock still runs, from that instant on at the real pace, so
// sessions, rate limits and timers behave as usual. PostgreSQL keeps the real clock (its now() and
// column defaults): a spec on such a server checks only what the server reckons in JavaScript.
const pinned = Date.parse(process.env.E2E_SERVER_NOW ?? '');
if (Number.isNaN(pinned)) throw new Error(`E2E_SERVER_NOW n’est pas un instant ISO : « ${process.env.E2E_SERVER_NOW ?? ''} »`);

const RealDate = Date;
const offset = pinned - RealDate.now();
const now = () => RealDate.now() + offset;

// A Proxy rather than a subclass: Date() called without new (a string) keeps working, and
// `instanceof Date` still holds for every date, made before or after.
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
});
