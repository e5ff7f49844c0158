/**
 * Planner settings every connection of the application's pools starts with (the startup
 * packet's `options`, so no statement is spent on them).
 *
 * random_page_cost 1.1 rather than PostgreSQL's default 4, which prices an index probe as a read
 * from a spinning disk: the firm's database (some hundreds of MB at the reference firm, a few GB
 * for a network of offices) sits in memory or on SSD, where a probe costs little more than a
 * sequential read. With 4, the Dashboard hashed the 10,000 clients to find a collaborator's 500
 * instead of fetching them by key (23 → 14.5 ms); the load test's mix spends 7 to 13 % less
 * PostgreSQL CPU per request. A connection string that sets `options` itself keeps its own.
 */
export const PLANNER_OPTIONS = '-c random_page_cost=1.1';
