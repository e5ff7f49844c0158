// The journal the app builds from the features' descriptors, for tests of what reads it: tests
// may reach the app, which features may not import.
export { JOURNAL as appJournal } from '../app/features.ts';
