// The query as search understood it, said in Hindi for a Hindi page ("Showing results for ..."
// on /hi): the dictionary's gender, type, colour, fabric and occasion labels in the words a
// Hindi shopper uses, in Hindi order ("शादी के लिए महिलाओं की लाल रेशमी साड़ी, ₹2,000 से कम").
// Spellings follow the demo catalog's Hindi names (db/seed/demo-catalog-hindi.ts). Words the
// shopper typed that search does not know stay as she typed them. Pure: no database.
import { formatPaiseShort } from '@store/contract';
import {
  COLOUR_WORDS,
  FABRIC_WORDS,
  GENDER_WORDS,
  TYPE_WORDS,
  type ColourMeaning,
  type Gender,
  type TypeMeaning,
} from './dictionary.ts';
import type { PriceRange } from './read-prices.ts';

/**
 * How a noun takes the words before it: a masculine singular noun takes "का" and "पीला", a
 * feminine one "की" and "पीली", a masculine plural one "के" and "पीले".
 */
type Agreement = 'm' | 'f' | 'mpl';

/** A type's Hindi name and how the words before it agree with it. */
interface HindiNoun {
  hi: string;
  agree: Agreement;
}

/** Hindi of every type label of the dictionary (dictionary.ts, near-types.ts). */
export const HINDI_TYPES: Readonly<Record<string, HindiNoun>> = {
  kurta: { hi: 'कुर्ता', agree: 'm' },
  kurti: { hi: 'कुर्ती', agree: 'f' },
  'kurta set': { hi: 'कुर्ता सेट', agree: 'm' },
  saree: { hi: 'साड़ी', agree: 'f' },
  lehenga: { hi: 'लहंगा', agree: 'm' },
  anarkali: { hi: 'अनारकली', agree: 'f' },
  sherwani: { hi: 'शेरवानी', agree: 'f' },
  'Nehru jacket': { hi: 'नेहरू जैकेट', agree: 'f' },
  dupatta: { hi: 'दुपट्टा', agree: 'm' },
  stole: { hi: 'स्टोल', agree: 'm' },
  jutti: { hi: 'जूती', agree: 'f' },
  mojari: { hi: 'मोजड़ी', agree: 'f' },
  Kolhapuri: { hi: 'कोल्हापुरी', agree: 'f' },
  footwear: { hi: 'जूते-चप्पल', agree: 'mpl' },
  jhumka: { hi: 'झुमका', agree: 'm' },
  earrings: { hi: 'बालियाँ', agree: 'f' },
  bangles: { hi: 'चूड़ियाँ', agree: 'f' },
  jewellery: { hi: 'गहने', agree: 'mpl' },
  'potli bag': { hi: 'पोटली बैग', agree: 'm' },
  bag: { hi: 'बैग', agree: 'm' },
  'ethnic wear': { hi: 'पारंपरिक पहनावा', agree: 'm' },
  accessories: { hi: 'एक्सेसरीज़', agree: 'f' },
};

/*
 * Colours and fabrics: a word marked "~" agrees with the noun ("पीला~" says पीली before साड़ी);
 * after "|", what is said when no type is named ("चमड़े का~|चमड़ा").
 */

/** Hindi of every colour label (colour-fabric-words.ts). */
export const HINDI_COLOURS: Readonly<Record<string, string>> = {
  red: 'लाल',
  maroon: 'मैरून',
  wine: 'वाइन',
  pink: 'गुलाबी',
  'rani pink': 'रानी गुलाबी',
  magenta: 'मजेंटा',
  'onion pink': 'प्याज़ी गुलाबी',
  orange: 'नारंगी',
  rust: 'रस्ट',
  coral: 'कोरल',
  peach: 'पीच',
  yellow: 'पीला~',
  mustard: 'सरसों पीला~',
  gold: 'सुनहरा~',
  'rose gold': 'रोज़ गोल्ड',
  copper: 'तांबई',
  white: 'सफ़ेद',
  ivory: 'आइवरी',
  'off white': 'ऑफ़-व्हाइट',
  cream: 'क्रीम',
  beige: 'बेज',
  brown: 'भूरा~',
  tan: 'टैन',
  green: 'हरा~',
  olive: 'ज़ैतूनी',
  mint: 'पुदीना हरा~',
  emerald: 'पन्ना हरा~',
  'bottle green': 'बोतल हरा~',
  teal: 'टील',
  blue: 'नीला~',
  navy: 'गहरा~ नीला~',
  'royal blue': 'रॉयल ब्लू',
  'sky blue': 'आसमानी',
  'powder blue': 'हल्का~ नीला~',
  purple: 'बैंगनी',
  lavender: 'लैवेंडर',
  grey: 'स्लेटी',
  charcoal: 'गहरा~ स्लेटी',
  black: 'काला~',
  silver: 'चांदी के रंग का~|चांदी',
  'oxidised silver': 'ऑक्सीडाइज़्ड चांदी का~|ऑक्सीडाइज़्ड चांदी',
};

