// The demo store's size charts (issue 33), one for every product type of the demo catalog and
// gender it is sold for. Lengths are inches (the page shows centimetres too); the figures are the
// usual ones of Indian ready-to-wear, close enough for a demo shop and easy for an owner to edit.
import type { SizeChartBody } from '@store/contract';

export interface DemoSizeChart {
  productType: string;
  gender: 'Men' | 'Women' | null;
  chart: SizeChartBody;
}

type Rows = [string, ...number[]][];
const inches = (labels: string[]) => labels.map((label) => ({ label, kind: 'inches' as const }));
const rowsOf = (rows: Rows) => rows.map(([size, ...cells]) => ({ size, cells }));

const KURTA_HOW =
  'Chest: lay the kurta flat and measure across just below the armholes, then double it. ' +
  'Shoulder: seam to seam across the back. Length: from the highest point of the shoulder to ' +
  'the hem. Sleeve: from the shoulder seam to the cuff. Compare with a kurta that fits you well.';
const BODY_HOW =
  'Measure over light clothing with a soft tape, snug but not tight. Bust or chest: around the ' +
  'fullest part. Waist: around the natural waist, above the navel. Hip: around the fullest part ' +
  'of the hips. Between two sizes, take the larger one.';

const FOOT_HOW =
  'Stand on a sheet of paper in the evening, when feet are largest, and mark the heel and ' +
  'the tip of the longest toe; measure between the marks. Indian sizes are the UK sizes. ' +
  'Handmade juttis and kolhapuris are snug at first and ease with wear: between sizes, ' +
  'take the larger one.';
const BLOUSE_HOW =
  'The saree comes with an unstitched blouse piece: give your tailor these body ' +
  'measurements. Bust: around the fullest part. Waist: just under the bust. Shoulder: ' +
  'from one shoulder point to the other across the back. Armhole: around the arm where ' +
  'it meets the shoulder. Neck depths: from the shoulder line down to where the neckline ' +
  'should sit.';
const LEHENGA_HOW =
  'Waist: around the natural waist, where the lehenga sits. Hip: around the fullest part. ' +
  'Length: from the waist to the floor, in the heels you will wear. The waist has about ' +
  'an inch of margin to let out.';
const FLAT_HOW = 'Measured flat, end to end.';
const BANGLE_HOW =
  'Bangle size 2.6: to check yours, measure the inside of a bangle that slips over your hand.';
const JHUMKA_HOW = 'From the hook to the lowest point.';
const POTLI_HOW = 'Measured flat, without the drawstring.';

const menKurta: Rows = [
  ['S', 38, 17, 40, 24],
  ['M', 40, 17.5, 41, 24.5],
  ['L', 42, 18, 42, 25],
  ['XL', 44, 18.5, 43, 25.5],
  ['XXL', 46, 19, 44, 26],
];
const womenKurta: Rows = [
  ['XS', 34, 13.5, 44, 17],
  ['S', 36, 14, 44, 17],
  ['M', 38, 14.5, 45, 17.5],
  ['L', 40, 15, 45, 17.5],
  ['XL', 42, 15.5, 46, 18],
  ['XXL', 44, 16, 46, 18],
];

function kurtaChart(title: string, rows: Rows): SizeChartBody {
  return {
    title,
    kind: 'garment',
    columns: inches(['Chest', 'Shoulder', 'Length', 'Sleeve']),
    rows: rowsOf(rows),
    howToMeasure: KURTA_HOW,
  };
}

function footwearChart(title: string, uk: number[], footInches: number[]): SizeChartBody {
  return {
    title,
    kind: 'body',
    columns: [
      { label: 'Indian', kind: 'text' },
      { label: 'UK', kind: 'text' },
      { label: 'EU', kind: 'text' },
      { label: 'Foot length', kind: 'inches' },
    ],
    rows: uk.map((size, i) => ({
      size: String(size),
      cells: [String(size), String(size), String(size + 33), footInches[i] ?? 0],
    })),
    howToMeasure: FOOT_HOW,
  };
}

const MEN_UK = [6, 7, 8, 9, 10, 11];
const MEN_FOOT = [9.6, 9.9, 10.2, 10.5, 10.8, 11.1];
const WOMEN_UK = [3, 4, 5, 6, 7, 8];
const WOMEN_FOOT = [8.7, 9, 9.3, 9.6, 9.9, 10.2];

function dimensions(title: string, labels: string[], values: number[], how: string) {
  return {
    title,
    kind: 'garment' as const,
    columns: inches(labels),
    rows: [{ size: 'One Size', cells: values }],
    howToMeasure: how,
  };
}

