import type { ReactNode } from 'react';

export interface Column {
  label: string;
  /** Figures align right so that their digits line up. */
  numeric?: boolean;
}

export interface Row {
  key: string;
  /** The first cell names the row and is its header. */
  cells: ReactNode[];
}

/**
 * A real table of a chart's values. Wide tables scroll sideways on a phone; the scrolling box can
 * be focused, so a keyboard can scroll it too.
 */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column[];
  rows: Row[];
}) {
  const align = (c: Column | undefined) => (c?.numeric ? 'text-right tabular-nums' : 'text-left');
  return (
    <div className="flex flex-col gap-1">
      {/* The caption scrolls with a wide table; this copy of it stays in view above. */}
      <p aria-hidden="true" className="text-sm font-semibold">
        {caption}
      </p>
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus for the keyboard to scroll it
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-lg border border-line"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className={`whitespace-nowrap px-3 py-2 font-semibold ${align(c)}`}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                {columns.map((column, i) =>
                  i === 0 ? (
                    <th
                      key={column.label}
                      scope="row"
                      className={`whitespace-nowrap px-3 py-2 font-medium ${align(column)}`}
                    >
                      {row.cells[i]}
                    </th>
                  ) : (
                    <td
                      key={column.label}
                      className={`whitespace-nowrap px-3 py-2 ${align(column)}`}
                    >
                      {row.cells[i]}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