/** Hindi of every fabric and handwork stem (colour-fabric-words.ts). */
export const HINDI_FABRICS: Readonly<Record<string, string>> = {
  silk: 'रेशमी',
  cotton: 'सूती',
  georgette: 'जॉर्जेट',
  chiffon: 'शिफ़ॉन',
  chanderi: 'चंदेरी',
  banarasi: 'बनारसी',
  kanjivaram: 'कांजीवरम',
  organza: 'ऑर्गेंज़ा',
  net: 'नेट',
  velvet: 'मख़मली',
  satin: 'साटन',
  rayon: 'रेयॉन',
  linen: 'लिनन',
  khadi: 'खादी',
  brocade: 'ब्रोकेड',
  crepe: 'क्रेप',
  muslin: 'मलमल',
  tussar: 'टसर',
  'raw silk': 'रॉ सिल्क',
  'art silk': 'आर्ट सिल्क',
  leather: 'चमड़े का~|चमड़ा',
  chikankari: 'चिकनकारी',
  zari: 'ज़री',
  zardozi: 'ज़रदोज़ी',
  gota: 'गोटा पट्टी',
  mirror: 'शीशे के काम वाला~|शीशे का काम',
  phulkari: 'फुलकारी',
  bandhani: 'बांधनी',
  leheriya: 'लहरिया',
  ikat: 'इकत',
  'block print': 'ब्लॉक प्रिंट',
  kalamkari: 'कलमकारी',
  embroider: 'कढ़ाईदार',
  sequin: 'सितारों वाला~|सितारे',
  kundan: 'कुंदन',
  pearl: 'मोतियों वाला~|मोती',
  oxidised: 'ऑक्सीडाइज़्ड',
  thread: 'धागे के काम वाला~|धागे का काम',
  ajrakh: 'अजरख',
  paithani: 'पैठणी',
  patola: 'पटोला',
  kantha: 'कांथा',
  handloom: 'हथकरघा',
  brass: 'पीतल का~|पीतल',
  glass: 'कांच का~|कांच',
};

/** Hindi of every occasion word (plain-words.ts), as said before "के लिए". */
export const HINDI_OCCASIONS: Readonly<Record<string, string>> = {
  wedding: 'शादी',
  weddings: 'शादी',
  shaadi: 'शादी',
  shadi: 'शादी',
  party: 'पार्टी',
  partywear: 'पार्टी',
  festive: 'त्योहार',
  festival: 'त्योहार',
  function: 'फ़ंक्शन',
  casual: 'रोज़मर्रा',
  office: 'ऑफ़िस',
  daily: 'रोज़ पहनने',
  puja: 'पूजा',
  pooja: 'पूजा',
  haldi: 'हल्दी',
  mehendi: 'मेहंदी',
  mehndi: 'मेहंदी',
  sangeet: 'संगीत',
  reception: 'रिसेप्शन',
  engagement: 'सगाई',
  diwali: 'दिवाली',
  eid: 'ईद',
  navratri: 'नवरात्रि',
  garba: 'गरबा',
  karwa: 'करवा चौथ',
  traditional: 'पारंपरिक मौक़ों',
  summer: 'गर्मियों',
  winter: 'सर्दियों',
};

/** Whose piece it is: before a type ("पुरुषों का~ कुर्ता"), and with no type named. */
export const HINDI_GENDERS: Readonly<Record<Gender, { before: string; alone: string }>> = {
  men: { before: 'पुरुषों का~', alone: 'पुरुषों के लिए' },
  women: { before: 'महिलाओं का~', alone: 'महिलाओं के लिए' },
  unisex: { before: 'यूनिसेक्स', alone: 'यूनिसेक्स' },
};

const ENDINGS: Record<Agreement, string> = { m: 'ा', f: 'ी', mpl: 'े' };

