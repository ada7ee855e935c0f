// Suggestions as the shopper types (GET /search/suggest, docs/search.md): the kinds of piece on
// offer that the words so far point at, and the first few products the search would show.
import type { Language, SearchSuggestions } from '@store/contract';
import { hindiOf, namesFor, type HindiNames } from '../hindi-names.ts';
import type { Executor } from '../../../db/client.ts';
import { paiseToRupees } from '../../../kernel/money.ts';
import { mediaUrl } from '../catalog.service.ts';
import { wirePhoto } from '../product-photo-urls.ts';
import { TYPE_WORDS, type TypeMeaning } from './dictionary.ts';
import { readQuery, wordsOf } from './read-query.ts';
import { inStock } from '../listing.repository.ts';
import { searchConditions, searchRank, typeNames } from './search-sql.ts';
import { suggestProducts, typesOnOffer } from './suggest.repository.ts';
import { loadSynonyms } from './synonyms.service.ts';

const MAX_CATEGORIES = 4;
const MAX_PRODUCTS = 5;

/** The types a word being typed may be the start of: "leh" is on its way to "lehenga". */
function typesStartingWith(last: string): TypeMeaning[] {
  const found: TypeMeaning[] = [];
  if (last.length < 2) return found;
  for (const [word, meaning] of Object.entries(TYPE_WORDS)) {
    if (word.startsWith(last) && !meaning.broad && !found.includes(meaning)) found.push(meaning);
  }
  return found;
}

/** A suggestion's label in Hindi: "महिलाओं के लहंगे" is too much grammar; "महिलाएँ · लहंगा" reads well. */
function hindiLabel(
  names: HindiNames,
  gender: string | null,
  type: string,
  colours: string[],
): string {
  const who = gender === 'men' ? 'पुरुष' : gender === 'women' ? 'महिलाएँ' : null;
  const what = hindiOf(names, 'type', type) ?? type;
  const tint = colours.map((c) => hindiOf(names, 'colour', c) ?? c).join(', ');
  return [who, what].filter(Boolean).join(' · ') + (tint ? ` (${tint})` : '');
}

export async function suggest(
  db: Executor,
  q: string,
  lang: Language = 'en',
): Promise<SearchSuggestions> {
  const words = wordsOf(q);
  const last = words.at(-1) ?? '';
  const read = readQuery(q, await loadSynonyms(db));
  // A last word that is the start of a type's name reads as that type, for the products too.
  const typing = read.words.includes(last) ? typesStartingWith(last) : [];
  const productRead =
    typing.length > 0
      ? { ...read, types: [...read.types, ...typing], words: read.words.filter((w) => w !== last) }
      : read;
  const wanted = new Set(productRead.types.flatMap((t) => t.names));
  const gender = read.gender;
  const [offered, rows, names] = await Promise.all([
    typesOnOffer(db, gender),
    suggestProducts(
      db,
      // The types apart: suggestProducts reads them through each type column's index.
      searchConditions({ ...productRead, types: [] }),
      typeNames(productRead.types),
      searchRank(productRead, inStock, true),
      MAX_PRODUCTS,
      lang === 'hi',
    ),
    namesFor(db, lang),
  ]);
  const categories = offered
    .filter((t) => wanted.has(t.name.toLowerCase()) || t.name.toLowerCase().startsWith(last))
    .slice(0, MAX_CATEGORIES)
    .map((t) => {
      const label = gender ? `${gender === 'men' ? "Men's" : "Women's"} ${t.name}` : t.name;
      const colours = read.colours.map((c) => c.label).join(' ');
      const phrase = [gender, colours, t.name.toLowerCase()].filter(Boolean).join(' ');
      if (names) {
        const tints = read.colours.map((c) => c.label);
        return { label: hindiLabel(names, gender, t.name, tints), q: phrase, count: t.count };
      }
      return { label: colours ? `${label} in ${colours}` : label, q: phrase, count: t.count };
    });
  return {
    q,
    categories,
    products: rows.map((r) => ({
      id: r.id,
      title: r.title,
      imgUrl: r.image ? wirePhoto(r.image).url : mediaUrl(r.id, r.revision, 'main'),
      price: paiseToRupees(r.pricePaise),
    })),
  };
}
