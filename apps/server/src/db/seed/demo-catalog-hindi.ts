// The demo catalog in Hindi (docs/decisions/032-products-and-mails-in-hindi.md): Hindi names for
// every category, type and colour it uses, and a Hindi title and description for each product
// whose words all have one here (most of them). Written as a shop in Hindi would write them, not
// word for word: "चिकनकारी कढ़ाई वाला सफ़ेद लिनन कुर्ता" rather than "सफ़ेद लिनन कुर्ता साथ में
// चिकनकारी कढ़ाई". No randomness: the English catalog's draw is left exactly as it was.

/** Hindi of the store categories and parent categories. */
export const CATEGORY_HI: Record<string, string> = {
  Men: 'पुरुष',
  Women: 'महिलाएँ',
  Accessories: 'एक्सेसरीज़',
  'Kurtas & Kurta Sets': 'कुर्ते और कुर्ता सेट',
  'Ethnic Wear': 'पारंपरिक पहनावा',
  Footwear: 'जूते-चप्पल',
  Jewellery: 'गहने',
  Bags: 'बैग',
  'Stoles & Dupattas': 'स्टोल और दुपट्टे',
  Apparel: 'कपड़े',
};

/** Hindi of the product types (sub-categories). */
export const TYPE_HI: Record<string, string> = {
  Kurta: 'कुर्ता',
  'Kurta Set': 'कुर्ता सेट',
  Sherwani: 'शेरवानी',
  'Nehru Jacket': 'नेहरू जैकेट',
  Saree: 'साड़ी',
  Lehenga: 'लहंगा',
  Anarkali: 'अनारकली',
  Dupatta: 'दुपट्टा',
  Jutti: 'जूती',
  Mojari: 'मोजड़ी',
  Kolhapuri: 'कोल्हापुरी',
  Jhumka: 'झुमका',
  Bangles: 'चूड़ियाँ',
  'Potli Bag': 'पोटली बैग',
  Stole: 'स्टोल',
};

/** Hindi of the colours, in the masculine form a colour word takes on its own. */
export const COLOUR_HI: Record<string, string> = {
  Maroon: 'मैरून',
  Wine: 'वाइन',
  Red: 'लाल',
  'Rani Pink': 'रानी गुलाबी',
  Magenta: 'मजेंटा',
  'Onion Pink': 'प्याज़ी गुलाबी',
  Coral: 'कोरल',
  Peach: 'पीच',
  Rust: 'रस्ट',
  Orange: 'नारंगी',
  Mustard: 'सरसों पीला',
  Yellow: 'पीला',
  Gold: 'सुनहरा',
  'Antique Gold': 'एंटीक सुनहरा',
  'Rose Gold': 'रोज़ गोल्ड',
  Copper: 'तांबई',
  Ivory: 'आइवरी',
  'Off White': 'ऑफ़-व्हाइट',
  Cream: 'क्रीम',
  Beige: 'बेज',
  Tan: 'टैन',
  Brown: 'भूरा',
  Olive: 'ज़ैतूनी',
  Mint: 'पुदीना हरा',
  Emerald: 'पन्ना हरा',
  'Bottle Green': 'बोतल हरा',
  Teal: 'टील',
  'Sky Blue': 'आसमानी',
  'Powder Blue': 'हल्का नीला',
  'Royal Blue': 'रॉयल ब्लू',
  Navy: 'गहरा नीला',
  Lavender: 'लैवेंडर',
  Purple: 'बैंगनी',
  Grey: 'स्लेटी',
  Charcoal: 'गहरा स्लेटी',
  Black: 'काला',
  Silver: 'चांदी',
  'Oxidised Silver': 'ऑक्सीडाइज़्ड चांदी',
  Default: 'एक रंग',
};

