// A backup file is JSON lines: each line parsed on its own, a missing one a truncated file.

export type NextLine = () => Promise<string | undefined>;

export function parseLine<T>(line: string | undefined, what: string): T {
  if (line === undefined) throw new Error(`Sauvegarde tronquée : ${what} manquant.`);
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new Error(`Sauvegarde illisible : ${what} invalide.`);
  }
}
