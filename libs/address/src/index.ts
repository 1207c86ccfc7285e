/**
 * Shipping addresses, shared by the address book (libs/features/address) and the shops' order
 * sheets. Its strings are in the catalogs of the features listed in lingui.config.ts (featureLibs),
 * not in the apps' first catalog: a feature that shows these parts is added there.
 */
export { addressKeys } from './keys';
export { fetchAddresses, addressesOptions, useAddresses } from './api/addresses';
export { fetchAddress, addressOptions, useAddress, ADDRESS_NOT_FOUND } from './api/address';
export { saveAddress, useSaveAddress, type SaveAddress } from './api/save-address';
export { deleteAddress, useDeleteAddress } from './api/delete-address';
export { setDefaultAddress, useSetDefaultAddress } from './api/set-default-address';
export { AddressForm, type AddressFormProps } from './form/address-form';
export { AddressCard, type AddressCardProps } from './address-card';
export { rememberChosenAddress, takeChosenAddress, safeBackPath } from './handoff';
export { parseAddress, type PastedAddress } from './paste/parse-address';
export { validateAddress, type AddressValues, type AddressErrors } from './form/validate';
export { PHONE_AREAS } from './phone-areas';
export { loadAreaData, type AreaData } from './region/area-data';
