/** « Marie Dupont » → « MD », « Jean-Luc Martin » → « JM »: the card's responsible, two letters at most. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => word?.charAt(0).toLocaleUpperCase('fr-FR') ?? '').join('');
}
