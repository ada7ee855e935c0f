// The demo catalog a fresh install starts with: a few hundred believable products of Indian
// ethnic wear, built from vocabularies of fabric, work, cut and colour. Everything is derived
// from one seed, so every install (and every test) sees the very same shop.
import type { ArticleKind, ArtPattern, ProductArt } from '../product-art.ts';
import { hindiOfDemoProduct } from './demo-catalog-hindi.ts';

export type DemoCategory = 'Men' | 'Women' | 'Accessories';
export type DemoGender = 'Men' | 'Women' | 'Unisex';
export type DemoMasterCategory = 'Apparel' | 'Footwear' | 'Accessories';
export type DemoParentCategory =
  'Kurtas & Kurta Sets' | 'Ethnic Wear' | 'Footwear' | 'Jewellery' | 'Bags' | 'Stoles & Dupattas';
export type DemoSubCategory =
  | 'Kurta'
  | 'Kurta Set'
  | 'Sherwani'
  | 'Nehru Jacket'
  | 'Saree'
  | 'Lehenga'
  | 'Anarkali'
  | 'Dupatta'
  | 'Jutti'
  | 'Mojari'
  | 'Kolhapuri'
  | 'Jhumka'
  | 'Bangles'
  | 'Potli Bag'
  | 'Stole';

export interface DemoProduct {
  title: string;
  description: string;
  category: DemoCategory;
  parentCategory: DemoParentCategory;
  subCategory: DemoSubCategory;
  masterCategory: DemoMasterCategory;
  gender: DemoGender;
  regularPricePaise: number;
  discountedPricePaise: number | null;
  sizes: string[];
  colors: string[];
  stock: Record<string, number>;
  featured: boolean;
  createdAt: Date;
  art: ProductArt;
  /** The Hindi title and description, when every word of it has Hindi (demo-catalog-hindi.ts). */
  titleHi?: string;
  descriptionHi?: string;
}

export const DEMO_CATALOG_SEED = 20_261_101;

/** The catalog is dated as if the shop had been open for the eight months before this day. */
const CATALOG_DAY = Date.UTC(2026, 10, 1);
const CATALOG_SPAN_DAYS = 240;

// ---------------------------------------------------------------------------------------------
// Randomness: mulberry32, so the catalog is identical on every machine and Node version.

interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

function createRng(seed: number): Rng {
  let a = Math.trunc(seed) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = out[i] as T;
        out[i] = out[j] as T;
        out[j] = a;
      }
      return out;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Colours shoppers name, with the shade the product pictures are drawn in.

const COLOUR_HEX = {
  Maroon: '#7a1f2b',
  Wine: '#6b1f3a',
  Red: '#b3202c',
  'Rani Pink': '#c8175f',
  Magenta: '#a3195b',
  'Onion Pink': '#d79aa1',
  Coral: '#e2705c',
  Peach: '#f0b48e',
  Rust: '#b0502b',
  Orange: '#dc6f24',
  Mustard: '#d49a2a',
  Yellow: '#e6bf35',
  Gold: '#c9a24a',
  'Antique Gold': '#a8843a',
  'Rose Gold': '#c9957f',
  Copper: '#b46f45',
  Ivory: '#f3ecdc',
  'Off White': '#eeeae0',
  Cream: '#ece0c3',
  Beige: '#d9c6a3',
  Tan: '#b47a48',
  Brown: '#6b4226',
  Olive: '#6e7336',
  Mint: '#a6d5bd',
  Emerald: '#1d7a53',
  'Bottle Green': '#1d4d3a',
  Teal: '#1f6b70',
  'Sky Blue': '#86b5da',
  'Powder Blue': '#b2cbe2',
  'Royal Blue': '#2a4fa0',
  Navy: '#1d2a4a',
  Lavender: '#b4a0d4',
  Purple: '#5b2a6e',
  Grey: '#8a8d91',
  Charcoal: '#3a3b3e',
  Black: '#1c1b1d',
  Silver: '#b9bcc2',
  'Oxidised Silver': '#7e8083',
} as const;

type ColourName = keyof typeof COLOUR_HEX;

const hex = (c: ColourName) => COLOUR_HEX[c];

/** A contrast for motifs when the product comes in one colour only. */
function partnerColour(c: ColourName, rng: Rng): ColourName {
  const light: ColourName[] = ['Ivory', 'Cream', 'Beige', 'Gold', 'Peach', 'Mint', 'Powder Blue'];
  const deep: ColourName[] = [
    'Maroon',
    'Bottle Green',
    'Navy',
    'Wine',
    'Rani Pink',
    'Teal',
    'Rust',
  ];
  const isLight = [
    'Ivory',
    'Off White',
    'Cream',
    'Beige',
    'Peach',
    'Mint',
    'Powder Blue',
    'Sky Blue',
    'Lavender',
    'Onion Pink',
    'Yellow',
    'Silver',
  ].includes(c);
  let partner = rng.pick(isLight ? deep : light);
  if (partner === c) partner = isLight ? 'Maroon' : 'Ivory';
  return partner;
}

const PLAIN: readonly ArtPattern[] = ['plain'];
const ZARI_GOLD = '#d4ad57';
const ZARI_SILVER = '#c4c7cc';
const PEARL = '#f3ead8';

// ---------------------------------------------------------------------------------------------
// Vocabulary. A "choice" is a fabric, material or piece of handwork, with the surface designs it
// can carry and where it sits on the price range.

interface Choice {
  name: string;
  /** 0 = the cheap end of the line's price range, 1 = the dear end. */
  tier: number;
  patterns?: readonly ArtPattern[];
  /** How to look after it; also decides the care sentence. */
  care?: Care;
  silver?: boolean;
}

type Care =
  'cotton' | 'silk' | 'synthetic' | 'wool' | 'leather' | 'fabric-shoe' | 'metal' | 'glass' | 'bag';

const c = (
  name: string,
  tier: number,
  patterns?: readonly ArtPattern[],
  care?: Care,
  silver?: boolean,
): Choice => ({
  name,
  tier,
  ...(patterns ? { patterns } : {}),
  ...(care ? { care } : {}),
  ...(silver ? { silver } : {}),
});

const MEN_KURTA_FABRICS = [
  c('Cotton', 0.1, undefined, 'cotton'),
  c('Linen', 0.45, undefined, 'cotton'),
  c('Khadi', 0.3, undefined, 'cotton'),
  c('Cotton Linen', 0.3, undefined, 'cotton'),
  c('Mulmul Cotton', 0.2, undefined, 'cotton'),
  c('Chanderi Silk', 0.6, undefined, 'silk'),
  c('Cotton Silk', 0.5, undefined, 'silk'),
  c('Tussar Silk', 0.8, undefined, 'silk'),
  c('Raw Silk', 0.75, undefined, 'silk'),
  c('Jacquard Silk', 0.85, ['paisley', 'butti', 'floral'], 'silk'),
  c('Art Silk', 0.35, undefined, 'synthetic'),
];

const MEN_KURTA_WORKS = [
  c('Chikankari Embroidery', 0.7, ['chikankari']),
  c('Thread Embroidery', 0.5, ['butti', 'floral']),
  c('Self-Design Weave', 0.3, ['plain', 'checks']),
  c('Block Print', 0.2, ['floral', 'paisley', 'butti']),
  c('Zari Placket', 0.6, ['zari-border']),
  c('Pintuck Detailing', 0.3, ['plain', 'stripes']),
  c('Mirror Work', 0.6, ['butti']),
  c('Woven Stripes', 0.2, ['stripes']),
  c('Ikat Weave', 0.5, ['ikat']),
  c('Silver Zari Butti', 0.6, ['butti'], undefined, true),
];

const WOMEN_KURTA_FABRICS = [
  c('Cotton', 0.1, undefined, 'cotton'),
  c('Rayon', 0.15, undefined, 'synthetic'),
  c('Chanderi', 0.6, undefined, 'silk'),
  c('Georgette', 0.45, undefined, 'synthetic'),
  c('Mulmul', 0.3, undefined, 'cotton'),
  c('Cotton Silk', 0.55, undefined, 'silk'),
  c('Modal Silk', 0.65, undefined, 'silk'),
  c('Linen Blend', 0.4, undefined, 'cotton'),
  c('Crepe', 0.35, undefined, 'synthetic'),
];

const WOMEN_KURTA_WORKS = [
  c('Chikankari', 0.7, ['chikankari']),
  c('Gota Work', 0.6, ['zari-border', 'butti']),
  c('Bandhani Print', 0.3, ['bandhani']),
  c('Leheriya Print', 0.3, ['leheriya']),
  c('Block Print', 0.2, ['floral', 'butti', 'paisley']),
  c('Mirror Work', 0.6, ['butti']),
  c('Thread Embroidery', 0.5, ['floral', 'paisley']),
  c('Zari Yoke', 0.7, ['zari-border']),
  c('Ikat Print', 0.3, ['ikat']),
  c('Kalamkari Print', 0.4, ['paisley', 'floral']),
];