/** A marked phrase said before a noun of this agreement, or alone (null: no noun). */
export function agreeing(phrase: string, agree: Agreement | null): string {
  const [before, alone] = phrase.split('|');
  if (agree === null && alone !== undefined) return alone;
  const ending = ENDINGS[agree ?? 'm'];
  return before!.replace(/ा~/gu, ending).replace(/~/gu, '');
}

/** A fabric as a filter names it (the listing's facet, a dictionary stem), alone, in Hindi. */
export function fabricInHindi(stem: string): string | undefined {
  const phrase = HINDI_FABRICS[stem.toLowerCase()];
  return phrase === undefined ? undefined : agreeing(phrase, null);
}

/** Rupees as a sentence says them: ₹2,000 (the contract's one formatter). */
const inr = (rupees: number) => formatPaiseShort(Math.round(rupees * 100));

/** "₹2,000 से कम", "₹1,000 से ₹2,000 तक", "₹5,000 से ऊपर"; empty when there is no bound. */
export function hindiPrice(price: PriceRange): string {
  if (price.min !== null && price.max !== null) return `${inr(price.min)} से ${inr(price.max)} तक`;
  if (price.max !== null) return `${inr(price.max)} से कम`;
  if (price.min !== null) return `${inr(price.min)} से ऊपर`;
  return '';
}

export interface Understood {
  gender: Gender | null;
  types: TypeMeaning[];
  colours: ColourMeaning[];
  fabrics: string[];
  price: PriceRange;
  words: string[];
  /** Occasion words alone (a word that named the gender is said by the gender). */
  occasions: string[];
}

/** What a piece is called when only whose it is was named ("women's": महिलाओं का पहनावा). */
const WEAR: HindiNoun = { hi: 'पहनावा', agree: 'm' };

/** `describe()` for a Hindi page. */
export function describeInHindi(q: Understood): string {
  const nouns = q.types.map((t) => HINDI_TYPES[t.label] ?? { hi: t.label, agree: 'm' as const });
  // "women's" alone: महिलाओं का पहनावा; "men's pathani": पुरुषों के लिए pathani.
  if (nouns.length === 0 && q.gender && q.words.length === 0) {
    nouns.push(WEAR);
  }
  const agree = nouns[0]?.agree ?? null;
  const say = (table: Readonly<Record<string, string>>, key: string) =>
    agreeing(table[key] ?? key, agree);
  const occasions = [...new Set(q.occasions.map((w) => HINDI_OCCASIONS[w] ?? w))];
  const forOccasion = occasions.length ? `${occasions.join(' और ')} के लिए` : null;
  const parts: string[] = [];
  if (q.gender && agree === null) parts.push(HINDI_GENDERS[q.gender].alone);
  else if (forOccasion) parts.push(forOccasion);
  if (q.gender && agree !== null) parts.push(agreeing(HINDI_GENDERS[q.gender].before, agree));
  parts.push(...q.colours.map((c) => say(HINDI_COLOURS, c.label)));
  parts.push(...q.fabrics.map((f) => say(HINDI_FABRICS, f)));
  parts.push(...q.words);
  if (nouns.length) parts.push([...new Set(nouns.map((n) => n.hi))].join(' या '));
  let said = parts.join(' ');
  if (q.gender && agree === null && forOccasion) said = `${said}, ${forOccasion}`;
  const price = hindiPrice(q.price);
  return price ? (said ? `${said}, ${price}` : price) : said;
}

/** One known word in Hindi, said alone (the word as it is when it has none). */
function hindiWord(word: string): string {
  const type = TYPE_WORDS[word];
  if (type) return HINDI_TYPES[type.label]?.hi ?? word;
  const colour = COLOUR_WORDS[word];
  if (colour) return agreeing(HINDI_COLOURS[colour.label] ?? word, null);
  const fabric = FABRIC_WORDS[word];
  if (fabric) return agreeing(HINDI_FABRICS[fabric] ?? word, null);
  const gender = GENDER_WORDS[word];
  if (gender) return HINDI_GENDERS[gender].alone;
  return word;
}

/**
 * What the closest texts were looked for, on a Hindi page: the shopper's unknown words as she
 * typed them and the known words her near spellings were read as, in Hindi; else her query.
 */
export function closestInHindi(q: {
  text: string;
  words: string[];
  corrections: { to: string }[];
}): string {
  return [...q.words, ...q.corrections.map((c) => hindiWord(c.to))].join(' ') || q.text;
}
