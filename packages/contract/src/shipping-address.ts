// What makes a shipping address deliverable beyond its shape (issue 36): a name a courier can
// ask for, an address line a courier can find, and a city that is where the PIN code is. The
// checkout form and the server both apply these, so the shopper hears the server's words first.

/** An address line shorter than this cannot hold a house number, a street and an area. */
export const MIN_ADDRESS_LENGTH = 8;

export const FULL_NAME_LETTERS_MESSAGE = 'fullName must have at least 2 letters';
export const ADDRESS_LENGTH_MESSAGE = `address must be at least ${MIN_ADDRESS_LENGTH} characters, with the house or flat number, street and area`;

const LETTER = /\p{L}/gu;

export const letterCount = (value: string): number => value.match(LETTER)?.length ?? 0;

// A blank value passes both: 'is required' is the message for it.
export const hasFullName = (value: string): boolean =>
  value.trim() === '' || letterCount(value) >= 2;

export const isAddressLine = (value: string): boolean =>
  value.trim() === '' || (value.trim().length >= MIN_ADDRESS_LENGTH && letterCount(value) >= 2);

/** Words that qualify a place rather than name it ("Bengaluru Urban", "Pune City"). */
const QUALIFIERS = new Set(['urban', 'rural', 'city', 'district', 'dist']);

/**
 * Other names shoppers write for a place, keyed by the name's letters run together: the old
 * names of renamed cities, and towns that India Post files under a district of another name.
 */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  bangalore: ['Bengaluru'],
  bombay: ['Mumbai'],
  madras: ['Chennai'],
  calcutta: ['Kolkata'],
  gurgaon: ['Gurugram'],
  gurugram: ['Gurgaon'],
  poona: ['Pune'],
  trivandrum: ['Thiruvananthapuram'],
  baroda: ['Vadodara'],
  cochin: ['Kochi', 'Ernakulam'],
  kochi: ['Ernakulam'],
  mysore: ['Mysuru'],
  mysuru: ['Mysore'],
  mangalore: ['Mangaluru', 'Dakshina Kannada'],
  mangaluru: ['Dakshina Kannada'],
  belgaum: ['Belagavi'],
  belagavi: ['Belgaum'],
  hubli: ['Hubballi', 'Dharwad'],
  hubballi: ['Dharwad'],
  pondicherry: ['Puducherry'],
  banaras: ['Varanasi'],
  benares: ['Varanasi'],
  allahabad: ['Prayagraj'],
  prayagraj: ['Allahabad'],
  ahmedabad: ['Ahmadabad'],
  vizag: ['Visakhapatnam'],
  noida: ['Gautam Buddha Nagar'],
  greaternoida: ['Gautam Buddha Nagar'],
  navimumbai: ['Thane', 'Raigad'],
  kalyan: ['Thane'],
  dombivli: ['Thane'],
  vasai: ['Palghar'],
  virar: ['Palghar'],
  secunderabad: ['Hyderabad'],
  panaji: ['North Goa'],
  panjim: ['North Goa'],
  margao: ['South Goa'],
};

function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !QUALIFIERS.has(word));
}

/** A name as word lists: its own words and those of its other names. */
function spellings(name: string): string[][] {
  const own = words(name);
  return [own, ...(OTHER_NAMES[own.join('')] ?? []).map(words)];
}

/** Whether `inner` appears as whole words, in order, within `outer` ("Delhi" in "New Delhi"). */
function within(inner: readonly string[], outer: readonly string[]): boolean {
  if (inner.length === 0) return false;
  if (inner.join('') === outer.join('')) return true;
  for (let start = 0; start + inner.length <= outer.length; start++) {
    if (inner.every((word, i) => outer[start + i] === word)) return true;
  }
  return false;
}

/**
 * Whether the city a shopper wrote is where the PIN code is: the directory's city or district,
 * by either name, or one within the other as whole words ("New Delhi" for Delhi). A locality
 * ("Bandra West") is not taken for its city: the form offers the PIN's city instead.
 */
export function cityAgreesWithPin(
  city: string,
  place: { city: string; district: string },
): boolean {
  const known = [place.city, place.district].flatMap(spellings);
  if (known.every((name) => name.length === 0)) return true;
  return spellings(city).some((typed) =>
    known.some((name) => within(name, typed) || within(typed, name)),
  );
}

/** The refusal for a city that is not where the PIN code is, naming the PIN's city. */
export const cityMismatchMessage = (pin: string, pinCity: string, city: string): string =>
  `PIN code ${pin} is in ${pinCity}, not ${city.trim()}; check the city or the PIN code`;