const SHERWANI_FABRICS = [
  c('Silk', 0.6, undefined, 'silk'),
  c('Jacquard', 0.5, ['paisley', 'butti'], 'silk'),
  c('Velvet', 0.8, undefined, 'silk'),
  c('Raw Silk', 0.7, undefined, 'silk'),
  c('Brocade', 0.75, ['paisley', 'floral'], 'silk'),
  c('Art Silk', 0.2, undefined, 'synthetic'),
  c('Banarasi Silk', 0.9, ['butti', 'paisley'], 'silk'),
  c('Dupion Silk', 0.55, undefined, 'silk'),
];

const SHERWANI_WORKS = [
  c('Zardozi Embroidery', 0.9, ['zari-border', 'butti']),
  c('Resham Embroidery', 0.6, ['floral', 'paisley']),
  c('Sequin Work', 0.5, ['butti']),
  c('Self-Woven Jacquard', 0.3, ['paisley', 'plain']),
  c('Aari Work', 0.7, ['floral']),
  c('Thread and Zari Work', 0.8, ['zari-border']),
  c('Silver Zari Embroidery', 0.8, ['zari-border', 'butti'], undefined, true),
];

const NEHRU_FABRICS = [
  c('Jute Silk', 0.4, undefined, 'silk'),
  c('Linen', 0.5, undefined, 'cotton'),
  c('Khadi', 0.3, undefined, 'cotton'),
  c('Jacquard', 0.6, ['paisley', 'butti'], 'silk'),
  c('Velvet', 0.85, undefined, 'silk'),
  c('Tweed', 0.7, ['checks'], 'wool'),
  c('Cotton Blend', 0.1, undefined, 'cotton'),
  c('Art Silk', 0.2, undefined, 'synthetic'),
  c('Brocade', 0.8, ['paisley', 'floral'], 'silk'),
];

const NEHRU_WORKS = [
  c('Self Design', 0.3, ['plain', 'checks']),
  c('Paisley Print', 0.3, ['paisley']),
  c('Woven Butti', 0.5, ['butti']),
  c('Ikat Print', 0.4, ['ikat']),
  c('Checked Weave', 0.4, ['checks']),
  c('Solid Finish', 0.1, ['plain']),
  c('Zari Piping', 0.6, ['zari-border']),
  c('Pinstripes', 0.3, ['stripes']),
];

const SAREE_FABRICS = [
  c('Banarasi Silk', 0.9, ['butti', 'paisley', 'zari-border'], 'silk'),
  c('Kanjeevaram Silk', 1, ['zari-border', 'checks', 'butti'], 'silk'),
  c('Chanderi', 0.45, ['butti', 'plain', 'zari-border'], 'silk'),
  c('Chiffon', 0.2, ['floral', 'plain', 'leheriya'], 'synthetic'),
  c('Georgette', 0.25, ['floral', 'bandhani', 'plain'], 'synthetic'),
  c('Organza', 0.5, ['floral', 'plain'], 'silk'),
  c('Tussar Silk', 0.65, ['plain', 'paisley', 'stripes'], 'silk'),
  c('Cotton', 0.05, ['checks', 'stripes', 'butti'], 'cotton'),
  c('Linen', 0.35, ['stripes', 'plain', 'checks'], 'cotton'),
  c('Mysore Silk', 0.7, ['plain', 'zari-border'], 'silk'),
  c('Patola Silk', 0.95, ['ikat'], 'silk'),
  c('Bandhani Georgette', 0.35, ['bandhani'], 'synthetic'),
  c('Paithani Silk', 0.85, ['paisley', 'zari-border'], 'silk'),
  c('Maheshwari Cotton Silk', 0.4, ['checks', 'stripes', 'zari-border'], 'silk'),
];

const SAREE_WORKS = [
  c('Zari Border', 0.8, ['zari-border']),
  c('Woven Butti', 0.6, ['butti']),
  c('Temple Border', 0.9, ['zari-border']),
  c('Floral Print', 0.2, ['floral']),
  c('Leheriya Dye', 0.3, ['leheriya']),
  c('Bandhani Dots', 0.3, ['bandhani']),
  c('Paisley Motifs', 0.5, ['paisley']),
  c('Checked Weave', 0.4, ['checks']),
  c('Contrast Border', 0.3, ['plain', 'stripes']),
  c('Sequin Work', 0.5, ['butti']),
  c('Silver Zari Butti', 0.7, ['butti'], undefined, true),
];

const LEHENGA_FABRICS = [
  c('Velvet', 0.85, undefined, 'silk'),
  c('Raw Silk', 0.7, undefined, 'silk'),
  c('Georgette', 0.3, undefined, 'synthetic'),
  c('Net', 0.35, undefined, 'synthetic'),
  c('Art Silk', 0.15, undefined, 'synthetic'),
  c('Banarasi Silk', 0.9, ['butti', 'paisley'], 'silk'),
  c('Organza', 0.6, ['floral'], 'silk'),
  c('Chinon', 0.3, undefined, 'synthetic'),
  c('Satin', 0.4, undefined, 'synthetic'),
];

const LEHENGA_WORKS = [
  c('Zardozi', 1, ['zari-border', 'butti']),
  c('Sequin Embroidery', 0.6, ['butti', 'floral']),
  c('Gota Patti', 0.7, ['zari-border']),
  c('Mirror Work', 0.5, ['butti']),
  c('Resham Embroidery', 0.6, ['floral', 'paisley']),
  c('Floral Print', 0.2, ['floral']),
  c('Leheriya Print', 0.3, ['leheriya']),
  c('Bandhani', 0.4, ['bandhani']),
  c('Thread Work', 0.5, ['paisley', 'floral']),
];

const ANARKALI_FABRICS = [
  c('Georgette', 0.4, undefined, 'synthetic'),
  c('Cotton', 0.1, undefined, 'cotton'),
  c('Chanderi', 0.6, undefined, 'silk'),
  c('Rayon', 0.15, undefined, 'synthetic'),
  c('Silk Blend', 0.7, undefined, 'silk'),
  c('Muslin', 0.35, undefined, 'cotton'),
  c('Net', 0.5, undefined, 'synthetic'),
  c('Velvet', 0.9, undefined, 'silk'),
  c('Crepe', 0.3, undefined, 'synthetic'),
];

const DUPATTA_FABRICS = [
  c('Chanderi', 0.5, undefined, 'silk'),
  c('Chiffon', 0.2, undefined, 'synthetic'),
  c('Georgette', 0.25, undefined, 'synthetic'),
  c('Organza', 0.55, undefined, 'silk'),
  c('Banarasi Silk', 0.95, ['butti', 'paisley'], 'silk'),
  c('Cotton Mulmul', 0.1, undefined, 'cotton'),
  c('Net', 0.3, undefined, 'synthetic'),
  c('Phulkari Cotton', 0.6, ['floral'], 'cotton'),
  c('Bandhani Silk', 0.7, ['bandhani'], 'silk'),
];

const DUPATTA_WORKS = [
  c('Gota Border', 0.6, ['zari-border']),
  c('Zari Butti', 0.7, ['butti']),
  c('Leheriya Dye', 0.3, ['leheriya']),
  c('Bandhani Dots', 0.4, ['bandhani']),
  c('Phulkari Embroidery', 0.8, ['floral']),
  c('Tasselled Zari Border', 0.6, ['zari-border']),
  c('Block Print', 0.2, ['paisley', 'floral', 'butti']),
  c('Ikat Weave', 0.5, ['ikat']),
];

const STOLE_FABRICS = [
  c('Pashmina Blend', 0.8, undefined, 'wool'),
  c('Wool', 0.5, undefined, 'wool'),
  c('Cotton', 0.1, undefined, 'cotton'),
  c('Modal', 0.35, undefined, 'synthetic'),
  c('Silk', 0.7, undefined, 'silk'),
  c('Kashmiri Wool', 0.95, undefined, 'wool'),
  c('Kullu Wool', 0.6, ['checks', 'stripes'], 'wool'),
  c('Linen', 0.3, undefined, 'cotton'),
];

const STOLE_WORKS = [
  c('Jamawar Weave', 0.8, ['paisley']),
  c('Sozni Embroidery', 0.9, ['floral', 'paisley']),
  c('Ikat Weave', 0.5, ['ikat']),
  c('Kullu Border', 0.5, ['stripes', 'checks']),
  c('Checked Weave', 0.3, ['checks']),
  c('Woven Stripes', 0.2, ['stripes']),
  c('Self Design', 0.1, ['plain']),
  c('Tonal Butti', 0.4, ['butti']),
];