/** What each cloth or material is called in Hindi. */
const FABRIC_HI: Record<string, string> = {
  Cotton: 'सूती',
  'Cotton Blend': 'सूती मिश्रण',
  'Cotton Linen': 'कॉटन-लिनन',
  'Cotton Mulmul': 'मलमल',
  'Mulmul Cotton': 'मलमल',
  Mulmul: 'मलमल',
  Muslin: 'मलमल',
  'Cotton Silk': 'कॉटन-सिल्क',
  Linen: 'लिनन',
  'Linen Blend': 'लिनन मिश्रण',
  Khadi: 'खादी',
  Silk: 'रेशमी',
  'Silk Blend': 'रेशम मिश्रण',
  'Art Silk': 'आर्ट सिल्क',
  'Raw Silk': 'रॉ सिल्क',
  'Chanderi Silk': 'चंदेरी सिल्क',
  Chanderi: 'चंदेरी',
  'Tussar Silk': 'टसर सिल्क',
  'Jacquard Silk': 'जैक्वार्ड सिल्क',
  Jacquard: 'जैक्वार्ड',
  'Banarasi Silk': 'बनारसी सिल्क',
  'Kanjeevaram Silk': 'कांजीवरम सिल्क',
  'Mysore Silk': 'मैसूर सिल्क',
  'Paithani Silk': 'पैठणी सिल्क',
  'Patola Silk': 'पटोला सिल्क',
  'Bandhani Silk': 'बांधनी सिल्क',
  'Bandhani Georgette': 'बांधनी जॉर्जेट',
  'Dupion Silk': 'डुपियन सिल्क',
  'Jute Silk': 'जूट सिल्क',
  'Modal Silk': 'मोडल सिल्क',
  'Maheshwari Cotton Silk': 'महेश्वरी कॉटन-सिल्क',
  'Phulkari Cotton': 'फुलकारी सूती',
  Modal: 'मोडल',
  Rayon: 'रेयॉन',
  Georgette: 'जॉर्जेट',
  Chiffon: 'शिफ़ॉन',
  Chinon: 'शिनॉन',
  Crepe: 'क्रेप',
  Organza: 'ऑर्गेंज़ा',
  Net: 'नेट',
  Satin: 'साटन',
  Velvet: 'मख़मली',
  Brocade: 'ब्रोकेड',
  Wool: 'ऊनी',
  'Kashmiri Wool': 'कश्मीरी ऊनी',
  'Kullu Wool': 'कुल्लू ऊनी',
  'Pashmina Blend': 'पश्मीना मिश्रण',
  Tweed: 'ट्वीड',
  Leather: 'चमड़े की',
  'Genuine Leather': 'असली चमड़े की',
  'Soft Leather': 'मुलायम चमड़े की',
  'Buffalo Leather': 'भैंस के चमड़े की',
  'Vegetable-Tanned Leather': 'वनस्पति-रंगे चमड़े की',
  Suede: 'स्वेड',
  'Gold-Plated': 'सोने की परत वाले',
  'Rose Gold-Plated': 'रोज़ गोल्ड परत वाले',
  'Silver-Plated': 'चांदी की परत वाले',
  'Antique Gold': 'एंटीक गोल्ड',
  'Oxidised Silver': 'ऑक्सीडाइज़्ड चांदी के',
  Glass: 'काँच की',
  Lac: 'लाख की',
  Metal: 'धातु की',
};

/** The handwork or finish, as the thing a piece "has" ("… वाला"). */
const WORK_HI: Record<string, string> = {
  'Aari Work': 'आरी कढ़ाई',
  'Chikankari Embroidery': 'चिकनकारी कढ़ाई',
  Chikankari: 'चिकनकारी',
  'Thread Embroidery': 'धागे की कढ़ाई',
  'Thread Work': 'धागे के काम',
  'Thread and Zari Work': 'धागे और ज़री के काम',
  'Resham Embroidery': 'रेशम की कढ़ाई',
  'Zari Embroidery': 'ज़री कढ़ाई',
  'Silver Zari Embroidery': 'चांदी-ज़री कढ़ाई',
  'Zardozi Embroidery': 'ज़रदोज़ी कढ़ाई',
  Zardozi: 'ज़रदोज़ी',
  'Sozni Embroidery': 'सोज़नी कढ़ाई',
  'Phulkari Embroidery': 'फुलकारी कढ़ाई',
  'Phulkari Stitching': 'फुलकारी टाँकों',
  'Sequin Embroidery': 'सितारों की कढ़ाई',
  'Sequin Work': 'सितारों के काम',
  'Mirror Work': 'शीशे के काम',
  'Pearl Work': 'मोतियों के काम',
  Beadwork: 'मनकों के काम',
  'Dabka Work': 'दबका काम',
  'Gota Work': 'गोटे के काम',
  'Gota Patti': 'गोटा-पत्ती',
  'Gota Border': 'गोटे के बॉर्डर',
  'Zari Border': 'ज़री बॉर्डर',
  'Tasselled Zari Border': 'फुंदनों वाले ज़री बॉर्डर',
  'Temple Border': 'मंदिर बॉर्डर',
  'Contrast Border': 'उलटे रंग के बॉर्डर',
  'Kullu Border': 'कुल्लू बॉर्डर',
  'Zari Butti': 'ज़री बूटी',
  'Silver Zari Butti': 'चांदी-ज़री बूटी',
  'Woven Butti': 'बुनी हुई बूटी',
  'Tonal Butti': 'हमरंग बूटी',
  'Zari Placket': 'ज़री पट्टी',
  'Zari Piping': 'ज़री पाइपिंग',
  'Zari Yoke': 'ज़री योक',
  'Zari Pompom': 'ज़री फुंदनों',
  'Block Print': 'ब्लॉक प्रिंट',
  'Floral Print': 'फूलदार छपाई',
  'Paisley Print': 'कैरी छपाई',
  'Paisley Motifs': 'कैरी बूटों',
  'Kalamkari Print': 'कलमकारी छपाई',
  'Ikat Print': 'इकत छपाई',
  'Ikat Weave': 'इकत बुनाई',
  'Bandhani Print': 'बांधनी छपाई',
  'Bandhani Dots': 'बांधनी बिंदियों',
  Bandhani: 'बांधनी',
  'Leheriya Print': 'लहरिया छपाई',
  'Leheriya Dye': 'लहरिया रंगाई',
  'Self-Design Weave': 'सेल्फ़-डिज़ाइन बुनाई',
  'Self Design': 'सेल्फ़-डिज़ाइन',
  'Self-Woven Jacquard': 'जैक्वार्ड बुनाई',
  'Jamawar Weave': 'जामावार बुनाई',
  'Checked Weave': 'चेक बुनाई',
  'Woven Stripes': 'बुनी धारियों',
  Pinstripes: 'बारीक धारियों',
  'Pintuck Detailing': 'पिनटक',
  'Solid Finish': 'सादे रंग',
  'Alternating Colours': 'बारी-बारी रंगों',
  Kundan: 'कुंदन',
  Polki: 'पोल्की',
  Meenakari: 'मीनाकारी',
  Temple: 'टेम्पल',
  Filigree: 'जाली',
  Pearl: 'मोती',
  'Glitter Dust': 'चमकी',
  'Gold Kadas': 'सुनहरे कड़ों',
  'Meenakari Kadas': 'मीनाकारी कड़ों',
  'Stone Studded Kadas': 'नग जड़े कड़ों',
  'Silk Thread': 'रेशमी धागे',
  'Cutwork Leather': 'कटवर्क',
  'Braided T-Strap': 'गुँथे टी-स्ट्रैप',
  'Double Braid': 'दोहरी चोटी',
  'Hand-Punched Strap': 'हाथ से छेदे पट्टे',
  'Toe Ring and Braid': 'अंगूठे के छल्ले और चोटी',
};

