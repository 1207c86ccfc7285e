import { Link, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AddressForm, useAddress, useSaveAddress } from '@yoga/address';
import type { AddressRequest } from '@yoga/contract';
import { parseId } from '@yoga/format';
import { hasInAppHistory, PageShell, QueryState, showToast, useRouteQuery, useSubApp } from '@yoga/ui';
import { chooseModeOf, links } from './links';
import { FROM_LIST, useChooseAddress } from './use-choose';

/** address/edit?id= edits one address; without an id it adds one. */
export default function AddressEditScreen() {
  const { t } = useLingui();
  const loc = useLocation();
  const navigate = useNavigate();
  const sub = useSubApp();
  const q = useRouteQuery('address/edit');
  const mode = chooseModeOf(q);
  // No id: a new address; an id that is no address id at all (-3, abc) is one that does not exist.
  const id = !q.id ? 0 : (parseId(q.id) ?? -1);
  const query = useAddress(sub.id, id);
  const save = useSaveAddress(sub.id);
  const choose = useChooseAddress(sub.id, mode);
  const fromList = (loc.state as typeof FROM_LIST | null)?.fromList === true;

  const submit = async (body: AddressRequest) => {
    const saved = await save.mutateAsync({ id: id || undefined, body });
    void showToast(t`地址已保存`, { icon: 'success' });
    if (mode.select) return choose(saved.id, fromList ? 2 : 1);
    // Back to the list it came from; opened directly, to the list in its place.
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(links.list(sub, mode), { replace: true });
  };

  if (!id)
    return (
      <PageShell title={t`新增收货地址`}>
        <AddressForm subApp={sub.id} onSubmit={submit} />
      </PageShell>
    );
  return (
    <PageShell title={t`编辑收货地址`}>
      <QueryState
        query={query}
        notFound={id < 0}
        notFoundTitle={<Trans>这个地址不存在或已删除</Trans>}
        notFoundAction={
          <Link className="y-btn" to={links.list(sub, mode)} replace>
            <Trans>返回地址列表</Trans>
          </Link>
        }
        skeleton={{ shape: 'form', lines: 5 }}
      >
        {(a) => <AddressForm key={a.id} subApp={sub.id} initial={a} onSubmit={submit} />}
      </QueryState>
    </PageShell>
  );
}
