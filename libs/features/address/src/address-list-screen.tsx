import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAddresses } from '@yoga/address';
import { ActionBar, Page, PageShell, QueryState, StateView, useRouteQuery, useSubApp } from '@yoga/ui';
import { ADDRESS_MAX } from '@yoga/contract/codes';
import { AddressRow } from './address-row';
import { chooseModeOf, links } from './links';
import { FROM_LIST, useChooseAddress } from './use-choose';

/** The address book: the default first; in choose mode (?select=1) a tap picks one for the order. */
export default function AddressListScreen() {
  const { t } = useLingui();
  const sub = useSubApp();
  const q = useRouteQuery('address/list');
  const mode = chooseModeOf(q);
  const query = useAddresses(sub.id);
  const choose = useChooseAddress(sub.id, mode);
  const chosen = Number(q.chosen) || undefined;
  const count = query.data?.length ?? 0;
  const full = count >= ADDRESS_MAX;
  const add = (
    <Link className="y-btn y-btn-block" to={links.edit(sub, mode)} state={FROM_LIST}>
      <Trans>新增收货地址</Trans>
    </Link>
  );

  return (
    <PageShell title={mode.select ? t`选择收货地址` : undefined}>
      <QueryState
        query={query}
        skeleton="blocks"
        isEmpty={(list) => list.length === 0}
        empty={
          <StateView
            illustration="empty"
            title={<Trans>还没有收货地址</Trans>}
            description={<Trans>添加一个地址，下单时就不用再填啦</Trans>}
            action={add}
          />
        }
      >
        {(list) => (
          <Page>
            <ul
              className="y-plain y-col y-gap-3"
              role={mode.select ? 'radiogroup' : undefined}
              aria-label={mode.select ? t`选择收货地址` : t`收货地址`}
            >
              {list.map((a) => (
                <AddressRow
                  key={a.id}
                  address={a}
                  mode={mode}
                  chosen={(chosen ?? list[0]?.id) === a.id}
                  onChoose={() => choose(a.id)}
                />
              ))}
            </ul>
            <p className="y-m0 y-faint y-xs y-center">
              {full ? (
                <Trans>最多保存 {ADDRESS_MAX} 个地址，请删除不用的地址后再添加</Trans>
              ) : (
                <Trans>
                  已保存 {count} 个，最多 {ADDRESS_MAX} 个
                </Trans>
              )}
            </p>
            <ActionBar>
              {full ? (
                <button type="button" className="y-btn y-btn-block" disabled>
                  <Trans>新增收货地址</Trans>
                </button>
              ) : (
                add
              )}
            </ActionBar>
          </Page>
        )}
      </QueryState>
    </PageShell>
  );
}
