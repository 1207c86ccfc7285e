import { emptyAddress, type AddressValues } from './validate';

/**
 * What was typed into an unsaved form, per sub-app and address ('new' for an added one): a reload,
 * or a login that expired on save and came back here, loses nothing; closing the tab forgets it.
 */
const key = (subApp: string, id: number | undefined) => `address:draft:${subApp}:${id ?? 'new'}`;

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** A stored draft of the right shape, else null (an old or tampered value is ignored). */
export function readAddressDraft(subApp: string, id?: number): AddressValues | null {
  try {
    const raw = sessionStorage.getItem(key(subApp, id));
    if (!raw) return null;
    const d = { ...emptyAddress(), ...(JSON.parse(raw) as Partial<AddressValues>) };
    const ok =
      [d.name, d.areaCode, d.phone, d.detail].every((s) => typeof s === 'string') &&
      strings(d.region) &&
      strings(d.regionCodes) &&
      typeof d.isDefault === 'boolean';
    return ok ? d : null;
  } catch {
    return null;
  }
}

export function writeAddressDraft(subApp: string, id: number | undefined, v: AddressValues): void {
  try {
    sessionStorage.setItem(key(subApp, id), JSON.stringify(v));
  } catch {
    // Storage full or off (private mode): the form works, only without the safety net.
  }
}

export function clearAddressDraft(subApp: string, id?: number): void {
  try {
    sessionStorage.removeItem(key(subApp, id));
  } catch {
    // nothing to clear
  }
}
