// The vocabulary shared by the art renderer and the demo catalog. A product picture is a pure
// function of these few fields, so the catalog can store them instead of image files.

export const ARTICLE_KINDS = [
  'kurta',
  'kurta-set',
  'sherwani',
  'nehru-jacket',
  'saree',
  'lehenga',
  'anarkali',
  'dupatta',
  'jutti',
  'mojari',
  'kolhapuri',
  'jhumka',
  'bangles',
  'potli-bag',
  'stole',
] as const;

export type ArticleKind = (typeof ARTICLE_KINDS)[number];

// Surface designs a shopper would name: woven, printed, tie-dyed or embroidered.
export const ART_PATTERNS = [
  'plain',
  'butti',
  'stripes',
  'paisley',
  'checks',
  'floral',
  'zari-border',
  'bandhani',
  'ikat',
  'chikankari',
  'leheriya',
] as const;

export type ArtPattern = (typeof ART_PATTERNS)[number];

export interface ProductArt {
  kind: ArticleKind;
  /** Main colour of the piece, `#rrggbb`. For jewellery this is the metal. */
  primary: string;
  /** Motif, lining or contrast colour, `#rrggbb`. For jewellery the enamel or stones. */
  secondary: string;
  /** Zari, trims and buttons, `#rrggbb`. For jewellery the pearls or beads. */
  accent: string;
  pattern: ArtPattern;
  /** Small variations (motif shape, stack order) so siblings in a grid do not look cloned. */
  seed: number;
}

export const ART_VIEWS = ['main', 'detail'] as const;

export type ArtView = (typeof ART_VIEWS)[number];
