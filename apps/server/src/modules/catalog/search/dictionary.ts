// The words search reads for their meaning before it matches text (docs/search.md): how Indian
// shoppers name genders, garments, colours, fabrics and handwork, in English, Hinglish (with the
// usual spellings and misspellings) and a few Devanagari words. Keys are lower-case; a key of
// several words is matched as a phrase. The owner adds the shop's own words as synonyms.

/** What a gender word asks for: the product's gender column, case aside. */
export type Gender = 'men' | 'women';

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
]) {
  GENDER_WORDS[w] = 'women';
}

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
  [KURTA, ['kurta', 'kurtas', 'kurtha', 'kurtaa', 'kurata', 'kutra', 'कुर्ता', 'कुरता']],
  [KURTI, ['kurti', 'kurtis', 'kurthi', 'kurtee', 'kurthis', 'कुर्ती', 'कुरती']],
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
      'चुन्नी',
      'ओढ़नी',
    ],
  ],
  [STOLE, ['stole', 'stoles', 'shawl', 'shawls', 'scarf', 'scarves', 'muffler']],
  [JUTTI, ['jutti', 'juttis', 'juti', 'jooti', 'jutis', 'juttiyan', 'punjabi jutti', 'जूती']],
  [MOJARI, ['mojari', 'mojaris', 'mojri', 'mojdi', 'mojadi', 'nagra', 'nagara', 'मोजड़ी']],
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
  [POTLI, ['potli', 'potli bag', 'potli bags', 'potlis', 'पोटली']],
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
];

export const TYPE_WORDS: Record<string, TypeMeaning> = {};
for (const [meaning, words] of typeWords) for (const w of words) TYPE_WORDS[w] = meaning;

/**
 * Colour words: a family takes in its shades (red takes maroon and wine). A product matches when
 * any colour it is offered in is one of the names, or carries the family word ("Dark Red").
 */
export interface ColourMeaning {
  label: string;
  names: string[];
}

