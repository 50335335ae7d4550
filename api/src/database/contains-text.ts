/** SQL: one of `columns` holds the `:param` text, case-insensitively (strpos: no LIKE wildcards to escape). */
export function containsText(columns: readonly string[], param: string): string {
  return `(${columns.map((column) => `strpos(lower(${column}), lower(:${param})) > 0`).join(' OR ')})`;
}