const JUTTI_MATERIALS = [
  c('Leather', 0.5, undefined, 'leather'),
  c('Velvet', 0.7, undefined, 'fabric-shoe'),
  c('Suede', 0.4, undefined, 'leather'),
  c('Silk', 0.8, undefined, 'fabric-shoe'),
  c('Brocade', 0.75, ['paisley', 'butti'], 'fabric-shoe'),
];

const JUTTI_WORKS = [
  c('Zari Embroidery', 0.8, ['zari-border', 'butti']),
  c('Thread Embroidery', 0.5, ['floral', 'butti']),
  c('Mirror Work', 0.6, ['butti']),
  c('Pearl Work', 0.9, ['butti', 'plain']),
  c('Phulkari Stitching', 0.6, ['floral']),
  c('Sequin Work', 0.5, ['butti']),
];

const MOJARI_WORKS = [
  c('Zardozi', 0.9, ['zari-border', 'butti']),
  c('Dabka Work', 0.8, ['paisley', 'butti']),
  c('Thread Embroidery', 0.5, ['floral']),
  c('Beadwork', 0.7, ['butti']),
  c('Cutwork Leather', 0.4, ['plain', 'paisley']),
];

const KOLHAPURI_MATERIALS = [
  c('Genuine Leather', 0.5, undefined, 'leather'),
  c('Vegetable-Tanned Leather', 0.9, undefined, 'leather'),
  c('Soft Leather', 0.4, undefined, 'leather'),
  c('Buffalo Leather', 0.6, undefined, 'leather'),
];

const KOLHAPURI_WORKS = [
  c('Braided T-Strap', 0.5, ['plain']),
  c('Toe Ring and Braid', 0.6, ['plain']),
  c('Hand-Punched Strap', 0.7, ['plain', 'butti']),
  c('Zari Pompom', 0.8, ['plain']),
  c('Double Braid', 0.6, ['plain']),
];

const JHUMKA_FINISHES = [
  c('Gold-Plated', 0.6, undefined, 'metal'),
  c('Antique Gold', 0.7, undefined, 'metal'),
  c('Oxidised Silver', 0.3, undefined, 'metal'),
  c('Rose Gold-Plated', 0.6, undefined, 'metal'),
  c('Silver-Plated', 0.5, undefined, 'metal'),
];

const FINISH_COLOUR: Record<string, ColourName> = {
  'Gold-Plated': 'Gold',
  'Antique Gold': 'Antique Gold',
  'Oxidised Silver': 'Oxidised Silver',
  'Rose Gold-Plated': 'Rose Gold',
  'Silver-Plated': 'Silver',
};

const JHUMKA_WORKS = [
  c('Kundan', 0.8, ['zari-border']),
  c('Meenakari', 0.6, ['floral', 'paisley']),
  c('Temple', 0.9, ['plain']),
  c('Pearl', 0.5, ['butti']),
  c('Filigree', 0.6, ['checks', 'plain']),
  c('Polki', 0.7, ['bandhani', 'zari-border']),
];

const BANGLE_MATERIALS = [
  c('Glass', 0.1, undefined, 'glass'),
  c('Lac', 0.4, undefined, 'glass'),
  c('Metal', 0.5, undefined, 'metal'),
  c('Silk Thread', 0.3, undefined, 'glass'),
  c('Kundan', 0.9, undefined, 'metal'),
];

const BANGLE_WORKS = [
  c('Gold Kadas', 0.6, ['butti']),
  c('Stone Studded Kadas', 0.8, ['zari-border']),
  c('Alternating Colours', 0.3, ['stripes']),
  c('Glitter Dust', 0.2, ['plain']),
  c('Meenakari Kadas', 0.7, ['floral']),
];

const POTLI_FABRICS = [
  c('Silk', 0.6, undefined, 'bag'),
  c('Velvet', 0.7, undefined, 'bag'),
  c('Brocade', 0.8, ['paisley', 'butti'], 'bag'),
  c('Raw Silk', 0.6, undefined, 'bag'),
  c('Satin', 0.3, undefined, 'bag'),
];

const POTLI_WORKS = [
  c('Zardozi', 0.9, ['zari-border', 'paisley']),
  c('Pearl Work', 0.7, ['butti']),
  c('Mirror Work', 0.5, ['butti']),
  c('Gota Patti', 0.6, ['zari-border']),
  c('Sequin Embroidery', 0.4, ['floral', 'butti']),
  c('Resham Embroidery', 0.5, ['floral', 'paisley']),
];

const MEN_COLOURS: ColourName[] = [
  'Ivory',
  'Off White',
  'Cream',
  'Navy',
  'Maroon',
  'Mustard',
  'Bottle Green',
  'Beige',
  'Black',
  'Sky Blue',
  'Teal',
  'Wine',
  'Rust',
  'Grey',
  'Charcoal',
  'Powder Blue',
  'Olive',
];

const WOMEN_COLOURS: ColourName[] = [
  'Rani Pink',
  'Peach',
  'Mustard',
  'Emerald',
  'Teal',
  'Lavender',
  'Ivory',
  'Maroon',
  'Coral',
  'Mint',
  'Yellow',
  'Powder Blue',
  'Onion Pink',
  'Wine',
  'Orange',
  'Royal Blue',
  'Magenta',
  'Red',
  'Off White',
  'Black',
  'Bottle Green',
];

const SHERWANI_COLOURS: ColourName[] = [
  'Ivory',
  'Cream',
  'Gold',
  'Maroon',
  'Wine',
  'Navy',
  'Bottle Green',
  'Beige',
  'Peach',
  'Black',
  'Royal Blue',
  'Rust',
  'Onion Pink',
];

const BRIDAL_COLOURS: ColourName[] = [
  'Red',
  'Maroon',
  'Rani Pink',
  'Wine',
  'Emerald',
  'Royal Blue',
  'Peach',
  'Onion Pink',
  'Mustard',
  'Ivory',
  'Lavender',
  'Magenta',
  'Teal',
  'Gold',
];

const LEATHER_COLOURS: ColourName[] = [
  'Tan',
  'Brown',
  'Black',
  'Maroon',
  'Gold',
  'Beige',
  'Copper',
];

const STOLE_COLOURS: ColourName[] = [
  'Charcoal',
  'Navy',
  'Beige',
  'Maroon',
  'Grey',
  'Rust',
  'Bottle Green',
  'Mustard',
  'Ivory',
  'Teal',
  'Wine',
  'Olive',
];

const STONE_COLOURS: ColourName[] = ['Maroon', 'Emerald', 'Rani Pink', 'Royal Blue', 'Red', 'Teal'];

// ---------------------------------------------------------------------------------------------
// Sentences. Each product's description is an opening, one or two of fit, occasion or detail,
// and a care line, picked from these banks and filled in; the title's own words keep each unique.

interface Parts {
  colour: string;
  /** Stone colour for jewellery; empty otherwise. */
  stone: string;
  fabric: string;
  work: string;
  cut: string;
  noun: string;
  zari: string;
  count: number;
}

/** Lower-cases words for use mid-sentence, except names of places, weaves and crafts. */
const PROPER = new Set([
  'Chanderi',
  'Banarasi',
  'Kanjeevaram',
  'Tussar',
  'Mysore',
  'Patola',
  'Paithani',
  'Maheshwari',
  'Kashmiri',
  'Kullu',
  'Pashmina',
  'Jamawar',
  'Sozni',
  'Phulkari',
  'Punjabi',
  'Kolhapuri',
  'Kalamkari',
  'Jodhpuri',
  'Rajasthani',
  'Nehru',
  'T-Strap',
]);

function phrase(words: string): string {
  return words
    .split(' ')
    .map((w) => (PROPER.has(w) ? w : w.toLowerCase()))
    .join(' ');
}

/** What comes with the kurta in a set, by the set's name. */
function bottomsOf(noun: string): string {
  if (noun.includes('Palazzo')) return 'palazzos';
  if (noun.includes('Churidar')) return 'churidar';
  if (noun.includes('Pyjama')) return 'pyjama';
  return 'straight pants';
}

/** Pieces of work that are one thing (a border, a strap) read with an article in a sentence. */
const COUNTABLE_WORK = new Set([
  'Zari Placket',
  'Zari Yoke',
  'Zari Border',
  'Temple Border',
  'Contrast Border',
  'Gota Border',
  'Tasselled Zari Border',
  'Kullu Border',
  'Braided T-Strap',
  'Toe Ring and Braid',
  'Hand-Punched Strap',
  'Zari Pompom',
  'Double Braid',
]);

function fill(template: string, p: Parts): string {
  const text = template
    .replaceAll('{bottoms}', bottomsOf(p.noun))
    .replaceAll('{colour}', phrase(p.colour))
    .replaceAll('{fabric}', phrase(p.fabric))
    .replaceAll('{work}', (COUNTABLE_WORK.has(p.work) ? 'a ' : '') + phrase(p.work))
    .replaceAll('{cut}', phrase(p.cut))
    .replaceAll('{noun}', phrase(p.noun))
    .replaceAll('{zari}', p.zari)
    .replaceAll('{count}', String(p.count))
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;])/g, '$1')
    .replace(/\b([Aa]) (?=[aeiouAEIOU])/g, '$1n ')
    .trim();
  const first = text.charAt(0);
  return first.toUpperCase() + text.slice(1);
}