const families: [ColourMeaning, string[]][] = [
  [
    { label: 'red', names: ['red', 'maroon', 'wine', 'crimson', 'burgundy', 'cherry', 'scarlet'] },
    ['red', 'reds', 'laal', 'lal', 'लाल'],
  ],
  [
    { label: 'maroon', names: ['maroon', 'wine', 'burgundy'] },
    ['maroon', 'marun', 'mehroon', 'maroom'],
  ],
  [{ label: 'wine', names: ['wine', 'burgundy'] }, ['wine']],
  [
    {
      label: 'pink',
      names: [
        'pink',
        'rani pink',
        'onion pink',
        'magenta',
        'rose',
        'baby pink',
        'hot pink',
        'fuchsia',
        'blush',
      ],
    },
    ['pink', 'gulabi', 'गुलाबी'],
  ],
  [
    { label: 'rani pink', names: ['rani pink', 'magenta', 'hot pink'] },
    ['rani pink', 'rani', 'hot pink'],
  ],
  [{ label: 'magenta', names: ['magenta', 'rani pink'] }, ['magenta']],
  [
    { label: 'onion pink', names: ['onion pink', 'blush', 'baby pink'] },
    ['onion pink', 'baby pink'],
  ],
  [
    { label: 'orange', names: ['orange', 'rust', 'saffron', 'coral', 'tangerine'] },
    ['orange', 'narangi', 'kesari', 'saffron', 'केसरिया', 'नारंगी'],
  ],
  [{ label: 'rust', names: ['rust'] }, ['rust']],
  [{ label: 'coral', names: ['coral'] }, ['coral']],
  [{ label: 'peach', names: ['peach'] }, ['peach']],
  [
    { label: 'yellow', names: ['yellow', 'mustard', 'lemon', 'haldi'] },
    ['yellow', 'peela', 'pila', 'peeli', 'pili', 'पीला', 'पीली'],
  ],
  [{ label: 'mustard', names: ['mustard'] }, ['mustard']],
  [
    { label: 'gold', names: ['gold', 'golden', 'antique gold'] },
    ['gold', 'golden', 'sunehra', 'sunehri', 'सुनहरा'],
  ],
  [{ label: 'rose gold', names: ['rose gold'] }, ['rose gold']],
  [{ label: 'copper', names: ['copper'] }, ['copper']],
  [
    { label: 'white', names: ['white', 'ivory', 'off white', 'cream', 'pearl white'] },
    ['white', 'safed', 'safaid', 'सफ़ेद', 'सफेद'],
  ],
  [{ label: 'ivory', names: ['ivory', 'off white'] }, ['ivory']],
  [{ label: 'off white', names: ['off white', 'ivory'] }, ['off white', 'offwhite', 'off-white']],
  [{ label: 'cream', names: ['cream'] }, ['cream']],
  [{ label: 'beige', names: ['beige', 'cream', 'tan', 'nude', 'fawn'] }, ['beige', 'nude']],
  [{ label: 'brown', names: ['brown', 'tan', 'coffee', 'chocolate'] }, ['brown', 'bhura', 'भूरा']],
  [{ label: 'tan', names: ['tan'] }, ['tan']],
  [
    {
      label: 'green',
      names: [
        'green',
        'olive',
        'mint',
        'emerald',
        'bottle green',
        'sea green',
        'parrot green',
        'mehendi green',
      ],
    },
    ['green', 'hara', 'hari', 'हरा', 'हरी'],
  ],
  [{ label: 'olive', names: ['olive'] }, ['olive']],
  [{ label: 'mint', names: ['mint'] }, ['mint']],
  [{ label: 'emerald', names: ['emerald'] }, ['emerald']],
  [{ label: 'bottle green', names: ['bottle green'] }, ['bottle green']],
  [{ label: 'teal', names: ['teal'] }, ['teal']],
  [
    {
      label: 'blue',
      names: [
        'blue',
        'navy',
        'royal blue',
        'powder blue',
        'sky blue',
        'indigo',
        'cobalt',
        'navy blue',
      ],
    },
    ['blue', 'neela', 'nila', 'neeli', 'नीला', 'नीली'],
  ],
  [{ label: 'navy', names: ['navy', 'navy blue'] }, ['navy', 'navy blue']],
  [{ label: 'royal blue', names: ['royal blue'] }, ['royal blue']],
  [{ label: 'sky blue', names: ['sky blue', 'powder blue'] }, ['sky blue']],
  [{ label: 'powder blue', names: ['powder blue', 'sky blue'] }, ['powder blue']],
  [
    { label: 'purple', names: ['purple', 'lavender', 'violet', 'mauve', 'lilac'] },
    ['purple', 'baingani', 'jamuni', 'बैंगनी'],
  ],
  [{ label: 'lavender', names: ['lavender', 'lilac'] }, ['lavender', 'lilac']],
  [{ label: 'grey', names: ['grey', 'gray', 'charcoal'] }, ['grey', 'gray', 'slate']],
  [{ label: 'charcoal', names: ['charcoal'] }, ['charcoal']],
  [
    { label: 'black', names: ['black', 'jet black'] },
    ['black', 'kala', 'kaala', 'kali', 'काला', 'काली'],
  ],
  [{ label: 'silver', names: ['silver', 'oxidised silver'] }, ['silver', 'chandi', 'चांदी']],
  [
    { label: 'oxidised silver', names: ['oxidised silver'] },
    ['oxidised silver', 'oxidized silver'],
  ],
];

export const COLOUR_WORDS: Record<string, ColourMeaning> = {};
for (const [meaning, words] of families) for (const w of words) COLOUR_WORDS[w] = meaning;

/**
 * Fabric and handwork: the word as it is written in products (matched as the start of a word of
 * the product's text) for each way shoppers write it.
 */