/** The demo charts' names in Hindi (docs/decisions/032): shown on the store's Hindi pages. */
const TITLES_HI: Record<string, string> = {
  "Men's jutti sizes": 'पुरुषों की जूती के साइज़',
  "Women's jutti sizes": 'महिलाओं की जूती के साइज़',
  "Men's mojari sizes": 'पुरुषों की मोजरी के साइज़',
  "Women's mojari sizes": 'महिलाओं की मोजरी के साइज़',
  "Men's kolhapuri sizes": 'पुरुषों की कोल्हापुरी के साइज़',
  "Women's kolhapuri sizes": 'महिलाओं की कोल्हापुरी के साइज़',
  "Men's kurta": 'पुरुषों का कुर्ता',
  "Women's kurta": 'महिलाओं का कुर्ता',
  "Men's kurta set": 'पुरुषों का कुर्ता सेट',
  "Women's kurta set": 'महिलाओं का कुर्ता सेट',
  Sherwani: 'शेरवानी',
  'Nehru jacket': 'नेहरू जैकेट',
  'Saree blouse': 'साड़ी ब्लाउज़',
  Lehenga: 'लहंगा',
  Anarkali: 'अनारकली',
  Dupatta: 'दुपट्टा',
  Stole: 'स्टोल',
  Bangles: 'चूड़ियाँ',
  Jhumka: 'झुमका',
  'Potli bag': 'पोटली बैग',
};

/** The demo charts' "how to measure" notes in Hindi, keyed by the English note. */
const HOW_HI: Record<string, string> = {
  [KURTA_HOW]:
    'छाती: कुर्ते को समतल बिछाएँ और बाँह के घेरे के ठीक नीचे एक ओर से दूसरी ओर तक नापें, फिर ' +
    'उसे दोगुना करें। कंधा: पीछे की ओर एक सिलाई से दूसरी सिलाई तक। लंबाई: कंधे के सबसे ऊँचे ' +
    'बिंदु से नीचे के किनारे तक। आस्तीन: कंधे की सिलाई से कफ़ तक। अपने किसी अच्छे नाप वाले ' +
    'कुर्ते से मिलाकर देखें।',
  [BODY_HOW]:
    'हल्के कपड़ों के ऊपर मुलायम फ़ीते से नापें, सटाकर पर कसकर नहीं। बस्ट या छाती: सबसे चौड़े ' +
    'हिस्से के चारों ओर। कमर: नाभि के ऊपर, प्राकृतिक कमर के चारों ओर। हिप: कूल्हों के सबसे ' +
    'चौड़े हिस्से के चारों ओर। दो साइज़ के बीच हों तो बड़ा साइज़ लें।',
  [FOOT_HOW]:
    'शाम को, जब पैर सबसे बड़े होते हैं, काग़ज़ पर खड़े होकर एड़ी और सबसे लंबी उँगली के सिरे पर ' +
    'निशान लगाएँ; दोनों निशानों के बीच नापें। भारतीय साइज़ यूके के साइज़ ही हैं। हाथ से बनी ' +
    'जूतियाँ और कोल्हापुरी शुरू में तंग रहती हैं और पहनने से ढीली हो जाती हैं: दो साइज़ के बीच ' +
    'हों तो बड़ा साइज़ लें।',
  [BLOUSE_HOW]:
    'साड़ी के साथ बिना सिला ब्लाउज़ पीस आता है: अपने दर्ज़ी को ये नाप दें। बस्ट: सबसे चौड़े ' +
    'हिस्से के चारों ओर। कमर: बस्ट के ठीक नीचे। कंधा: पीछे की ओर एक कंधे के सिरे से दूसरे ' +
    'तक। आर्महोल: बाँह के चारों ओर, जहाँ वह कंधे से मिलती है। गले की गहराई: कंधे की रेखा से ' +
    'नीचे, जहाँ तक गला चाहिए।',
  [LEHENGA_HOW]:
    'कमर: प्राकृतिक कमर के चारों ओर, जहाँ लहंगा टिकता है। हिप: सबसे चौड़े हिस्से के चारों ओर। ' +
    'लंबाई: कमर से ज़मीन तक, वही एड़ी वाले जूते पहनकर जो आप पहनेंगी। कमर में लगभग एक इंच ' +
    'खोलने की गुंजाइश है।',
  [FLAT_HOW]: 'समतल बिछाकर, एक सिरे से दूसरे सिरे तक नापा गया।',
  [BANGLE_HOW]:
    'चूड़ी का साइज़ 2.6: अपना साइज़ जाँचने के लिए, अपनी किसी ऐसी चूड़ी का भीतरी व्यास नापें जो ' +
    'हाथ में आसानी से चढ़ जाती हो।',
  [JHUMKA_HOW]: 'हुक से सबसे निचले सिरे तक।',
  [POTLI_HOW]: 'समतल बिछाकर, डोरी छोड़कर नापा गया।',
};

export function demoSizeCharts(): DemoSizeChart[] {
  return demoChartsInEnglish().map((entry) => {
    const titleHi = TITLES_HI[entry.chart.title];
    const howToMeasureHi = HOW_HI[entry.chart.howToMeasure];
    return {
      ...entry,
      chart: {
        ...entry.chart,
        ...(titleHi ? { titleHi } : {}),
        ...(howToMeasureHi ? { howToMeasureHi } : {}),
      },
    };
  });
}

