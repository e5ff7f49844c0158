// The size every benchmark measures at. The reference firm of QUALITY.md by default; a small
// one (BENCH_SIZE=small, or --small on the command line) to try a benchmark out in seconds.
// Figures from a small run say nothing: the reports name the size they were taken at.

export type BenchSize = { name: 'référence' | 'petite'; clients: number; tasks: number; users: number };

export const REFERENCE_SIZE: BenchSize = { name: 'référence', clients: 10_000, tasks: 100_000, users: 20 };
const SMALL_SIZE: BenchSize = { name: 'petite', clients: 1_000, tasks: 5_000, users: 20 };

export const isSmall = process.env.BENCH_SIZE === 'small' || process.argv.includes('--small');

export const SIZE: BenchSize = isSmall ? SMALL_SIZE : REFERENCE_SIZE;

/** Seed of the demo data: the same firm in every benchmark. */
export const SEED = 42;

const fr = (n: number) => n.toLocaleString('fr-FR');
/** "10 000 clients, 100 000 tâches, 20 collaborateurs", with a warning when not at the reference size. */
export const sizeLabel = (size: BenchSize = SIZE) =>
  `${fr(size.clients)} clients, ${fr(size.tasks)} tâches, ${size.users} collaborateurs${size.name === 'petite' ? ' (**petite taille d’essai, pas la taille de référence**)' : ''}`;