export const FABRIC_WORDS: Record<string, string> = {};
const fabrics: [string, string[]][] = [
  ['silk', ['silk', 'silks', 'resham', 'reshmi', 'रेशम', 'रेशमी']],
  ['cotton', ['cotton', 'coton', 'cottan', 'sooti', 'suti', 'सूती']],
  ['georgette', ['georgette', 'georgete', 'georgett', 'jorjet', 'jojet']],
  ['chiffon', ['chiffon', 'chifon', 'shifon']],
  ['chanderi', ['chanderi', 'chanderee']],
  ['banarasi', ['banarasi', 'banarsi', 'benarasi', 'benarsi', 'banaras', 'varanasi']],
  ['kanjivaram', ['kanjivaram', 'kanjeevaram', 'kanchipuram', 'kanchi', 'kanjeevaram silk']],
  ['organza', ['organza', 'organja']],
  ['net', ['net']],
  ['velvet', ['velvet', 'velvat', 'makhmal']],
  ['satin', ['satin']],
  ['rayon', ['rayon']],
  ['linen', ['linen', 'linnen']],
  ['khadi', ['khadi', 'khaddar']],
  ['brocade', ['brocade', 'kimkhab']],
  ['crepe', ['crepe']],
  ['muslin', ['muslin', 'malmal']],
  ['tussar', ['tussar', 'tussar silk', 'tasar', 'tussore']],
  ['raw silk', ['raw silk']],
  ['art silk', ['art silk']],
  ['leather', ['leather', 'chamda']],
  [
    'chikankari',
    [
      'chikankari',
      'chikan',
      'chikan kari',
      'chickenkari',
      'chicken kari',
      'lucknowi',
      'chikenkari',
    ],
  ],
  ['zari', ['zari', 'jari']],
  ['zardozi', ['zardozi', 'zardosi', 'zardozy']],
  ['gota', ['gota', 'gota patti', 'gotta']],
  ['mirror', ['mirror', 'mirror work', 'shisha']],
  ['phulkari', ['phulkari']],
  ['bandhani', ['bandhani', 'bandhej', 'bandhni', 'bandej']],
  ['leheriya', ['leheriya', 'leheria', 'lehariya', 'laheriya']],
  ['ikat', ['ikat', 'ikkat']],
  ['block print', ['block print', 'block printed', 'hand block']],
  ['kalamkari', ['kalamkari']],
  ['embroider', ['embroidery', 'embroidered', 'embroidary', 'kadhai']],
  ['sequin', ['sequin', 'sequins', 'sequinned', 'sitara']],
  ['kundan', ['kundan']],
  ['pearl', ['pearl', 'pearls', 'moti']],
  ['oxidised', ['oxidised', 'oxidized']],
  ['thread', ['thread work', 'threadwork']],
  ['ajrakh', ['ajrakh', 'ajrak']],
  ['paithani', ['paithani']],
  ['patola', ['patola']],
  ['kantha', ['kantha']],
  ['handloom', ['handloom', 'handwoven']],
  ['brass', ['brass']],
  ['glass', ['glass']],
];
for (const [stem, words] of fabrics) for (const w of words) FABRIC_WORDS[w] = stem;

/**
 * Real words of the trade with no meaning of their own here: matched as text, and never
 * "corrected" towards a dictionary word they happen to be one letter from (pathani, paithani).
 */
export const PLAIN_WORDS = new Set([
  'pathani',
  'angrakha',
  'sharara',
  'gharara',
  'palazzo',
  'patiala',
  'dhoti',
  'peplum',
  'kaftan',
  'jacquard',
  'mulmul',
  'mysore',
  'maheshwari',
  'kashmiri',
  'pashmina',
  'temple',
  'polki',
  'meenakari',
  'filigree',
  'chandbali',
  'tassel',
  'punjabi',
  'rajasthani',
]);

/**
 * Occasions: they order the results (a piece whose text names the occasion first) but do not
 * narrow them, since nearly any festive piece suits a wedding whether or not its text says so.
 */
export const OCCASION_WORDS = new Set([
  'wedding',
  'weddings',
  'shaadi',
  'shadi',
  'party',
  'partywear',
  'festive',
  'festival',
  'function',
  'casual',
  'office',
  'daily',
  'puja',
  'pooja',
  'haldi',
  'mehendi',
  'mehndi',
  'sangeet',
  'reception',
  'engagement',
  'diwali',
  'eid',
  'navratri',
  'garba',
  'karwa',
  'traditional',
  'summer',
  'winter',
]);

/** Words that carry no meaning for a catalog search, in English and Hinglish. */
export const STOP_WORDS = new Set([
  'for',
  'with',
  'and',
  'in',
  'of',
  'the',
  'a',
  'an',
  'to',
  'on',
  'by',
  'or',
  'my',
  'me',
  'buy',
  'online',
  'shop',
  'shopping',
  'best',
  'latest',
  'new',
  'show',
  'find',
  'search',
  'some',
  'any',
  'all',
  'price',
  'prices',
  'rs',
  'inr',
  'rupees',
  'rupee',
  'ke',
  'ki',
  'ka',
  'liye',
  'lie',
  'wala',
  'wali',
  'wale',
  'aur',
  'mein',
  'me',
  'ko',
  'chahiye',
  'dikhao',
  'के',
  'की',
  'का',
  'लिए',
  'में',
  'और',
  'wear',
  'cheap',
  'sasta',
  'sasti',
  'budget',
  'affordable',
  'design',
  'designs',
  'designer',
  'collection',
  'piece',
  'pieces',
  'pair',
]);