function demoChartsInEnglish(): DemoSizeChart[] {
  const shoes = (type: string): DemoSizeChart[] => [
    {
      productType: type,
      gender: 'Men',
      chart: footwearChart(`Men's ${type.toLowerCase()} sizes`, MEN_UK, MEN_FOOT),
    },
    {
      productType: type,
      gender: 'Women',
      chart: footwearChart(`Women's ${type.toLowerCase()} sizes`, WOMEN_UK, WOMEN_FOOT),
    },
  ];
  return [
    { productType: 'Kurta', gender: 'Men', chart: kurtaChart("Men's kurta", menKurta) },
    { productType: 'Kurta', gender: 'Women', chart: kurtaChart("Women's kurta", womenKurta) },
    { productType: 'Kurta Set', gender: 'Men', chart: kurtaChart("Men's kurta set", menKurta) },
    {
      productType: 'Kurta Set',
      gender: 'Women',
      chart: kurtaChart("Women's kurta set", womenKurta),
    },
    {
      productType: 'Sherwani',
      gender: 'Men',
      chart: kurtaChart('Sherwani', [
        ['S', 39, 17, 42, 24.5],
        ['M', 41, 17.5, 43, 25],
        ['L', 43, 18, 44, 25.5],
        ['XL', 45, 18.5, 45, 26],
        ['XXL', 47, 19, 46, 26.5],
      ]),
    },
    {
      productType: 'Nehru Jacket',
      gender: 'Men',
      chart: {
        title: 'Nehru jacket',
        kind: 'garment',
        columns: inches(['Chest', 'Shoulder', 'Length']),
        rows: rowsOf([
          ['S', 38, 17, 27],
          ['M', 40, 17.5, 28],
          ['L', 42, 18, 28.5],
          ['XL', 44, 18.5, 29],
          ['XXL', 46, 19, 29.5],
        ]),
        howToMeasure: KURTA_HOW,
      },
    },
    {
      productType: 'Saree',
      gender: null,
      chart: {
        title: 'Saree blouse',
        kind: 'body',
        columns: inches([
          'Bust',
          'Waist',
          'Shoulder',
          'Armhole',
          'Sleeve length',
          'Front neck depth',
          'Back neck depth',
        ]),
        rows: rowsOf([
          ['32', 32, 26, 13.5, 15, 5, 6, 7],
          ['34', 34, 28, 14, 16, 5.5, 6.5, 7.5],
          ['36', 36, 30, 14.5, 17, 5.5, 6.5, 7.5],
          ['38', 38, 32, 15, 18, 6, 7, 8],
          ['40', 40, 34, 15.5, 19, 6, 7, 8],
          ['42', 42, 36, 16, 20, 6.5, 7.5, 8.5],
        ]),
        howToMeasure: BLOUSE_HOW,
      },
    },
    {
      productType: 'Lehenga',
      gender: null,
      chart: {
        title: 'Lehenga',
        kind: 'garment',
        columns: inches(['Waist', 'Hip', 'Length']),
        rows: rowsOf([
          ['S', 28, 38, 40],
          ['M', 30, 40, 41],
          ['L', 32, 42, 41],
          ['XL', 34, 44, 42],
        ]),
        howToMeasure: LEHENGA_HOW,
      },
    },
    {
      productType: 'Anarkali',
      gender: null,
      chart: {
        title: 'Anarkali',
        kind: 'body',
        columns: inches(['Bust', 'Waist', 'Shoulder', 'Length']),
        rows: rowsOf([
          ['XS', 32, 26, 13.5, 50],
          ['S', 34, 28, 14, 50],
          ['M', 36, 30, 14.5, 52],
          ['L', 38, 32, 15, 52],
          ['XL', 40, 34, 15.5, 54],
          ['XXL', 42, 36, 16, 54],
        ]),
        howToMeasure: BODY_HOW,
      },
    },
    ...shoes('Jutti'),
    ...shoes('Mojari'),
    ...shoes('Kolhapuri'),
    {
      productType: 'Dupatta',
      gender: null,
      chart: dimensions('Dupatta', ['Length', 'Width'], [98, 39], FLAT_HOW),
    },
    {
      productType: 'Stole',
      gender: null,
      chart: dimensions('Stole', ['Length', 'Width'], [78, 28], FLAT_HOW),
    },
    {
      productType: 'Bangles',
      gender: null,
      chart: dimensions('Bangles', ['Inner diameter'], [2.6], BANGLE_HOW),
    },
    {
      productType: 'Jhumka',
      gender: null,
      chart: dimensions('Jhumka', ['Drop length', 'Width'], [2.2, 1], JHUMKA_HOW),
    },
    {
      productType: 'Potli Bag',
      gender: null,
      chart: dimensions('Potli bag', ['Height', 'Width'], [9, 7], POTLI_HOW),
    },
  ];
}