const CARE: Record<Care, readonly string[]> = {
  cotton: [
    'Hand wash in cold water with similar colours and dry in the shade.',
    'Gentle machine wash in cold water; iron on the reverse while slightly damp.',
    'Wash separately for the first few washes, then with like colours; dry in the shade.',
  ],
  silk: [
    'Dry clean only, to keep the colour and the sheen at their best.',
    'Dry clean only; store folded in a muslin cloth, away from damp.',
    'Dry clean the first time; after that a professional silk wash keeps it at its best.',
  ],
  synthetic: [
    'Gentle hand wash in cold water; do not wring, and dry flat in the shade.',
    'Cold machine wash on a delicate cycle inside a laundry bag; warm iron.',
    'Hand wash gently and line dry in the shade; steam rather than iron the embroidered parts.',
  ],
  wool: [
    'Dry clean, or hand wash cold with a wool wash and dry flat.',
    'Dry clean only; fold rather than hang, with a sachet of neem leaves against moths.',
  ],
  leather: [
    'Wipe with a soft dry cloth and keep them away from water; a little leather cream keeps them supple.',
    'Keep them dry, air them after wearing and store them in the cotton bag provided.',
  ],
  'fabric-shoe': [
    'Brush off dust with a soft brush and keep them away from water and perfume.',
    'Spot clean only, and store them wrapped in the cotton bag provided to protect the embroidery.',
  ],
  metal: [
    'Keep them dry and away from perfume and lotions; store them in the pouch provided.',
    'Wipe with a soft cloth after wearing and store each piece separately so nothing gets scratched.',
  ],
  glass: [
    'Store them in their box and slip them on with a little lotion; glass and lac do not forgive a fall.',
    'Keep them away from water and heat, and store them flat in the box provided.',
  ],
  bag: [
    'Spot clean only; stuff it with tissue when stored so it keeps its shape.',
    'Keep it in its dust bag, away from damp, and spot clean with a dry cloth.',
  ],
};

interface Sentences {
  openings: readonly string[];
  details: readonly string[];
  occasions: readonly string[];
  /** Always included, when present (footwear sizing). */
  always?: readonly string[];
}

const MEN_KURTA_TEXT: Sentences = {
  openings: [
    'Cut from {colour} {fabric}, this {cut} {noun} is finished with {work}.',
    'A {colour} {noun} in {fabric}, with {work} that catches the light without shouting.',
    '{fabric} gives this {cut} {noun} an easy fall, and the {work} keeps it dressy.',
    'This {colour} {noun} pairs breathable {fabric} with {work} at the yoke and cuffs.',
    'Our {cut} {noun} in {colour} {fabric}, detailed with {work}.',
  ],
  details: [
    'It has a mandarin collar, a half placket with covered buttons and side slits for easy movement.',
    'The fit is relaxed through the chest, with full sleeves that roll up neatly.',
    'Side-seam pockets are hidden in the seams, and the hem falls just below the knee.',
    'A clean straight cut that sits close at the shoulder and falls to the knee.',
    'French seams inside mean it feels as finished as it looks.',
    'The placket buttons are wooden, and the side slits are reinforced with a bar tack.',
  ],
  occasions: [
    'Made for Eid gatherings, haldi mornings and long festive lunches.',
    'Light enough for summer weddings and smart enough for office Fridays.',
    'Wear it to a Diwali get-together or a sangeet, with juttis to finish the look.',
    'An easy pick for pujas, family functions and festive dinners.',
    'Layer a Nehru jacket over it for the evening, or keep it simple by day.',
  ],
};

const WOMEN_KURTA_TEXT: Sentences = {
  openings: [
    'A {colour} {cut} {noun} in soft {fabric}, finished with {work}.',
    'This {fabric} {noun} in {colour} carries {work} from the yoke to the hem.',
    '{work} lifts this {colour} {cut} {noun}, cut from {fabric} that breathes through a long day.',
    'Our {cut} {noun} comes in {colour} {fabric}, with {work} placed where it flatters.',
  ],
  details: [
    'The round neck has a keyhole opening with a tasselled tie, and the three-quarter sleeves end in a scalloped edge.',
    'It falls to mid-calf with side slits, and the yoke is lined for a clean finish.',
    'A gentle A-line that skims the body; pair it with palazzos or cigarette pants.',
    'It has side pockets, a relaxed fit and a hem that sits just below the knee.',
    'The V-neck is edged with piping, and the sleeves are full length with a slit at the cuff.',
    'Princess seams shape the bodice, and the hem flares softly from the hip.',
  ],
  occasions: [
    'Easy enough for work, pretty enough for a festive lunch.',
    'A go-to for Teej, Navratri evenings and family pujas.',
    'Dress it up with jhumkas and a potli bag, or down with kolhapuris.',
    'Made for summer weddings, mehendi afternoons and everything in between.',
  ],
};

const MEN_SET_TEXT: Sentences = {
  openings: [
    'A {colour} {fabric} {noun}: a {cut} kurta with {work}, and a matching {bottoms}.',
    'This {noun} pairs a {colour} {fabric} kurta, detailed with {work}, with a comfortable {bottoms}.',
    'Everything in one go: a {cut} kurta in {colour} {fabric} with {work}, and the {bottoms} to match.',
  ],
  details: [
    'The kurta has a mandarin collar and a concealed placket, and there is a drawstring waist on the {bottoms}.',
    'The set includes {bottoms} in soft cotton, with an elasticated drawstring waist and a side pocket.',
    'The kurta falls to the knee with side slits, so the set moves easily when you sit cross-legged.',
    'Both pieces are pre-washed, so the fit you try is the fit you keep.',
  ],
  occasions: MEN_KURTA_TEXT.occasions,
};

const WOMEN_SET_TEXT: Sentences = {
  openings: [
    'A {colour} {fabric} {noun}: a {cut} kurta with {work}, matching {bottoms} and a sheer dupatta.',
    'This three-piece {noun} brings together a {colour} {fabric} kurta with {work}, {bottoms} and a coordinated dupatta.',
    'The {cut} kurta of this {colour} {noun} is cut from {fabric} and detailed with {work}; {bottoms} and a dupatta complete the set.',
  ],
  details: [
    'The kurta and the {bottoms} are cut from the same fabric, and the chiffon dupatta is edged with lace.',
    'The dupatta is printed to match and finished with tassels at both ends.',
    'The dupatta is edged with a fine zari line that picks up the work on the kurta.',
    'The kurta is lined to the hem, and there are pockets in the {bottoms}.',
  ],
  occasions: WOMEN_KURTA_TEXT.occasions,
};

const SHERWANI_TEXT: Sentences = {
  openings: [
    'A {colour} {fabric} sherwani with {work}, tailored for the most photographed day of the year.',
    'This {cut} sherwani in {colour} {fabric} is worked with {work} at the collar, cuffs and front.',
    '{work} on {colour} {fabric}: a {cut} sherwani with presence.',
  ],
  details: [
    'Structured shoulders, a hand-finished band collar and a row of {zari}-toned buttons down the front.',
    'Fully lined in soft cotton, so it stays comfortable through long ceremonies.',
    'It comes with a matching churidar; the safa and stole are sold separately.',
    'Cut close at the chest and flaring slightly below the waist, with side slits for ease.',
    'A detachable brooch on the left breast finishes the look.',
  ],
  occasions: [
    'Cut for the groom, his brothers and anyone who wants the best seat at the reception.',
    'For the wedding day, the reception or a grand sangeet.',
    'Pair it with mojaris and a silk stole for the baraat.',
  ],
};

const NEHRU_TEXT: Sentences = {
  openings: [
    'A {colour} {fabric} Nehru jacket with {work}.',
    'This {cut} Nehru jacket in {colour} {fabric} brings {work} to a classic band-collar cut.',
    '{fabric} in {colour}, cut into a {cut} Nehru jacket with {work}.',
  ],
  details: [
    'Sleeveless, with a band collar, five front buttons, a welt chest pocket and two lower pockets.',
    'Half-lined in satin, so it slides smoothly over a kurta or a shirt.',
    'A slim fit that ends at the hip; size up for a relaxed look over a heavier kurta.',
    'The chest pocket is cut for a pocket square, and the buttons are horn.',
  ],
  occasions: [
    'Throw it over a kurta for festivities, or over a shirt for a sharp office look.',
    'It works at weddings and at work: pair it with a white kurta set or with chinos.',
    'A smart layer for Diwali parties and winter weddings.',
  ],
};

