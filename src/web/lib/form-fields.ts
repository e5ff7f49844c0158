/** Reads named text fields of a submitted form; a missing field reads as ''. */
export function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  const entries = names.map((name) => {
    const value = data.get(name);
    return [name, typeof value === 'string' ? value : ''] as const;
  });
  return Object.fromEntries(entries) as Record<K, string>;
}
