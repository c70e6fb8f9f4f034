import type { Key, ReactNode } from 'react';
import { Empty } from './ui';

/** One column: its heading, what a row shows in it, and whether it holds numbers. */
export interface Column<Row> {
  head: string;
  cell: (row: Row) => ReactNode;
  /** numbers line up on the right */
  num?: boolean;
  /** long text (ids, user agents) may break anywhere */
  wrap?: boolean;
}

/** A table of rows under column headings, or "Nothing here" when there are none. */
export function Table<Row>({
  rows,
  columns,
  rowKey,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
}) {
  if (rows.length === 0) return <Empty when />;
  const cellClass = (c: Column<Row>) => (c.num ? 'ad-num' : c.wrap ? 'ad-wrap' : undefined);
  return (
    <table className="ad-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.head} scope="col">
              {c.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.head} className={cellClass(c)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