type Gram = 'm' | 'f' | 'p';

/** Each English noun: its Hindi and grammatical gender (m, f, or plural). */
const NOUN_HI: Record<string, [string, Gram]> = {
  Kurta: ['कुर्ता', 'm'],
  Kurti: ['कुर्ती', 'f'],
  'Kurta Pyjama Set': ['कुर्ता-पजामा सेट', 'm'],
  'Kurta Churidar Set': ['कुर्ता-चूड़ीदार सेट', 'm'],
  'Kurta Dupatta Set': ['कुर्ता-दुपट्टा सेट', 'm'],
  'Kurta Palazzo Set': ['कुर्ता-प्लाज़ो सेट', 'm'],
  'Kurta Pant Set': ['कुर्ता-पैंट सेट', 'm'],
  Sherwani: ['शेरवानी', 'f'],
  'Sherwani Set': ['शेरवानी सेट', 'm'],
  'Nehru Jacket': ['नेहरू जैकेट', 'f'],
  Saree: ['साड़ी', 'f'],
  'Lehenga Choli': ['लहंगा-चोली', 'm'],
  'Lehenga Set': ['लहंगा सेट', 'm'],
  'Anarkali Kurta': ['अनारकली कुर्ता', 'm'],
  'Anarkali Suit Set': ['अनारकली सूट सेट', 'm'],
  'Anarkali Gown': ['अनारकली गाउन', 'm'],
  Dupatta: ['दुपट्टा', 'm'],
  Jutti: ['जूती', 'f'],
  Mojari: ['मोजड़ी', 'f'],
  'Kolhapuri Chappal': ['कोल्हापुरी चप्पल', 'f'],
  'Kolhapuri Sandal': ['कोल्हापुरी सैंडल', 'f'],
  'Kolhapuri Flats': ['कोल्हापुरी फ़्लैट', 'p'],
  'Jhumka Earrings': ['झुमके', 'p'],
  Jhumkas: ['झुमके', 'p'],
  'Bangle Set': ['चूड़ियों का सेट', 'm'],
  'Potli Bag': ['पोटली बैग', 'm'],
  Stole: ['स्टोल', 'm'],
};