const SAREE_TEXT: Sentences = {
  openings: [
    'A {colour} {fabric} saree with {work}, woven to drape well and hold its pleats.',
    'This {fabric} saree in {colour} carries {work} along its length and a rich pallu.',
    'Six yards of {colour} {fabric}, finished with {work}.',
    'Graceful {fabric} in {colour}, with {work} that glows in lamplight.',
  ],
  details: [
    'It measures 5.5 metres, with a 0.8 metre unstitched blouse piece.',
    'The pallu is woven more densely than the body and ends in hand-knotted tassels.',
    'Light and easy to pleat, it is kind to first-time saree wearers.',
    'It comes with an unstitched blouse piece in a contrasting colour.',
    'The border is woven with {zari} zari that shines softly rather than glares.',
  ],
  occasions: [
    'For weddings, Durga Puja evenings and festive family dinners.',
    'A graceful choice for office celebrations, pujas and receptions.',
    'The kind of saree that is kept, and one day passed on.',
    'Wear it to a sangeet with statement jhumkas, or to a pooja with simple studs.',
  ],
};

const LEHENGA_TEXT: Sentences = {
  openings: [
    'A {colour} {fabric} {noun} with {work}; the blouse and the dupatta are made to match.',
    'This {cut} {noun} in {colour} {fabric} swirls out from a fitted waist, with {work} across the skirt.',
    '{work} on {colour} {fabric}: a {cut} {noun} made to be twirled in.',
  ],
  details: [
    'The skirt is cut from {count} panels for a full flare, with a can-can layer for volume.',
    'The choli is semi-stitched and can be tailored to fit up to a 42-inch bust.',
    'A drawstring waist with tasselled latkans, plus a side zip for an easy fit.',
    'The dupatta is edged with a scalloped border and finished with tassels.',
    'The hem border is worked by hand and is deep enough to show in every photograph.',
  ],
  occasions: [
    'Made for the wedding, the mehendi or the sangeet dance floor.',
    'A festive showstopper for receptions and Diwali parties.',
    'For the bride, the bridesmaids or the sister of the bride.',
  ],
};

const ANARKALI_TEXT: Sentences = {
  openings: [
    'A {colour} {fabric} {noun} with {work}, flaring from a high waist to the ankle.',
    'This {cut} {noun} in {colour} {fabric} is all movement, with {work} on the bodice and hem.',
    '{fabric} in {colour}, cut into a {cut} {noun} and finished with {work}.',
  ],
  details: [
    'A fitted bodice opens into {count} panels for a generous twirl.',
    'It comes with a matching churidar and a sheer dupatta with a zari edge.',
    'The waist seam sits high to lengthen the silhouette; the sleeves are full length and lightly sheer.',
    'The flare is lined to the knee, so it falls well without clinging.',
  ],
  occasions: [
    'For Eid, Karva Chauth and cousins\u2019 weddings.',
    'An elegant choice for receptions, sangeets and festive evenings.',
    'Pair it with juttis and jhumkas and you are ready for the celebrations.',
  ],
};

const DUPATTA_TEXT: Sentences = {
  openings: [
    'A {colour} {fabric} dupatta with {work} and tasselled ends.',
    'This {fabric} dupatta brings colour to a plain kurta: a {colour} ground, {work} and a neat border.',
    '{work} on {colour} {fabric}, in a dupatta long enough to drape any way you like.',
  ],
  details: [
    'It measures about 2.25 by 1 metre, so it drapes over one shoulder or both.',
    'Light and slightly sheer, it holds a pleat on the shoulder without slipping.',
    'Both ends are finished with hand-tied tassels, and the long edges with a woven border.',
  ],
  occasions: [
    'Pair it with a solid kurta set for festive days, or with a white shirt and denim.',
    'An easy way to dress up an everyday suit for a wedding or a pooja.',
    'The finishing touch for a lehenga, an anarkali or a simple churidar kurta.',
  ],
};

const STOLE_TEXT: Sentences = {
  openings: [
    'A {colour} {fabric} stole with {work} and a hand-knotted fringe.',
    'This {fabric} stole in {colour} is woven with {work}, light on the shoulders and warm.',
    '{work} on {colour} {fabric}, in a stole that goes with kurtas and coats alike.',
  ],
  details: [
    'Soft against the neck and long enough to wrap twice.',
    'It measures about 2 metres by 70 centimetres, with twisted fringes at both ends.',
    'Woven on a handloom, so small irregularities in the weave are part of its character.',
  ],
  occasions: [
    'For winter evenings, office air-conditioning and long train journeys.',
    'Drape it over a kurta or a coat; it suits men and women alike.',
    'A thoughtful gift for parents, teachers and anyone who feels the cold.',
  ],
};

const FOOTWEAR_SIZING = [
  'These shoes come in UK sizes; handmade footwear runs slightly snug, so between sizes pick the larger.',
  'Sized in UK shoe sizes; the leather gives a little and moulds to your foot after a few wears.',
  'Order your usual UK shoe size; if your feet are wide, go one size up.',
];

const JUTTI_TEXT: Sentences = {
  openings: [
    'Handcrafted {colour} {fabric} juttis with {work} on the vamp and a pointed toe.',
    'These {cut} juttis in {colour} {fabric} are stitched by hand in Punjab and finished with {work}.',
    'A pair of {colour} {fabric} juttis, their pointed toes worked with {work}.',
  ],
  details: [
    'A cushioned footbed keeps these shoes comfortable from the pheras to the last dance.',
    'The leather sole softens and shapes to your foot over the first few wears.',
    'A low back makes them easy to slip on and off at the door of the gurdwara or temple.',
  ],
  occasions: [
    'Pair them with a kurta pyjama, a sherwani or a lehenga.',
    'Festive footwear for weddings, Lohri and Baisakhi celebrations.',
    'Flat and light, they are the shoes you can dance in all night.',
  ],
  always: FOOTWEAR_SIZING,
};

const MOJARI_TEXT: Sentences = {
  openings: [
    '{colour} {fabric} mojaris with a curled toe and {work}, made by hand in Rajasthan.',
    'These {cut} mojaris in {colour} {fabric} have the classic upturned toe and {work}.',
    'A pair of {colour} {fabric} mojaris, their curled toes finished with {work}.',
  ],
  details: [
    'The curled toe is stiffened so it keeps its shape wear after wear.',
    'A padded insole and a flexible leather sole make these festive shoes easy to walk in.',
    'Stitched by hand, with a closed back that holds the heel securely.',
  ],
  occasions: [
    'Made for the baraat, the mehendi and every festive dinner.',
    'The finishing touch to a sherwani, a bandhgala or a silk kurta.',
    'Pair them with an anarkali or a lehenga for a wedding.',
  ],
  always: FOOTWEAR_SIZING,
};

const KOLHAPURI_TEXT: Sentences = {
  openings: [
    '{colour} {fabric} Kolhapuri chappals with {work}, handmade in Kolhapur.',
    'Classic Kolhapuris in {colour} {fabric}, finished with {work}.',
    'These flat {colour} Kolhapuri sandals are cut from {fabric} and finished with {work}.',
  ],
  details: [
    'The flat sole is stitched by hand and softens with wear.',
    'A toe ring and a wide cross strap keep the foot in place without a buckle.',
    'Each pair is hand-cut, so the braid and punch work vary slightly from pair to pair.',
  ],
  occasions: [
    'Easy footwear for summer, holidays and everyday kurtas.',
    'Pair them with a cotton kurta, a saree or rolled-up chinos.',
    'Made for long walks through bazaars and melas.',
  ],
  always: FOOTWEAR_SIZING,
};

const JHUMKA_TEXT: Sentences = {
  openings: [
    '{fabric} jhumkas with {work} detailing and a fringe of pearl drops.',
    'These {fabric} jhumka earrings have a finely worked dome and {work} at the stud.',
    'Classic bell jhumkas in {fabric}, set with {work} and edged with tiny pearls.',
  ],
  details: [
    'Each earring is about 5 centimetres long and light enough to wear all evening.',
    'They have a hook closure and are nickel free, so they are kind to sensitive ears.',
    'The dome is hand finished, and the pearl drops move as you do.',
  ],
  occasions: [
    'Pair them with a silk saree for a wedding or with a cotton kurta on a weekday.',
    'Made for festive days, sangeets and family pujas.',
    'A gift that is hard to get wrong for a sister, a friend or yourself.',
  ],
};

const BANGLES_TEXT: Sentences = {
  openings: [
    'A set of {count} {fabric} bangles in {colour}, finished with {work}.',
    'Stack these {colour} {fabric} bangles, a set of {count} with {work}, on one wrist or both.',
    '{colour} {fabric} bangles with {work}: {count} pieces that chime as you move.',
  ],
  details: [
    'They fit a standard 2.6 bangle size.',
    'The set can be worn together or split between two wrists.',
    'The kadas at either end keep the thinner bangles in place.',
  ],
  occasions: [
    'Made for Karva Chauth, Teej and the wedding season.',
    'Pair them with a saree or a lehenga, or wear a few with a kurta.',
    'A festive gift that comes ready in its own box.',
  ],
};

