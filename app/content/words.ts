/**
 * Reading a language's words for the facts of app/content. The facts name pages, cards and
 * items by key; every key has its words in every language (the content catalogue's type and
 * its tests check it), so a missing entry is a programming error, reported with where it is.
 */
export function entryOf<T>(table: Readonly<Record<string, T>>, key: string, where: string): T {
  const entry = table[key];
  if (entry === undefined) throw new Error(`${where}: no words for "${key}" in the content catalogue`);
  return entry;
}
