import type { Software } from '../../../../shared/software.ts';
import type { UserOption } from '../../../../shared/users.ts';

/** Names behind the ids a client row carries. */
export type ClientLookups = {
  userName: (id: string) => string | undefined;
  softwareName: (id: string) => string | undefined;
};

export function buildLookups(users: readonly UserOption[], software: readonly Software[]): ClientLookups {
  const userNames = new Map(users.map((user) => [user.id, user.fullName]));
  const softwareNames = new Map(software.map((item) => [item.id, item.name]));
  return { userName: (id) => userNames.get(id), softwareName: (id) => softwareNames.get(id) };
}

export const UNKNOWN_USER = 'Utilisateur inconnu';

/** The assigned collaborators' names, in assignment order. */
export function collaboratorNames(ids: readonly string[], lookups: ClientLookups): string[] {
  return ids.map((id) => lookups.userName(id) ?? UNKNOWN_USER);
}
