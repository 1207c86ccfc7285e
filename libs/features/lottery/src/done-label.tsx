import { Trans } from '@lingui/react/macro';

/** The one state of a row, in the same words on the list and the detail. */
export function DoneLabel({ done }: { done: boolean }) {
  return <span data-done={done}>{done ? <Trans>已完成</Trans> : <Trans>未完成</Trans>}</span>;
}
