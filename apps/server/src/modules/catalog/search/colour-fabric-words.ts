// Colour families and fabric words search reads (docs/search.md); part of the dictionary.

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
    ['maroon', 'marun', 'mehroon', 'maroom', 'मैरून', 'मरून', 'मेहरून'],
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
    ['pink', 'gulabi', 'गुलाबी', 'गुलाबी रंग'],
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
    ['yellow', 'peela', 'pila', 'peeli', 'pili', 'पीला', 'पीली', 'पीले', 'सरसों'],
  ],
  [{ label: 'mustard', names: ['mustard'] }, ['mustard']],
  [
    { label: 'gold', names: ['gold', 'golden', 'antique gold'] },
    ['gold', 'golden', 'sunehra', 'sunehri', 'सुनहरा', 'सुनहरी', 'सुनहरे'],
  ],
  [{ label: 'rose gold', names: ['rose gold'] }, ['rose gold']],
  [{ label: 'copper', names: ['copper'] }, ['copper']],
  [
    { label: 'white', names: ['white', 'ivory', 'off white', 'cream', 'pearl white'] },
    ['white', 'safed', 'safaid', 'सफ़ेद', 'सफेद', 'सफ़ेद रंग'],
  ],
  [{ label: 'ivory', names: ['ivory', 'off white', 'आइवरी'] }, ['ivory']],
  [{ label: 'off white', names: ['off white', 'ivory'] }, ['off white', 'offwhite', 'off-white']],
  [{ label: 'cream', names: ['cream', 'क्रीम'] }, ['cream']],
  [{ label: 'beige', names: ['beige', 'cream', 'tan', 'nude', 'fawn'] }, ['beige', 'nude']],
  [
    { label: 'brown', names: ['brown', 'tan', 'coffee', 'chocolate'] },
    ['brown', 'bhura', 'भूरा', 'भूरी', 'भूरे'],
  ],
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
    ['green', 'hara', 'hari', 'हरा', 'हरी', 'हरे'],
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
    ['blue', 'neela', 'nila', 'neeli', 'नीला', 'नीली', 'नीले'],
  ],
  [{ label: 'navy', names: ['navy', 'navy blue', 'गहरा नीला', 'नेवी'] }, ['navy', 'navy blue']],
  [{ label: 'royal blue', names: ['royal blue'] }, ['royal blue']],
  [{ label: 'sky blue', names: ['sky blue', 'powder blue', 'आसमानी'] }, ['sky blue']],
  [{ label: 'powder blue', names: ['powder blue', 'sky blue'] }, ['powder blue']],
  [
    { label: 'purple', names: ['purple', 'lavender', 'violet', 'mauve', 'lilac'] },
    ['purple', 'baingani', 'jamuni', 'बैंगनी', 'जामुनी'],
  ],
  [{ label: 'lavender', names: ['lavender', 'lilac'] }, ['lavender', 'lilac']],
  [{ label: 'grey', names: ['grey', 'gray', 'charcoal'] }, ['grey', 'gray', 'slate', 'स्लेटी', 'ग्रे']],
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
  ['georgette', ['georgette', 'georgete', 'georgett', 'jorjet', 'jojet', 'जॉर्जेट']],
  ['chiffon', ['chiffon', 'chifon', 'shifon', 'शिफ़ॉन', 'शिफॉन']],
  ['chanderi', ['chanderi', 'chanderee', 'चंदेरी']],
  [
    'banarasi',
    ['banarasi', 'banarsi', 'benarasi', 'benarsi', 'banaras', 'varanasi', 'बनारसी', 'बनारस'],
  ],
  [
    'kanjivaram',
    [
      'kanjivaram',
      'kanjeevaram',
      'kanchipuram',
      'kanchi',
      'kanjeevaram silk',
      'कांजीवरम',
      'कांचीपुरम',
    ],
  ],
  ['organza', ['organza', 'organja', 'ऑर्गेंज़ा']],
  ['net', ['net']],
  ['velvet', ['velvet', 'velvat', 'makhmal', 'मख़मल', 'मखमल', 'मख़मली', 'मखमली', 'वेलवेट']],
  ['satin', ['satin']],
  ['rayon', ['rayon']],
  ['linen', ['linen', 'linnen', 'लिनन']],
  ['khadi', ['khadi', 'khaddar', 'खादी']],
  ['brocade', ['brocade', 'kimkhab']],
  ['crepe', ['crepe']],
  ['muslin', ['muslin', 'malmal', 'मलमल']],
  ['tussar', ['tussar', 'tussar silk', 'tasar', 'tussore', 'टसर']],
  ['raw silk', ['raw silk']],
  ['art silk', ['art silk']],
  ['leather', ['leather', 'chamda', 'चमड़ा', 'चमड़े']],
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
      'चिकनकारी',
      'चिकन',
    ],
  ],
  ['zari', ['zari', 'jari', 'ज़री', 'जरी']],
  ['zardozi', ['zardozi', 'zardosi', 'zardozy', 'ज़रदोज़ी', 'जरदोजी']],
  ['gota', ['gota', 'gota patti', 'gotta', 'गोटा', 'गोटा पट्टी']],
  ['mirror', ['mirror', 'mirror work', 'shisha', 'शीशा', 'शीशे']],
  ['phulkari', ['phulkari', 'फुलकारी']],
  ['bandhani', ['bandhani', 'bandhej', 'bandhni', 'bandej', 'बांधनी', 'बंधेज']],
  ['leheriya', ['leheriya', 'leheria', 'lehariya', 'laheriya', 'लहरिया']],
  ['ikat', ['ikat', 'ikkat']],
  ['block print', ['block print', 'block printed', 'hand block']],
  ['kalamkari', ['kalamkari', 'कलमकारी']],
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
