import { link, type LinkTarget } from '@yoga/platform';

/** The query of choose mode: the order sheet's path to go back to, carried from the list to the editor. */
export interface ChooseMode {
  select: boolean;
  back: string | null;
}

/** Choose mode as the list's or the editor's declared query carries it. */
export function chooseModeOf(q: { select: string | null; back: string | null }): ChooseMode {
  return { select: q.select === '1', back: q.back };
}

const modeQuery = (mode: ChooseMode) => ({ select: mode.select ? 1 : null, back: mode.back });

export const links = {
  list: (sub: LinkTarget, mode: ChooseMode) => link(sub, 'address/list', modeQuery(mode)),
  edit: (sub: LinkTarget, mode: ChooseMode, id?: number) =>
    link(sub, 'address/edit', { id: id || null, ...modeQuery(mode) }),
};
