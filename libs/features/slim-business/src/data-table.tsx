import type { ReactNode } from 'react';

/** A business report's table: a header row of column names over the caller's rows. */
export function DataTable({ head, children }: { head: ReactNode[]; children: ReactNode }) {
  return (
    <table className="sb-table">
      <thead>
        <tr>
          {head.map((h, i) => (
            <th scope="col" key={i}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
