import { Trans } from '@lingui/react/macro';
import type { ApplicationItemKey } from '@yoga/contract';

/** An application item's name. */
export function ItemName({ k }: { k: ApplicationItemKey }) {
  switch (k) {
    case 'id_card':
      return <Trans>身份证</Trans>;
    case 'photo':
      return <Trans>个人照片</Trans>;
    case 'certificate':
      return <Trans>教练资格证书</Trans>;
    case 'experience':
      return <Trans>教学经历</Trans>;
    default:
      return <Trans>健康证明</Trans>;
  }
}
