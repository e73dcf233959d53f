/** A LIKE pattern that finds `text` anywhere, its `%` `_` `\` literal (used with `escape '\'`). */
export const literalLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
