import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AddressCard, useDeleteAddress, useSetDefaultAddress } from '@yoga/address';
import type { Address } from '@yoga/contract';
import { Badge, Card, confirmDialog, showToast, useSubApp, cx } from '@yoga/ui';
import { links, type ChooseMode } from './links';
import { FROM_LIST } from './use-choose';
import s from './address-book.module.css';

export interface AddressRowProps {
  address: Address;
  mode: ChooseMode;
  /** Choose mode: the address the order has now (the radio that is on). */
  chosen: boolean;
  onChoose: () => void;
}

/** One address with its actions: set as default, edit, delete; in choose mode the card is a radio. */
export function AddressRow({ address: a, mode, chosen, onChoose }: AddressRowProps) {
  const { t } = useLingui();
  const sub = useSubApp();
  const navigate = useNavigate();
  const remove = useDeleteAddress(sub.id);
  const makeDefault = useSetDefaultAddress(sub.id);
  const busy = remove.isPending || makeDefault.isPending;

  const onDelete = async () => {
    const sure = await confirmDialog({
      title: t`删除地址`,
      message: t`确定删除这个收货地址吗？`,
      ok: t`删除`,
      cancel: t`取消`,
    });
    if (!sure) return;
    remove.mutate(a.id, { onSuccess: () => void showToast(t`已删除`, { icon: 'success' }) });
  };
  const onDefault = () =>
    makeDefault.mutate(a.id, { onSuccess: () => void showToast(t`已设为默认地址`, { icon: 'success' }) });
  const edit = () => void navigate(links.edit(sub, mode, a.id), { state: FROM_LIST });

  return (
    <Card as="li" className={s.item} aria-busy={busy || undefined}>
      {mode.select ? (
        <button
          type="button"
          role="radio"
          aria-checked={chosen}
          className={cx('y-row y-gap-3 y-bare', s.choose)}
          onClick={onChoose}
        >
          <span className={cx('y-fixed', s.radio)} aria-hidden="true" />
          <span className="y-grow">
            <AddressCard address={a} />
          </span>
        </button>
      ) : (
        <AddressCard address={a} />
      )}
      <div className={cx('y-row y-gap-1 y-mt-2', s.actions)}>
        {a.isDefault ? (
          <Badge className={s.default}>
            <Trans>默认地址</Trans>
          </Badge>
        ) : (
          <button type="button" className={cx(s.link, s.default)} disabled={busy} onClick={onDefault}>
            <Trans>设为默认</Trans>
          </button>
        )}
        <button
          type="button"
          className={s.link}
          disabled={busy}
          onClick={edit}
          aria-label={t`编辑 ${a.name} 的地址`}
        >
          <Trans>编辑</Trans>
        </button>
        <button
          type="button"
          className={s.link}
          disabled={busy}
          onClick={() => void onDelete()}
          aria-label={t`删除 ${a.name} 的地址`}
        >
          <Trans>删除</Trans>
        </button>
      </div>
    </Card>
  );
}
