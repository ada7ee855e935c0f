// Indian address rules: states and union territories, PIN codes and mobile numbers. Each parser
// returns the stored form, or null when the input is not a real one; callers word the error.
// The PIN code and mobile rules are the contract's, which the storefront applies too; the
// other spellings of states are the server's own, as it alone reads addresses written elsewhere.
import { INDIAN_STATES, type IndianState } from '@store/contract';

export { parseIndianMobile, parsePinCode, type IndianState } from '@store/contract';

/** What the API says of a phone `parseIndianMobile` refused, after the field's name. */
export const INDIAN_MOBILE_REFUSAL =
  'enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (with or without +91)';

/** Lower case, '&' read as 'and', dots and commas dropped, spaces collapsed. */
function stateKey(raw: string): string {
  return raw.toLowerCase().replace(/&/g, ' and ').replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

// What shoppers and address books actually write: old names, short forms and the codes used on
// number plates and in ISO 3166-2:IN (both the old and the 2023 ones).
const ALIASES: Record<string, IndianState> = {
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
  pondicherry: 'Puducherry',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  chattisgarh: 'Chhattisgarh',
  tamilnadu: 'Tamil Nadu',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'j and k': 'Jammu and Kashmir',
  ap: 'Andhra Pradesh',
  ar: 'Arunachal Pradesh',
  as: 'Assam',
  br: 'Bihar',
  cg: 'Chhattisgarh',
  ct: 'Chhattisgarh',
  ga: 'Goa',
  gj: 'Gujarat',
  hr: 'Haryana',
  hp: 'Himachal Pradesh',
  jh: 'Jharkhand',
  ka: 'Karnataka',
  kl: 'Kerala',
  mp: 'Madhya Pradesh',
  mh: 'Maharashtra',
  mn: 'Manipur',
  ml: 'Meghalaya',
  mz: 'Mizoram',
  nl: 'Nagaland',
  od: 'Odisha',
  or: 'Odisha',
  pb: 'Punjab',
  rj: 'Rajasthan',
  sk: 'Sikkim',
  tn: 'Tamil Nadu',
  tg: 'Telangana',
  ts: 'Telangana',
  tr: 'Tripura',
  up: 'Uttar Pradesh',
  uk: 'Uttarakhand',
  ut: 'Uttarakhand',
  wb: 'West Bengal',
  an: 'Andaman and Nicobar Islands',
  ch: 'Chandigarh',
  dh: 'Dadra and Nagar Haveli and Daman and Diu',
  dn: 'Dadra and Nagar Haveli and Daman and Diu',
  dd: 'Dadra and Nagar Haveli and Daman and Diu',
  dl: 'Delhi',
  jk: 'Jammu and Kashmir',
  la: 'Ladakh',
  ld: 'Lakshadweep',
  py: 'Puducherry',
};

const BY_KEY = new Map<string, IndianState>([
  ...INDIAN_STATES.map((s) => [stateKey(s), s] as const),
  ...Object.entries(ALIASES),
]);

/** The official name of a state or union territory, or null when the text names none. */
export function parseIndianState(raw: string): IndianState | null {
  return BY_KEY.get(stateKey(raw)) ?? null;
}
