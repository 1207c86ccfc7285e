import { useEffect, useState } from 'react';
import { loadPhoneRules } from '@yoga/platform';
import type { Address } from '@yoga/contract';
import type { PastedAddress } from '../paste/parse-address';
import { clearAddressDraft, readAddressDraft, writeAddressDraft } from './draft';
import { emptyAddress, validateAddress, type AddressField, type AddressValues } from './validate';

const FIELDS: AddressField[] = ['name', 'phone', 'region', 'detail'];

const fromAddress = (a: Address): AddressValues => ({
  name: a.name,
  areaCode: a.areaCode,
  phone: a.phone,
  region: a.region,
  regionCodes: a.regionCodes,
  detail: a.detail,
  isDefault: a.isDefault,
});

/**
 * The form's state: a stored draft first (a reload keeps the typing), else the address edited,
 * else empty. Errors show for a field once it was left or a save was tried, then follow the input.
 */
export function useAddressForm(subApp: string, initial?: Address) {
  const id = initial?.id;
  const [values, setValues] = useState<AddressValues>(
    () => readAddressDraft(subApp, id) ?? (initial ? fromAddress(initial) : emptyAddress()),
  );
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [, setRulesLoaded] = useState(false);

  // The phone rules (~24 KB) load with the form's first paint, not with the screen chunk.
  useEffect(() => {
    void loadPhoneRules().then(
      () => setRulesLoaded(true),
      () => undefined,
    );
  }, []);

  const errors = validateAddress(values);
  const shown = Object.fromEntries(FIELDS.filter((f) => touched[f] && errors[f]).map((f) => [f, errors[f]]));

  const update = (patch: Partial<AddressValues>) =>
    setValues((v) => {
      const next = { ...v, ...patch };
      writeAddressDraft(subApp, id, next);
      return next;
    });
  const touch = (f: AddressField) => setTouched((t) => ({ ...t, [f]: true }));
  const fill = (p: PastedAddress) => {
    update(Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)));
    setTouched((t) => ({
      ...t,
      ...Object.fromEntries(Object.keys(p).map((k) => [k === 'regionCodes' ? 'region' : k, true])),
    }));
  };
  const touchAll = () => setTouched({ name: true, phone: true, region: true, detail: true });

  return {
    values,
    errors,
    shown,
    update,
    touch,
    fill,
    touchAll,
    clearDraft: () => clearAddressDraft(subApp, id),
  };
}
