export * from './enums.ts';
export * from './auth.ts';
export * from './clients.ts';
export * from './tasks.ts';
export * from './authorizations.ts';
export * from './tracking.ts';
export * from './notes.ts';
