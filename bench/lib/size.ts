// The size every benchmark measures at. The reference firm of QUALITY.md by default; a small
// one (BENCH_SIZE=small, or --small on the command line) to try a benchmark out in seconds; the
// network of offices of issue 27 (BENCH_SIZE=network, or --network: 50,000 clients, 500,000
// tasks, and the seed CLI's default of 5 users, as `npm run seed:demo -- --clients 50000 --tasks
// 500000` gives a new user). Figures from a small run say nothing: the reports name the size
// they were taken at.

export type BenchSize = { name: 'référence' | 'petite' | 'réseau'; clients: number; tasks: number; users: number };

export const REFERENCE_SIZE: BenchSize = { name: 'référence', clients: 10_000, tasks: 100_000, users: 20 };
const SMALL_SIZE: BenchSize = { name: 'petite', clients: 1_000, tasks: 5_000, users: 20 };
/** The users are the seed CLI's default (src/server/cli/seed-demo.ts), as the command seeds them. */
export const NETWORK_SIZE: BenchSize = { name: 'réseau', clients: 50_000, tasks: 500_000, users: 5 };

export const isSmall = process.env.BENCH_SIZE === 'small' || process.argv.includes('--small');
export const isNetwork = !isSmall && (process.env.BENCH_SIZE === 'network' || process.argv.includes('--network'));

export const SIZE: BenchSize = isSmall ? SMALL_SIZE : isNetwork ? NETWORK_SIZE : REFERENCE_SIZE;

/** Seed of the demo data: the same firm in every benchmark. */
export const SEED = 42;

const fr = (n: number) => n.toLocaleString('fr-FR');
/** "10 000 clients, 100 000 tâches, 20 collaborateurs", with a warning when not at the reference size. */
export const sizeLabel = (size: BenchSize = SIZE) =>
  `${fr(size.clients)} clients, ${fr(size.tasks)} tâches, ${size.users} collaborateurs${size.name === 'petite' ? ' (**petite taille d’essai, pas la taille de référence**)' : size.name === 'réseau' ? ' (réseau de cabinets de l’issue 27)' : ''}`;