/** A sentence on when and how each type is worn, to follow the first. */
const WEAR_HI: Record<string, string> = {
  Kurta: 'रोज़ के पहनावे से लेकर त्योहार की पूजा तक, हर मौक़े पर जँचता है।',
  'Kurta Set': 'पूरा सेट एक साथ आता है, मेल की चीज़ें अलग से ढूँढनी नहीं पड़तीं।',
  Sherwani: 'शादी, सगाई और रिसेप्शन के लिए शाही अंदाज़।',
  'Nehru Jacket': 'कुर्ते के ऊपर पहनिए और सादा पहनावा झट से ख़ास बन जाता है।',
  Saree: 'त्योहारों और शादी-ब्याह में पहनने लायक़, सहेज कर रखने लायक़।',
  Lehenga: 'मेहंदी, संगीत या फेरे: हर रस्म में नज़रें आप पर रहेंगी।',
  Anarkali: 'घेरदार कट, जो चलते हुए ख़ूबसूरती से लहराता है।',
  Dupatta: 'सादे सूट या कुर्ते के साथ ओढ़िए और पूरा रूप बदल दीजिए।',
  Jutti: 'हाथ से बनी, मुलायम तले वाली; कुर्ते और लहंगे दोनों के साथ जँचती है।',
  Mojari: 'राजस्थानी कारीगरी, शादी और त्योहार के पहनावे के साथ।',
  Kolhapuri: 'कोल्हापुर के कारीगरों की पुरानी बनावट, रोज़ पहनने में आरामदेह।',
  Jhumka: 'हल्के वज़न के, दिन भर पहनने में आरामदेह।',
  Bangles: 'त्योहार और शादी के जोड़े के साथ खनकती चूड़ियाँ।',
  'Potli Bag': 'फ़ोन, चाबियाँ और लिपस्टिक आ जाते हैं; शादी-पार्टी का सही साथी।',
  Stole: 'ठंडी शामों में गर्माहट, और पहनावे में निखार।',
};

/** Adjectives that agree with their noun: काला कुर्ता, काली साड़ी, काले झुमके. */
const AGREEING = new Set(['काला', 'पीला', 'नीला', 'हरा', 'भूरा', 'सुनहरा', 'गहरा', 'हल्का']);

function agree(phrase: string, g: Gram): string {
  if (g === 'm') return phrase;
  return phrase
    .split(' ')
    .map((w) => (AGREEING.has(w) ? w.slice(0, -1) + (g === 'f' ? 'ी' : 'े') : w))
    .join(' ');
}

const WALA: Record<Gram, string> = { m: 'वाला', f: 'वाली', p: 'वाले' };
const KA: Record<Gram, string> = { m: 'का', f: 'की', p: 'के' };
const DECKED: Record<Gram, string> = { m: 'सजा हुआ', f: 'सजी हुई', p: 'सजे हुए' };

/** The words of one demo product, as demo-catalog.ts drew them. */
export interface HindiParts {
  subCategory: string;
  colour: string;
  fabric: string;
  work: string;
  noun: string;
  metal: boolean;
}

/**
 * The Hindi title and description of a demo product, or null when one of its words has no
 * Hindi here (it then shows in English, as a shop's untranslated product would).
 */
export function hindiOfDemoProduct(
  p: HindiParts,
): { titleHi: string; descriptionHi: string } | null {
  const noun = NOUN_HI[p.noun];
  const fabric = FABRIC_HI[p.fabric];
  const work = WORK_HI[p.work];
  const colour = COLOUR_HI[p.colour];
  const wear = WEAR_HI[p.subCategory];
  if (!noun || !fabric || !work || !colour || !wear) return null;
  const [what, g] = noun;
  if (p.metal) {
    return {
      titleHi: `${fabric} ${work} ${what}`,
      descriptionHi: `बारीक ${work} कारीगरी ${WALA[g]} ${what}। ${wear}`,
    };
  }
  // "चमड़े की जूती" but "चमड़े के फ़्लैट": the material agrees with the noun too.
  const cloth = fabric.replace(/ की$/, ` ${KA[g]}`);
  if (p.colour === 'Default') {
    return {
      titleHi: `${work} ${WALA[g]} ${cloth} ${what}`,
      descriptionHi: `${cloth} ${what}, ${work} से ${DECKED[g]}। ${wear}`,
    };
  }
  // Before रंग the colour is in the oblique ("गहरे नीले रंग की"), as before any postposition.
  return {
    titleHi: `${work} ${WALA[g]} ${agree(colour, g)} ${cloth} ${what}`,
    descriptionHi: `${agree(colour, 'p')} रंग ${KA[g]} ${cloth} ${what}, ${work} से ${DECKED[g]}। ${wear}`,
  };
}

/** Every Hindi name the demo ships, as catalog_names rows. */
export function demoHindiNames(): {
  kind: 'category' | 'type' | 'colour';
  name: string;
  nameHi: string;
}[] {
  return [
    ...Object.entries(CATEGORY_HI).map(([name, nameHi]) => ({
      kind: 'category' as const,
      name,
      nameHi,
    })),
    ...Object.entries(TYPE_HI).map(([name, nameHi]) => ({ kind: 'type' as const, name, nameHi })),
    ...Object.entries(COLOUR_HI).map(([name, nameHi]) => ({
      kind: 'colour' as const,
      name,
      nameHi,
    })),
  ];
}
