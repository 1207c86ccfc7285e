import { useLingui } from '@lingui/react/macro';
import { PHONE_AREAS } from '../phone-areas';
import { DETAIL_MAX, DETAIL_MIN, NAME_MAX, type AddressField, type AddressProblem } from './validate';

/** The words under a field for each problem, in the UI language. */
export function useProblemText() {
  const { t, i18n } = useLingui();
  return (field: AddressField, p: AddressProblem, areaCode: string): string => {
    if (field === 'name') return p === 'empty' ? t`请填写收货人姓名` : t`收货人姓名不超过 ${NAME_MAX} 个字`;
    if (field === 'phone') {
      if (p === 'empty') return t`请填写手机号码`;
      const area = PHONE_AREAS.find((a) => a.code === areaCode);
      const place = area ? i18n._(area.label) : `+${areaCode}`;
      return t`请填写正确的手机号码（${place}）`;
    }
    if (field === 'region') return t`请选择所在地区`;
    if (p === 'empty') return t`请填写详细地址`;
    return p === 'too_short' ? t`详细地址至少 ${DETAIL_MIN} 个字` : t`详细地址不超过 ${DETAIL_MAX} 个字`;
  };
}
