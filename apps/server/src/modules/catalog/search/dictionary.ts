// The words search reads for their meaning before it matches text (docs/search.md): how Indian
// shoppers name genders, garments, colours, fabrics and handwork, in English, Hinglish (with the
// usual spellings and misspellings) and a few Devanagari words. Keys are lower-case; a key of
// several words is matched as a phrase. The owner adds the shop's own words as synonyms.

import { nearTypeWords } from './near-types.ts';

/** What a gender word asks for: the product's gender column, case aside. */
export type Gender = 'men' | 'women' | 'unisex';

export const GENDER_WORDS: Record<string, Gender> = {};
for (const w of [
  'men',
  'mens',
  'man',
  'male',
  'gents',
  'gent',
  'boys',
  'boy',
  'groom',
  'dulha',
  'purush',
  'mard',
  'ladka',
  'ladke',
  'पुरुष',
  'पुरुषों',
  'मर्द',
  // the man a piece is bought for
  'husband',
  'pati',
  'father',
  'papa',
  'dad',
  'brother',
  'bhai',
  'bhaiya',
  'पति',
  'पापा',
  'भाई',
]) {
  GENDER_WORDS[w] = 'men';
}
for (const w of [
  'women',
  'womens',
  'woman',
  'female',
  'ladies',
  'lady',
  'girls',
  'girl',
  'bride',
  'bridal',
  'dulhan',
  'mahila',
  'mahilaon',
  'aurat',
  'ladki',
  'ladkiyon',
  'महिला',
  'महिलाओं',
  'औरत',
  'लड़की',
  // the woman a piece is bought for
  'wife',
  'patni',
  'mother',
  'mom',
  'mummy',
  'maa',
  'sister',
  'didi',
  'behen',
  'bhabhi',
  'पत्नी',
  'माँ',
  'मां',
  'बहन',
  'भाभी',
]) {
  GENDER_WORDS[w] = 'women';
}
// Pieces made for everyone: "unisex" asks for them alone.
GENDER_WORDS.unisex = 'unisex';

/**
 * A garment or accessory type: the names it is listed under (matched against a product's type,
 * parent category and master category, lower-case), the name shown back to the shopper, and the
 * gender the word itself implies ("kurti" is a woman's kurta).
 */
export interface TypeMeaning {
  label: string;
  /** Names that match it fully, best first. */
  names: string[];
  /** Names that match it too, ranked after the first (a kurta set is also a kurta). */
  also?: string[];
  gender?: Gender;
  /** A whole department ("footwear", "dress"): dropped when the query names a garment too. */
  broad?: boolean;
  /**
   * A piece the shop's catalogue does not list under its own name ("dhoti"), read as the
   * nearest it does: the page says there is no exact match and what it shows instead.
   */
  near?: string;
}

const T = (label: string, names: string[], also?: string[], gender?: Gender): TypeMeaning => ({
  label,
  names,
  ...(also ? { also } : {}),
  ...(gender ? { gender } : {}),
});
const BROAD = (label: string, names: string[], also?: string[]): TypeMeaning => ({
  ...T(label, names, also),
  broad: true,
});

