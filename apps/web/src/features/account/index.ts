// The account feature's public entry: other features and app/ import only from here.
export { useAccountInfo, accountInfoQueryOptions, type AccountInfo } from './api/get-account-info';
export { formatMobile, nationalMobile } from './account-format';
export { AccountPanel } from './components/account-panel';
export { useAddressBook } from './api/address-book';
export { useStoreCredit } from './api/store-credit';
