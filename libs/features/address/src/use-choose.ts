import { useNavigate } from 'react-router';
import { rememberChosenAddress, safeBackPath } from '@yoga/address';
import type { SubAppId } from '@yoga/platform';
import { hasInAppHistory } from '@yoga/ui';
import type { ChooseMode } from './links';

/** location.state of an editor opened from the list in choose mode: the order page is two steps back. */
export const FROM_LIST = { fromList: true } as const;

/**
 * Choose mode's ending: remember the address for the order sheet and return to it. Opened from the
 * order page (the usual way), that is going back in the history: `steps` entries (the list, or the
 * list and its editor), so Back afterwards does not show the order page a second time. Opened cold,
 * the page replaces itself with `back` (a path of this sub-app only); without one, the previous page.
 */
export function useChooseAddress(subApp: SubAppId, mode: ChooseMode) {
  const navigate = useNavigate();
  return (id: number, steps = 1) => {
    rememberChosenAddress(subApp, id);
    const back = safeBackPath(subApp, mode.back);
    if (back && !hasInAppHistory(steps)) void navigate(back, { replace: true });
    else void navigate(-steps);
  };
}