const KURTA = T('kurta', ['kurta'], ['kurta set']);
const KURTI = T('kurti', ['kurta'], ['kurta set', 'anarkali'], 'women');
const KURTA_SET = T('kurta set', ['kurta set'], ['kurta']);
const SAREE = T('saree', ['saree', 'sari']);
const LEHENGA = T('lehenga', ['lehenga', 'lehenga choli']);
const ANARKALI = T('anarkali', ['anarkali'], ['gown']);
const SHERWANI = T('sherwani', ['sherwani'], ['achkan']);
const NEHRU = T('Nehru jacket', ['nehru jacket'], ['jacket', 'bandhgala']);
const DUPATTA = T('dupatta', ['dupatta'], ['stole']);
const STOLE = T('stole', ['stole'], ['shawl', 'dupatta']);
const JUTTI = T('jutti', ['jutti'], ['mojari']);
const MOJARI = T('mojari', ['mojari'], ['jutti']);
const KOLHAPURI = T('Kolhapuri', ['kolhapuri']);
const FOOTWEAR = BROAD('footwear', ['footwear'], ['jutti', 'mojari', 'kolhapuri']);
const JHUMKA = T('jhumka', ['jhumka'], ['earrings']);
const EARRINGS = T('earrings', ['jhumka', 'earrings']);
const BANGLES = T('bangles', ['bangles', 'bangle'], ['kada']);
const JEWELLERY = BROAD('jewellery', ['jewellery', 'jewelry']);
const POTLI = T('potli bag', ['potli bag'], ['bags', 'clutch']);
const BAG = BROAD('bag', ['bags', 'potli bag', 'clutch']);
const ETHNIC = BROAD('ethnic wear', ['ethnic wear', 'apparel']);
const ACCESSORIES = BROAD('accessories', ['accessories']);