const POTLI_TEXT: Sentences = {
  openings: [
    'A {colour} {fabric} potli bag with {work} and a tasselled drawstring.',
    'This {fabric} potli in {colour} is gathered at the neck and finished with {work}.',
    '{work} on {colour} {fabric}: a potli bag for the wedding season.',
  ],
  details: [
    'It holds a phone, keys and a compact, and is lined in satin.',
    'A wrist loop keeps your hands free for the dance floor.',
    'The drawstring closes it securely, and the tassels are hand-tied.',
  ],
  occasions: [
    'Carry it to weddings, sangeets and festive dinners.',
    'The finishing touch for a saree, a lehenga or an anarkali.',
    'A festive gift that will be used, not kept in a cupboard.',
  ],
};

// ---------------------------------------------------------------------------------------------
// Product lines: what each group of products is, and how its titles and pictures are made.

interface Line {
  subCategory: DemoSubCategory;
  kind: ArticleKind;
  category: DemoCategory;
  parentCategory: DemoParentCategory;
  masterCategory: DemoMasterCategory;
  gender: (rng: Rng) => DemoGender;
  count: number;
  /** Rupees, inclusive; the shop's own price points are found inside this range. */
  price: readonly [number, number];
  sizes: (rng: Rng) => string[];
  colours: readonly ColourName[];
  fabrics: readonly Choice[];
  works: readonly Choice[];
  cuts: readonly string[];
  nouns: readonly string[];
  text: Sentences;
  title: (p: Parts, rng: Rng) => string;
  /** Jewellery and similar: how to name and colour the piece. */
  metal?: boolean;
  /** Share of products offered in a single 'Default' colour. */
  defaultColourShare?: number;
  /** How many pieces a set holds (bangles), for titles and descriptions. */
  count2?: (rng: Rng) => number;
}

const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** A run of consecutive sizes within a range: shops rarely skip a size in the middle. */
function sizeRun(
  all: readonly string[],
  from: number,
  to: number,
  rng: Rng,
  minLength: number,
): string[] {
  const span = all.slice(from, to + 1);
  const length = rng.int(Math.min(minLength, span.length), span.length);
  const start = rng.int(0, span.length - length);
  return span.slice(start, start + length);
}

const menSizes = (rng: Rng) => sizeRun(LETTER_SIZES, 1, 5, rng, 4);
const womenSizes = (rng: Rng) => sizeRun(LETTER_SIZES, 0, 5, rng, 4);
const lehengaSizes = () => ['S', 'M', 'L', 'XL'];
const oneSize = () => ['One Size'];
const UK = ['3', '4', '5', '6', '7', '8', '9', '10', '11'];
const womenShoes = (rng: Rng) => sizeRun(UK, 0, 5, rng, 4);
const menShoes = (rng: Rng) => sizeRun(UK, 3, 8, rng, 4);

const always =
  <T>(v: T) =>
  () =>
    v;

const standard = (p: Parts) =>
  p.cut
    ? `${p.colour} ${p.fabric} ${p.cut} ${p.noun} with ${p.work}`
    : `${p.colour} ${p.fabric} ${p.noun} with ${p.work}`;

