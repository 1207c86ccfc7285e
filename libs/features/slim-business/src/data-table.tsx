import type { ReactNode } from 'react';
import s from './slim-business.module.css';

/** A business report's table: a header row of column names over the caller's rows. */
export function DataTable({ head, children }: { head: ReactNode[]; children: ReactNode }) {
  return (
    <table className={s.table}>
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