const typeWords: [TypeMeaning, string[]][] = [
  [
    KURTA,
    [
      'kurta',
      'kurtas',
      'kurtha',
      'kurtaa',
      'kurata',
      'kutra',
      'कुर्ता',
      'कुरता',
      'कुर्ते',
      'कुरते',
      'कुर्तों',
    ],
  ],
  [KURTI, ['kurti', 'kurtis', 'kurthi', 'kurtee', 'kurthis', 'कुर्ती', 'कुरती', 'कुर्तियाँ', 'कुर्तियां']],
  [
    KURTA_SET,
    [
      'kurta set',
      'kurta sets',
      'kurta pajama',
      'kurta pyjama',
      'kurta payjama',
      'kurta paijama',
      'kurta pajama set',
      'kurta pyjama set',
      'kurta churidar',
      'kurta churidar set',
      'salwar suit',
      'salwar kameez',
      'salwar',
      'shalwar',
      'churidar',
      'churidar set',
      'suit set',
      'suit',
      'suits',
      'dress material',
      'सूट',
      'kurta palazzo',
      'pajama',
      'pyjama',
      'payjama',
      'पजामा',
      'कुर्ता पजामा',
    ],
  ],
  [
    SAREE,
    [
      'saree',
      'sarees',
      'sari',
      'saris',
      'saaree',
      'saari',
      'sadi',
      'saare',
      'sarree',
      'साड़ी',
      'साड़ियाँ',
      'साड़ियां',
      'साडियाँ',
      'साडी',
      'सारी',
    ],
  ],
  [
    LEHENGA,
    [
      'lehenga',
      'lehengas',
      'lehnga',
      'lehanga',
      'lahenga',
      'lehenga choli',
      'lengha',
      'lenga',
      'lehnga choli',
      'ghagra',
      'ghaghra',
      'ghagra choli',
      'ghaghra choli',
      'chaniya choli',
      'chaniya',
      'chania choli',
      'choli',
      'लहंगा',
      'लहंगे',
      'लहँगा',
      'लहंगा चोली',
      'लेहंगा',
      'घाघरा',
    ],
  ],
  [
    ANARKALI,
    [
      'anarkali',
      'anarkalis',
      'anarkali suit',
      'anarkali kurta',
      'anarkali gown',
      'gown',
      'अनारकली',
      'अनारकली सूट',
    ],
  ],
  [
    SHERWANI,
    [
      'sherwani',
      'sherwanis',
      'shervani',
      'sherwni',
      'sherwaani',
      'achkan',
      'jodhpuri',
      'jodhpuri suit',
      'शेरवानी',
      'शेरवानियाँ',
      'अचकन',
    ],
  ],
  [
    NEHRU,
    [
      'nehru jacket',
      'nehru jackets',
      'nehru',
      'modi jacket',
      'modi jackets',
      'modi',
      'bandi',
      'koti',
      'waistcoat',
      'ethnic jacket',
      'jacket',
      'jackets',
      'bandhgala',
      'bandh gala',
      'नेहरू जैकेट',
      'जैकेट',
    ],
  ],
  [
    DUPATTA,
    [
      'dupatta',
      'dupattas',
      'dupata',
      'duppatta',
      'dupptta',
      'chunni',
      'chunari',
      'chunri',
      'chuni',
      'odhni',
      'odhani',
      'orhni',
      'दुपट्टा',
      'दुपट्टे',
      'दुपट्टों',
      'चुन्नी',
      'ओढ़नी',
    ],
  ],
  [STOLE, ['stole', 'stoles', 'shawl', 'shawls', 'scarf', 'scarves', 'muffler', 'स्टोल', 'शॉल']],
  [
    JUTTI,
    [
      'jutti',
      'juttis',
      'juti',
      'jooti',
      'jutis',
      'juttiyan',
      'punjabi jutti',
      'जूती',
      'जूतियाँ',
      'जूतियां',
      'जुत्ती',
      'पंजाबी जूती',
    ],
  ],
  [
    MOJARI,
    [
      'mojari',
      'mojaris',
      'mojri',
      'mojdi',
      'mojadi',
      'nagra',
      'nagara',
      'मोजड़ी',
      'मोजड़ियाँ',
      'मोजरी',
      'नागरा',
    ],
  ],
  [
    KOLHAPURI,
    ['kolhapuri', 'kolhapuris', 'kolapuri', 'kolhapuri chappal', 'kolhapuri chappals', 'कोल्हापुरी'],
  ],
  [
    FOOTWEAR,
    [
      'footwear',
      'shoes',
      'shoe',
      'chappal',
      'chappals',
      'sandal',
      'sandals',
      'flats',
      'juttis and mojaris',
      'जूते',
      'चप्पल',
    ],
  ],
  [
    JHUMKA,
    [
      'jhumka',
      'jhumkas',
      'jhumki',
      'jhumkis',
      'jhumke',
      'jhumkha',
      'jumka',
      'jumki',
      'झुमका',
      'झुमकियाँ',
      'झुमकी',
      'झुमके',
    ],
  ],
  [
    EARRINGS,
    [
      'earrings',
      'earring',
      'ear rings',
      'bali',
      'baliyan',
      'kaan ki bali',
      'chandbali',
      'chandbalis',
    ],
  ],
  [
    BANGLES,
    [
      'bangles',
      'bangle',
      'kangan',
      'kada',
      'kadas',
      'chudi',
      'chudiyan',
      'choodi',
      'choodiyan',
      'churi',
      'चूड़ी',
      'चूड़ियाँ',
      'कंगन',
    ],
  ],
  [JEWELLERY, ['jewellery', 'jewelry', 'jewelery', 'jewellry', 'gehne', 'zevar', 'आभूषण', 'गहने']],
  [POTLI, ['potli', 'potli bag', 'potli bags', 'potlis', 'पोटली', 'पोटली बैग']],
  [BAG, ['bag', 'bags', 'purse', 'purses', 'clutch', 'clutches', 'handbag', 'batua']],
  [
    ETHNIC,
    [
      'ethnic wear',
      'ethnic',
      'traditional wear',
      'traditional',
      'clothes',
      'clothing',
      'outfit',
      'outfits',
      'dress',
      'dresses',
      'kapde',
    ],
  ],
  [ACCESSORIES, ['accessories', 'accessory']],
  ...nearTypeWords(T),
];

export const TYPE_WORDS: Record<string, TypeMeaning> = {};
for (const [meaning, words] of typeWords) for (const w of words) TYPE_WORDS[w] = meaning;

export { OCCASION_WORDS, PLAIN_WORDS, STOP_WORDS } from './plain-words.ts';
export { COLOUR_WORDS, FABRIC_WORDS, type ColourMeaning } from './colour-fabric-words.ts';
