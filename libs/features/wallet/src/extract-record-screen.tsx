import { Page, PageShell, useSubApp } from '@yoga/ui';
import { WithdrawalList } from './money-lists';
import s from './wallet.module.css';

/** Every withdrawal with its state, amount and time, paged in as the list scrolls. */
export default function ExtractRecordScreen() {
  const sub = useSubApp();
  return (
    <PageShell>
      <Page>
        <section className={`y-card y-card-flush ${s.flush}`}>
          <WithdrawalList sub={sub} />
        </section>
      </Page>
    </PageShell>
  );
}
