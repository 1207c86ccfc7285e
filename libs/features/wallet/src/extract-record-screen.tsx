import { PageShell, useSubApp } from '@yoga/ui';
import { WithdrawalList } from './money-lists';
import './wallet.css';

/** Every withdrawal with its state, amount and time, paged in as the list scrolls. */
export default function ExtractRecordScreen() {
  const sub = useSubApp();
  return (
    <PageShell>
      <div className="wl">
        <section className="wl-card wl-card-flush">
          <WithdrawalList sub={sub} />
        </section>
      </div>
    </PageShell>
  );
}
