import { useNavigate } from 'react-router';
import { rememberChosenAddress, safeBackPath } from '@yoga/address';
import type { SubAppId } from '@yoga/platform';
import type { ChooseMode } from './links';

/**
 * Choose mode's ending: remember the address for the order sheet and return to it. `back` must be
 * a path of this sub-app; otherwise (absent, foreign) the previous page of the history.
 */
export function useChooseAddress(subApp: SubAppId, mode: ChooseMode) {
  const navigate = useNavigate();
  return (id: number) => {
    rememberChosenAddress(subApp, id);
    const back = safeBackPath(subApp, mode.back);
    if (back) void navigate(back, { replace: true });
    else void navigate(-1);
  };
}
