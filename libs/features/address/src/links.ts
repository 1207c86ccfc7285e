/** The query of choose mode: the order sheet's path to go back to, carried from the list to the editor. */
export interface ChooseMode {
  select: boolean;
  back: string | null;
}

export function chooseModeOf(search: string): ChooseMode {
  const q = new URLSearchParams(search);
  return { select: q.get('select') === '1', back: q.get('back') };
}

const withMode = (q: URLSearchParams, mode: ChooseMode) => {
  if (mode.select) q.set('select', '1');
  if (mode.back) q.set('back', mode.back);
  const s = q.toString();
  return s ? `?${s}` : '';
};

export const links = {
  list: (prefix: string, mode: ChooseMode) =>
    `${prefix}/address/list${withMode(new URLSearchParams(), mode)}`,
  edit: (prefix: string, mode: ChooseMode, id?: number) =>
    `${prefix}/address/edit${withMode(new URLSearchParams(id ? { id: String(id) } : {}), mode)}`,
};
