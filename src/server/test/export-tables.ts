import { de } from '../../domain/messages';

type Row = Record<string, unknown>;

/**
 * The JSON data export's sections keyed back by table and column names, so checks read the
 * database's names whatever the German titles say. A section without a German name keeps its own.
 */
export function exportTables(data: Record<string, unknown>): Record<string, Row[]> {
  const sections = data[de.dataExport.sectionsKey] as Record<string, Row[]>;
  const tables: Record<string, Row[]> = {};
  const named = new Set<string>();
  for (const [table, { title, columns }] of Object.entries(de.dataExport.sections)) {
    const rows = sections[title];
    if (!rows) continue;
    named.add(title);
    const byLabel = new Map(Object.entries(columns).map(([column, label]) => [label, column]));
    tables[table] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [byLabel.get(k) ?? k, v])),
    );
  }
  for (const [title, rows] of Object.entries(sections)) if (!named.has(title)) tables[title] = rows;
  return tables;
}
