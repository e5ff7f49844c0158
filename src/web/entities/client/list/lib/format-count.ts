const numberFormat = new Intl.NumberFormat('fr-FR');

/** '0 client', '1 client', '1 234 clients': French keeps 0 and 1 singular. */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${numberFormat.format(count)} ${count > 1 ? plural : singular}`;
}
