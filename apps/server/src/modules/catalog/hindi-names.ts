// Hindi on catalog reads (docs/decisions/032-products-and-mails-in-hindi.md): a read with
// `lang=hi` answers the owner's Hindi title and description where she wrote them, and names the
// Hindi of each category, type and colour beside its English value (which stays, as filters and
// links use it). Anything without Hindi shows in English.
import type { Language, Product } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { catalogNames } from '../../db/schema.ts';

export const NAME_KINDS = ['category', 'type', 'colour'] as const;
export type NameKind = (typeof NAME_KINDS)[number];

/** Hindi names by kind, keyed by the English name in lower case. */
export type HindiNames = Record<NameKind, ReadonlyMap<string, string>>;

export const NO_NAMES: HindiNames = { category: new Map(), type: new Map(), colour: new Map() };

export async function loadHindiNames(db: Executor): Promise<HindiNames> {
  const rows = await db
    .select({ kind: catalogNames.kind, name: catalogNames.name, hi: catalogNames.nameHi })
    .from(catalogNames);
  const names = { category: new Map(), type: new Map(), colour: new Map() } as Record<
    NameKind,
    Map<string, string>
  >;
  for (const r of rows) names[r.kind as NameKind]?.set(r.name.toLowerCase(), r.hi);
  return names;
}

/** The names a read needs: none for English, the table for Hindi. */
export const namesFor = (db: Executor, lang: Language | undefined): Promise<HindiNames | null> =>
  lang === 'hi' ? loadHindiNames(db) : Promise.resolve(null);

/** The Hindi of a value: a category column reads categories first, then types; a type the other way. */
export function hindiOf(names: HindiNames, kind: NameKind, value: string): string | undefined {
  const key = value.toLowerCase();
  if (kind === 'colour') return names.colour.get(key);
  const [first, second] =
    kind === 'type' ? (['type', 'category'] as const) : (['category', 'type'] as const);
  return names[first].get(key) ?? names[second].get(key);
}

/** `names` of an answer: each value that has a Hindi name, keyed by the value as sent. */
export function namesOf(
  names: HindiNames,
  values: { kind: NameKind; value: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { kind, value } of values) {
    const hi = hindiOf(names, kind, value);
    if (hi !== undefined) out[value] = hi;
  }
  return out;
}

/** A wire product in Hindi: its own Hindi texts where written, and the names of its values. */
export function inHindi(
  p: Product,
  own: { titleHi: string | null; descriptionHi: string | null },
  names: HindiNames,
): Product {
  const colours = p.attributes.find((a) => a.key === 'color')?.value ?? [];
  return {
    ...p,
    title: own.titleHi || p.title,
    description: own.descriptionHi || p.description,
    names: namesOf(names, [
      { kind: 'category', value: p.category },
      { kind: 'category', value: p.parentCategory },
      { kind: 'category', value: p.masterCategory },
      { kind: 'type', value: p.subCategory },
      ...colours.map((value) => ({ kind: 'colour' as const, value })),
    ]),
  };
}

/** Saves one Hindi name (an empty one removes it); the caller bumps the catalog version. */
export async function saveHindiName(
  tx: Executor,
  kind: NameKind,
  name: string,
  nameHi: string,
): Promise<void> {
  await tx.execute(
    sql`delete from catalog_names where kind = ${kind} and lower(name) = lower(${name})`,
  );
  if (nameHi.trim()) {
    await tx.insert(catalogNames).values({ kind, name: name.trim(), nameHi: nameHi.trim() });
  }
}

/** Every Hindi name, for the admin's list and the CSV export. */
export async function allHindiNames(
  db: Executor,
): Promise<{ kind: NameKind; name: string; nameHi: string }[]> {
  const rows = await db
    .select({ kind: catalogNames.kind, name: catalogNames.name, nameHi: catalogNames.nameHi })
    .from(catalogNames)
    .orderBy(catalogNames.kind, catalogNames.name);
  return rows as { kind: NameKind; name: string; nameHi: string }[];
}

/** The Hindi names of these categories (the store's header list), for the store module's port. */
export async function hindiCategoryNames(
  db: Executor,
  categories: string[],
): Promise<Record<string, string>> {
  const names = await loadHindiNames(db);
  return namesOf(
    names,
    categories.map((value) => ({ kind: 'category' as const, value })),
  );
}

/**
 * The Hindi names of these colours (an order's lines, which keep the colour as ordered), for the
 * orders module's Hindi reads. None asked for, nothing read.
 */
export async function hindiColourNames(
  db: Executor,
  colours: readonly string[],
): Promise<Record<string, string>> {
  const values = colours.filter((c) => c.trim() !== '');
  if (values.length === 0) return {};
  const names = await loadHindiNames(db);
  return namesOf(
    names,
    values.map((value) => ({ kind: 'colour' as const, value })),
  );
}

/**
 * Every category, type and colour the catalog uses, with its Hindi or null, and any Hindi name
 * kept for a name no product uses now: the admin's list to fill in.
 */
export async function catalogNamesInUse(
  db: Executor,
): Promise<{ kind: NameKind; name: string; nameHi: string | null }[]> {
  const used = await db.execute(sql`
    select distinct 'category' as kind, v as name from products,
      unnest(array[category, parent_category, master_category]) as v
    union select distinct 'type', sub_category from products
    union select distinct 'colour', c from products, unnest(colors) as c where c <> 'Default'`);
  const rows = (used as unknown as { rows: { kind: NameKind; name: string }[] }).rows;
  const names = await loadHindiNames(db);
  const seen = new Set<string>();
  const out: { kind: NameKind; name: string; nameHi: string | null }[] = [];
  for (const r of rows) {
    const key = `${r.kind}:${r.name.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      kind: r.kind,
      name: r.name,
      nameHi: names[r.kind].get(r.name.toLowerCase()) ?? null,
    });
  }
  for (const kept of await allHindiNames(db)) {
    if (!seen.has(`${kept.kind}:${kept.name.toLowerCase()}`)) out.push(kept);
  }
  const order = { category: 0, type: 1, colour: 2 };
  return out.sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name, 'en-IN'));
}
