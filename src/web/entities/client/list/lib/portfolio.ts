import { searchParamText } from '../../../../lib/search-param-text.ts';

// The portfolio filter of the client lists (Habilitations, Banque, Suivi, Logiciels): one
// collaborator's clients, as assigned through client_collaborators (their ids: use-portfolio.ts).
// The URL names it the way the Clients page does (?collaborateur=<user id>), or ?mes=1 for the
// signed-in user's own clients: a shared « Mes clients » link shows each reader their own.

export type PortfolioSearch = { collaborateur?: string; mes?: 1 };

/** The portfolio params of a URL, valid ones only; « Mes clients » wins over a named collaborator. */
export function readPortfolioSearch(search: Record<string, unknown>): PortfolioSearch {
  if (searchParamText(search.mes) === '1') return { mes: 1 };
  const collaborateur = searchParamText(search.collaborateur);
  return collaborateur ? { collaborateur } : {};
}

/** The collaborator whose clients are listed, or undefined for every client. */
export function portfolioCollaborator(search: PortfolioSearch, myId: string | undefined): string | undefined {
  return search.mes ? myId : search.collaborateur;
}

/** Choosing a collaborator in the select leaves « Mes clients ». */
export const chooseCollaborator = (id: string | undefined): PortfolioSearch => ({ collaborateur: id, mes: undefined });

/** « Mes clients » is a toggle; pressing it replaces a chosen collaborator. */
export const toggleMine = (search: PortfolioSearch): PortfolioSearch =>
  search.mes ? { mes: undefined } : { mes: 1, collaborateur: undefined };

/** The rows of the portfolio's clients (all rows without a portfolio), in their order. */
export function inPortfolio<R>(
  rows: readonly R[],
  clientIds: ReadonlySet<string> | undefined,
  clientIdOf: (row: R) => string,
): readonly R[] {
  return clientIds ? rows.filter((row) => clientIds.has(clientIdOf(row))) : rows;
}