function lines(): Line[] {
  return [
    {
      subCategory: 'Kurta',
      kind: 'kurta',
      category: 'Men',
      parentCategory: 'Kurtas & Kurta Sets',
      masterCategory: 'Apparel',
      gender: always('Men'),
      count: 18,
      price: [899, 4999],
      sizes: menSizes,
      colours: MEN_COLOURS,
      fabrics: MEN_KURTA_FABRICS,
      works: MEN_KURTA_WORKS,
      cuts: ['Straight', 'Pathani', 'Short', 'Asymmetric', 'Angrakha', 'Classic', 'Band-Collar'],
      nouns: ['Kurta'],
      text: MEN_KURTA_TEXT,
      title: (p, rng) =>
        rng.chance(0.75) ? standard(p) : `${p.colour} ${p.work} ${p.fabric} ${p.cut} ${p.noun}`,
    },
    {
      subCategory: 'Kurta',
      kind: 'kurta',
      category: 'Women',
      parentCategory: 'Kurtas & Kurta Sets',
      masterCategory: 'Apparel',
      gender: always('Women'),
      count: 16,
      price: [899, 4999],
      sizes: womenSizes,
      colours: WOMEN_COLOURS,
      fabrics: WOMEN_KURTA_FABRICS,
      works: WOMEN_KURTA_WORKS,
      cuts: ['Straight', 'A-Line', 'Angrakha', 'Flared', 'Empire-Waist', 'High-Low', 'Pleated'],
      nouns: ['Kurta', 'Kurti'],
      text: WOMEN_KURTA_TEXT,
      title: (p, rng) =>
        rng.chance(0.7) ? standard(p) : `${p.colour} ${p.work} ${p.fabric} ${p.cut} ${p.noun}`,
    },
    {
      subCategory: 'Kurta Set',
      kind: 'kurta-set',
      category: 'Men',
      parentCategory: 'Kurtas & Kurta Sets',
      masterCategory: 'Apparel',
      gender: always('Men'),
      count: 14,
      price: [1299, 6999],
      sizes: menSizes,
      colours: MEN_COLOURS,
      fabrics: MEN_KURTA_FABRICS,
      works: MEN_KURTA_WORKS,
      cuts: ['Straight', 'Classic', 'Band-Collar', 'Angrakha', 'Pathani'],
      nouns: ['Kurta Pyjama Set', 'Kurta Churidar Set'],
      text: MEN_SET_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.cut} ${p.noun} with ${p.work}`,
    },
    {
      subCategory: 'Kurta Set',
      kind: 'kurta-set',
      category: 'Women',
      parentCategory: 'Kurtas & Kurta Sets',
      masterCategory: 'Apparel',
      gender: always('Women'),
      count: 16,
      price: [1299, 7999],
      sizes: womenSizes,
      colours: WOMEN_COLOURS,
      fabrics: WOMEN_KURTA_FABRICS,
      works: WOMEN_KURTA_WORKS,
      cuts: ['Straight', 'A-Line', 'Angrakha', 'Flared', 'Yoke-Design'],
      nouns: ['Kurta Dupatta Set', 'Kurta Palazzo Set', 'Kurta Pant Set', 'Kurta Churidar Set'],
      text: WOMEN_SET_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.cut} ${p.noun} with ${p.work}`,
    },
    {
      subCategory: 'Sherwani',
      kind: 'sherwani',
      category: 'Men',
      parentCategory: 'Ethnic Wear',
      masterCategory: 'Apparel',
      gender: always('Men'),
      count: 25,
      price: [8999, 34999],
      sizes: menSizes,
      colours: SHERWANI_COLOURS,
      fabrics: SHERWANI_FABRICS,
      works: SHERWANI_WORKS,
      cuts: ['Classic', 'Indo-Western', 'Achkan-Style', 'Jodhpuri-Collar', 'Angrakha', 'Long'],
      nouns: ['Sherwani', 'Sherwani Set'],
      text: SHERWANI_TEXT,
      title: standard,
    },
    {
      subCategory: 'Nehru Jacket',
      kind: 'nehru-jacket',
      category: 'Men',
      parentCategory: 'Ethnic Wear',
      masterCategory: 'Apparel',
      gender: always('Men'),
      count: 25,
      price: [1499, 5999],
      sizes: menSizes,
      colours: MEN_COLOURS,
      fabrics: NEHRU_FABRICS,
      works: NEHRU_WORKS,
      cuts: ['Slim-Fit', 'Classic', 'Regular-Fit', 'Tailored', 'Bandhgala'],
      nouns: ['Nehru Jacket'],
      text: NEHRU_TEXT,
      title: (p, rng) =>
        rng.chance(0.6) ? standard(p) : `${p.colour} ${p.work} ${p.fabric} ${p.cut} ${p.noun}`,
    },
    {
      subCategory: 'Saree',
      kind: 'saree',
      category: 'Women',
      parentCategory: 'Ethnic Wear',
      masterCategory: 'Apparel',
      gender: always('Women'),
      count: 30,
      price: [1499, 24999],
      sizes: oneSize,
      colours: BRIDAL_COLOURS,
      fabrics: SAREE_FABRICS,
      works: SAREE_WORKS,
      cuts: [''],
      nouns: ['Saree'],
      text: SAREE_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.noun} with ${p.work}`,
    },
    {
      subCategory: 'Lehenga',
      kind: 'lehenga',
      category: 'Women',
      parentCategory: 'Ethnic Wear',
      masterCategory: 'Apparel',
      gender: always('Women'),
      count: 25,
      price: [4999, 49999],
      sizes: lehengaSizes,
      colours: BRIDAL_COLOURS,
      fabrics: LEHENGA_FABRICS,
      works: LEHENGA_WORKS,
      cuts: ['Flared', 'Bridal', 'Circular', 'Panelled', 'A-Line', 'Festive'],
      nouns: ['Lehenga Choli', 'Lehenga Set'],
      text: LEHENGA_TEXT,
      title: standard,
      count2: (rng) => rng.pick([12, 16, 20, 24]),
    },
    {
      subCategory: 'Anarkali',
      kind: 'anarkali',
      category: 'Women',
      parentCategory: 'Ethnic Wear',
      masterCategory: 'Apparel',
      gender: always('Women'),
      count: 25,
      price: [1999, 12999],
      sizes: womenSizes,
      colours: WOMEN_COLOURS,
      fabrics: ANARKALI_FABRICS,
      works: WOMEN_KURTA_WORKS,
      cuts: ['Floor-Length', 'Flared', 'Tiered', 'Panelled', 'Ankle-Length'],
      nouns: ['Anarkali Kurta', 'Anarkali Suit Set', 'Anarkali Gown'],
      text: ANARKALI_TEXT,
      title: standard,
      count2: (rng) => rng.pick([12, 16, 24]),
    },
    {
      subCategory: 'Dupatta',
      kind: 'dupatta',
      category: 'Women',
      parentCategory: 'Stoles & Dupattas',
      masterCategory: 'Apparel',
      gender: always('Women'),
      count: 25,
      price: [599, 4999],
      sizes: oneSize,
      colours: WOMEN_COLOURS,
      fabrics: DUPATTA_FABRICS,
      works: DUPATTA_WORKS,
      cuts: [''],
      nouns: ['Dupatta'],
      text: DUPATTA_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.noun} with ${p.work}`,
    },
    {
      subCategory: 'Jutti',
      kind: 'jutti',
      category: 'Men',
      parentCategory: 'Footwear',
      masterCategory: 'Footwear',
      gender: always('Men'),
      count: 8,
      price: [999, 2999],
      sizes: menShoes,
      colours: [...LEATHER_COLOURS, 'Ivory', 'Navy', 'Bottle Green'],
      fabrics: JUTTI_MATERIALS,
      works: JUTTI_WORKS,
      cuts: ['Punjabi', 'Classic', 'Wedding', 'Cushioned'],
      nouns: ['Jutti'],
      text: JUTTI_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.cut} ${p.noun} with ${p.work}`,
    },
    {
      subCategory: 'Jutti',
      kind: 'jutti',
      category: 'Women',
      parentCategory: 'Footwear',
      masterCategory: 'Footwear',
      gender: always('Women'),
      count: 10,
      price: [799, 2499],
      sizes: womenShoes,
      colours: [...BRIDAL_COLOURS, 'Black', 'Tan'],
      fabrics: JUTTI_MATERIALS,
      works: JUTTI_WORKS,
      cuts: ['Punjabi', 'Bridal', 'Cushioned', 'Pointed-Toe'],
      nouns: ['Jutti'],
      text: JUTTI_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.cut} ${p.noun} with ${p.work}`,
    },
    {
      subCategory: 'Mojari',
      kind: 'mojari',
      category: 'Men',
      parentCategory: 'Footwear',
      masterCategory: 'Footwear',
      gender: always('Men'),
      count: 9,
      price: [1199, 3499],
      sizes: menShoes,
      colours: ['Black', 'Maroon', 'Ivory', 'Gold', 'Tan', 'Navy', 'Bottle Green', 'Wine'],
      fabrics: JUTTI_MATERIALS,
      works: MOJARI_WORKS,
      cuts: ['Curled-Toe', 'Nagra', 'Jodhpuri', 'Rajasthani', 'Wedding'],
      nouns: ['Mojari'],
      text: MOJARI_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.cut} ${p.noun} with ${p.work}`,
    },
    {
      subCategory: 'Mojari',
      kind: 'mojari',
      category: 'Women',
      parentCategory: 'Footwear',
      masterCategory: 'Footwear',
      gender: always('Women'),
      count: 7,
      price: [999, 2999],
      sizes: womenShoes,
      colours: ['Gold', 'Rani Pink', 'Maroon', 'Ivory', 'Red', 'Emerald', 'Black'],
      fabrics: JUTTI_MATERIALS,
      works: MOJARI_WORKS,
      cuts: ['Curled-Toe', 'Rajasthani', 'Bridal', 'Festive'],
      nouns: ['Mojari'],
      text: MOJARI_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.cut} ${p.noun} with ${p.work}`,
    },
    {
      subCategory: 'Kolhapuri',
      kind: 'kolhapuri',
      category: 'Men',
      parentCategory: 'Footwear',
      masterCategory: 'Footwear',
      gender: always('Men'),
      count: 7,
      price: [799, 2499],
      sizes: menShoes,
      colours: ['Tan', 'Brown', 'Black', 'Copper', 'Beige'],
      fabrics: KOLHAPURI_MATERIALS,
      works: KOLHAPURI_WORKS,
      cuts: [''],
      nouns: ['Kolhapuri Chappal', 'Kolhapuri Sandal'],
      text: KOLHAPURI_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.noun} with ${p.work}`,
    },
    {
      subCategory: 'Kolhapuri',
      kind: 'kolhapuri',
      category: 'Women',
      parentCategory: 'Footwear',
      masterCategory: 'Footwear',
      gender: always('Women'),
      count: 8,
      price: [699, 1999],
      sizes: womenShoes,
      colours: LEATHER_COLOURS,
      fabrics: KOLHAPURI_MATERIALS,
      works: KOLHAPURI_WORKS,
      cuts: [''],
      nouns: ['Kolhapuri Chappal', 'Kolhapuri Flats'],
      text: KOLHAPURI_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.noun} with ${p.work}`,
    },
    {
      subCategory: 'Jhumka',
      kind: 'jhumka',
      category: 'Accessories',
      parentCategory: 'Jewellery',
      masterCategory: 'Accessories',
      gender: always('Women'),
      count: 16,
      price: [299, 2499],
      sizes: oneSize,
      colours: STONE_COLOURS,
      fabrics: JHUMKA_FINISHES,
      works: JHUMKA_WORKS,
      cuts: ['Classic', 'Statement', 'Mini', 'Chandbali-Style', 'Layered'],
      nouns: ['Jhumka Earrings', 'Jhumkas'],
      text: JHUMKA_TEXT,
      title: (p) =>
        p.stone
          ? `${p.fabric} ${p.cut} ${p.work} ${p.noun} with ${p.stone} Stones`
          : `${p.fabric} ${p.cut} ${p.work} ${p.noun}`,
      metal: true,
      defaultColourShare: 0.35,
    },
    {
      subCategory: 'Bangles',
      kind: 'bangles',
      category: 'Accessories',
      parentCategory: 'Jewellery',
      masterCategory: 'Accessories',
      gender: always('Women'),
      count: 14,
      price: [299, 2999],
      sizes: oneSize,
      colours: [
        'Rani Pink',
        'Red',
        'Maroon',
        'Emerald',
        'Royal Blue',
        'Mustard',
        'Purple',
        'Teal',
        'Gold',
      ],
      fabrics: BANGLE_MATERIALS,
      works: BANGLE_WORKS,
      cuts: [''],
      nouns: ['Bangle Set'],
      text: BANGLES_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.noun} of ${p.count} with ${p.work}`,
      defaultColourShare: 0.2,
      count2: (rng) => rng.pick([6, 8, 12, 24]),
    },
    {
      subCategory: 'Potli Bag',
      kind: 'potli-bag',
      category: 'Accessories',
      parentCategory: 'Bags',
      masterCategory: 'Accessories',
      gender: always('Women'),
      count: 14,
      price: [499, 2499],
      sizes: oneSize,
      colours: [...BRIDAL_COLOURS, 'Purple', 'Black', 'Navy'],
      fabrics: POTLI_FABRICS,
      works: POTLI_WORKS,
      cuts: [''],
      nouns: ['Potli Bag'],
      text: POTLI_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.noun} with ${p.work}`,
      defaultColourShare: 0.15,
    },
    {
      subCategory: 'Stole',
      kind: 'stole',
      category: 'Accessories',
      parentCategory: 'Stoles & Dupattas',
      masterCategory: 'Accessories',
      gender: (rng) => (rng.chance(0.75) ? 'Unisex' : 'Women'),
      count: 14,
      price: [699, 4999],
      sizes: oneSize,
      colours: STOLE_COLOURS,
      fabrics: STOLE_FABRICS,
      works: STOLE_WORKS,
      cuts: [''],
      nouns: ['Stole'],
      text: STOLE_TEXT,
      title: (p) => `${p.colour} ${p.fabric} ${p.noun} with ${p.work}`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Prices: Indian shops end prices in 9 (under a thousand) or 99.

function shopPrice(rupees: number): number {
  if (rupees < 1000) return Math.max(99, Math.round(rupees / 10) * 10 - 1);
  if (rupees < 10_000) return Math.round(rupees / 100) * 100 - 1;
  return Math.round(rupees / 500) * 500 - 1;
}

function regularPrice(line: Line, tier: number, rng: Rng): number {
  const [min, max] = line.price;
  // Dearer fabric and work sit higher in the range, with enough spread that a line overlaps.
  const position = Math.min(1, Math.max(0, 0.55 * tier + 0.45 * rng.next()));
  const raw = min + (max - min) * position ** 1.8;
  return Math.min(max, Math.max(min, shopPrice(raw)));
}

function discountedPrice(regular: number, rng: Rng): number | null {
  for (let attempt = 0; attempt < 6; attempt++) {
    const off = rng.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5]);
    const price = shopPrice(regular * (1 - off));
    const actual = 1 - price / regular;
    if (price < regular && actual >= 0.1 && actual <= 0.5) return price;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

function colourCount(rng: Rng): number {
  const r = rng.next();
  return r < 0.4 ? 1 : r < 0.7 ? 2 : r < 0.9 ? 3 : 4;
}

function pickColours(line: Line, rng: Rng): ColourName[] {
  const first = rng.pick(line.colours);
  const rest = rng.shuffle(line.colours.filter((c) => c !== first));
  return [first, ...rest.slice(0, colourCount(rng) - 1)];
}

function describe(line: Line, parts: Parts, care: Care, rng: Rng): string {
  const t = line.text;
  const sentences = [fill(rng.pick(t.openings), parts)];
  const middle = rng.shuffle([rng.pick(t.details), rng.pick(t.occasions), rng.pick(t.details)]);
  const extra = rng.int(1, 2) - (t.always ? 1 : 0);
  for (const s of middle.slice(0, Math.max(0, extra))) {
    const filled = fill(s, parts);
    if (!sentences.includes(filled)) sentences.push(filled);
  }
  if (t.always) sentences.push(rng.pick(t.always));
  if (sentences.length < 3 || rng.chance(0.6)) sentences.push(rng.pick(CARE[care]));
  return sentences.slice(0, 4).join(' ');
}

interface Draft {
  line: Line;
  title: string;
  description: string;
  parts: Parts;
  care: Care;
  colours: string[];
  art: ProductArt;
  tier: number;
}

function draft(line: Line, rng: Rng, serial: number, taken: Set<string>): Draft {
  for (let attempt = 0; ; attempt++) {
    const fabric = rng.pick(line.fabrics);
    // A fabric that carries its own design (Patola, bandhani silk) takes only work that fits it.
    const fitting = line.works.filter(
      (w) =>
        !fabric.patterns || !w.patterns || w.patterns.some((p) => fabric.patterns?.includes(p)),
    );
    const work = rng.pick(fitting.length ? fitting : line.works);
    const cut = rng.pick(line.cuts);
    const noun = rng.pick(line.nouns);
    const count = line.count2?.(rng) ?? 0;
    const singleColour =
      line.defaultColourShare !== undefined && rng.chance(line.defaultColourShare);
    const palette = pickColours(line, rng);
    const first = palette[0] ?? 'Maroon';
    if (singleColour && work.name === 'Alternating Colours') continue;

    let colours: string[];
    let primary: string;
    let secondary: string;
    let accent = work.silver || fabric.silver ? ZARI_SILVER : ZARI_GOLD;
    let colourWord = first as string;
    if (line.metal) {
      // Jewellery: the finish is the first colour; stones follow. A single-finish piece is 'Default'.
      const metal = FINISH_COLOUR[fabric.name] ?? 'Gold';
      colours = singleColour ? ['Default'] : [metal, ...palette.slice(0, 2)];
      primary = hex(metal);
      secondary = hex(first);
      accent = PEARL;
      colourWord = metal;
    } else if (singleColour) {
      colours = ['Default'];
      primary = hex(first);
      secondary = hex(partnerColour(first, rng));
    } else {
      colours = palette;
      primary = hex(first);
      const second = palette[1];
      secondary = hex(second && second !== first ? second : partnerColour(first, rng));
    }
    if (line.kind === 'kolhapuri')
      secondary = hex(rng.pick(['Red', 'Mustard', 'Maroon', 'Emerald'] as const));

    const zari = accent === ZARI_SILVER ? 'silver' : 'gold';
    const stone = line.metal && !singleColour && rng.chance(0.6) ? first : '';
    const parts: Parts = {
      colour: colourWord,
      stone,
      fabric: fabric.name,
      work: work.name,
      cut,
      noun,
      zari,
      count,
    };
    const title = line.title(parts, rng).replace(/\s+/g, ' ').trim();
    if (taken.has(title.toLowerCase()) && attempt < 40) continue;
    if (taken.has(title.toLowerCase()))
      throw new Error(`could not find a unique title for ${line.subCategory}`);

    const shared = fabric.patterns?.filter((p) => work.patterns?.includes(p)) ?? [];
    const pattern: ArtPattern = rng.pick(
      shared.length ? shared : (fabric.patterns ?? work.patterns ?? PLAIN),
    );
    const care = fabric.care ?? 'cotton';
    return {
      line,
      title,
      parts,
      care,
      description: describe(line, parts, care, rng),
      colours,
      // The cloth decides the price more than the handwork on it.
      tier: 0.7 * fabric.tier + 0.3 * work.tier,
      art: {
        kind: line.kind,
        primary,
        secondary,
        accent,
        pattern,
        seed: serial * 97 + rng.int(0, 96),
      },
    };
  }
}

/** Stock per size: a sold-out size here and there, but something left to buy. */
function stockFor(sizes: readonly string[], rng: Rng): Record<string, number> {
  const stock: Record<string, number> = {};
  for (const size of sizes) stock[size] = rng.chance(0.12) ? 0 : rng.int(1, 40);
  if (Object.values(stock).every((n) => n === 0)) stock[rng.pick(sizes)] = rng.int(1, 40);
  return stock;
}

/**
 * Builds the demo catalog. The same seed always gives the same products, in the same order,
 * with the same dates and stock, so tests and screenshots can rely on it.
 */
export function generateDemoCatalog(seed: number = DEMO_CATALOG_SEED): DemoProduct[] {
  const rng = createRng(seed);
  const taken = new Set<string>();
  const usedDescriptions = new Set<string>();
  const drafts: Draft[] = [];
  for (const line of lines()) {
    for (let i = 0; i < line.count; i++) {
      const d = draft(line, rng, drafts.length, taken);
      // Descriptions must differ too; the rare repeat is drawn again.
      for (let retry = 0; usedDescriptions.has(d.description) && retry < 20; retry++) {
        d.description = describe(line, d.parts, d.care, rng);
      }
      taken.add(d.title.toLowerCase());
      usedDescriptions.add(d.description);
      drafts.push(d);
    }
  }

  // Interleave the lines so "newest first" shows a mixed shop window rather than one line.
  const order = rng.shuffle(drafts.map((_, i) => i));
  const soldOut = new Set(
    rng.shuffle(order).slice(0, Math.max(3, Math.round(drafts.length * 0.03))),
  );

  const products: DemoProduct[] = order.map((index) => {
    const d = drafts[index] as Draft;
    const { line } = d;
    const sizes = line.sizes(rng);
    const stock = soldOut.has(index)
      ? Object.fromEntries(sizes.map((s) => [s, 0]))
      : stockFor(sizes, rng);
    const regular = regularPrice(line, d.tier, rng);
    const discounted = rng.chance(0.34) ? discountedPrice(regular, rng) : null;
    const minutes = Math.floor(rng.next() * CATALOG_SPAN_DAYS * 24 * 60);
    return {
      title: d.title,
      description: d.description,
      category: line.category,
      parentCategory: line.parentCategory,
      subCategory: line.subCategory,
      masterCategory: line.masterCategory,
      gender: line.gender(rng),
      regularPricePaise: regular * 100,
      discountedPricePaise: discounted === null ? null : discounted * 100,
      sizes,
      colors: d.colours,
      stock,
      featured: false,
      createdAt: new Date(CATALOG_DAY - (minutes + 1) * 60_000),
      art: d.art,
      ...hindiOfDemoProduct({ ...d.parts, subCategory: line.subCategory, metal: !!line.metal }),
    };
  });

  // A handful of featured products per store category, never one that cannot be bought.
  for (const category of ['Men', 'Women', 'Accessories'] as const) {
    const candidates = products.filter(
      (p) => p.category === category && Object.values(p.stock).some((n) => n > 0),
    );
    const wanted = rng.int(4, 8);
    for (const p of rng.shuffle(candidates).slice(0, wanted)) p.featured = true;
  }
  return products;
}
