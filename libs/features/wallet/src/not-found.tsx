import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ApiBusinessError } from '@yoga/api';
import { ErrorState, StateView } from '@yoga/ui';

/** Whether a failed read means the record does not exist (or is someone else's): retrying cannot help. */
export const isNotFound = (e: unknown) => e instanceof ApiBusinessError && e.code === 404;

/** A record that is not there, with a way back to the list it would be in. */
export function RecordMissing({
  title,
  back,
  backText,
}: {
  title: ReactNode;
  back: string;
  backText: ReactNode;
}) {
  return (
    <StateView
      illustration="not-found"
      title={title}
      description={<Trans>记录可能已被删除，或不属于当前登录的账号</Trans>}
      action={
        <Link className="y-btn" to={back} replace>
          {backText}
        </Link>
      }
    />
  );
}

/** The failure of a detail read: missing, or an error to retry. */
export function DetailFailure(p: { error: unknown; retry: () => void; missing: ReactNode }) {
  return isNotFound(p.error) ? <>{p.missing}</> : <ErrorState onRetry={p.retry} />;
}
