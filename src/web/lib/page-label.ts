import { PAGES, type PageKey } from '../../shared/pages.ts';

export function pageLabel(key: PageKey): string {
  const page = PAGES.find((candidate) => candidate.key === key);
  return page?.label ?? key;
}
