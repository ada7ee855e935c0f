// The one rupee formatter lives in the contract, shared with the server's mails.
export { formatRupees } from '@store/contract/money';
