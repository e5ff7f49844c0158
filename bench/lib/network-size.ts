// Imported first by a benchmark measured at the network size only (bench/network-pages.ts): sets
// BENCH_SIZE before bench/lib/size.ts reads it (ES modules run in the order they are imported, and
// this one imports nothing), unless a small trial run was asked for (--small, BENCH_SIZE=small).
if (process.env.BENCH_SIZE !== 'small' && !process.argv.includes('--small')) process.env.BENCH_SIZE = 'network';
