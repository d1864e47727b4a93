/**
 * A LIKE pattern matching `text` anywhere, in lower case, its wildcards (`%`, `_`) and the escape (`\`) taken
 * literally: for searches over a `lower(…)` expression with a trigram index (the back office's lists).
 */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
