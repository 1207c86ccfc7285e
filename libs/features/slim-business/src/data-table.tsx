import type { ReactNode } from 'react';
import { cx } from '@yoga/ui';
import s from './slim-business.module.css';

/** A business report's table: a header row of column names over the caller's rows. */
export function DataTable({ head, children }: { head: ReactNode[]; children: ReactNode }) {
  return (
    <table className={cx('y-md', s.table)}>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th scope="col" key={i} className="y-bold y-muted">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
