// GST on order lines (docs/tax.md): which rate each line takes, and how the tax inside what the
// shopper pays splits for the shipping state. The rules are the contract's (gst.ts); this file
// adds the store's own: its state and GSTIN, and the owner's rates per HSN.
import {
  DEFAULT_TAX_RULES,
  lineTax,
  ruleForHsn,
  type TaxPlaces,
  type TaxRule,
  type TaxSlab,
} from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { conflict, invalid } from '../../lib/domain-error.ts';
import { parseIndianState } from '../../lib/india.ts';
import { productHsns } from '../catalog/index.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import { getStoreSettings, type StoreSettings } from '../store/index.ts';
import { insertTaxRateIfAbsent, listTaxRateRows, upsertTaxRate } from './tax.repository.ts';

/** What the store is for GST: registered (with its state) or not. */
export type TaxRegistration =
  | { registered: true; state: string; gstin: string; settings: StoreSettings['tax'] }
  | { registered: false; settings: StoreSettings['tax'] };

export async function taxRegistration(db: Executor): Promise<TaxRegistration> {
  const { tax } = await getStoreSettings(db);
  // The settings' own check makes a GSTIN come with its state; both are needed to charge GST.
  if (tax.gstin && tax.state) {
    return { registered: true, state: tax.state, gstin: tax.gstin, settings: tax };
  }
  return { registered: false, settings: tax };
}

/** The rules in force: the owner's rows, and the defaults for prefixes the owner has not set. */
export async function taxRules(
  db: Executor,
): Promise<{ rule: TaxRule; source: 'owner' | 'default' }[]> {
  const own = await listTaxRateRows(db);
  const ownPrefixes = new Set(own.map((r) => r.hsnPrefix));
  return [
    ...own.map((rule) => ({ rule, source: 'owner' as const })),
    ...DEFAULT_TAX_RULES.filter((r) => !ownPrefixes.has(r.hsnPrefix)).map((rule) => ({
      rule,
      source: 'default' as const,
    })),
  ].sort((a, b) => (a.rule.hsnPrefix < b.rule.hsnPrefix ? -1 : 1));
}

/**
 * A flat rate, or slabs, for an HSN prefix (2 to 8 digits), audited in the same transaction
 * (actor null: the owner's command line).
 */
export async function setTaxRate(
  db: Executor,
  hsnPrefix: string,
  slabs: TaxSlab[],
  actor: AuditActor | null = null,
): Promise<TaxRule> {
  if (!/^\d{2,8}$/.test(hsnPrefix)) throw invalid('An HSN prefix is 2 to 8 digits');
  if (slabs.length === 0 || slabs.at(-1)!.upToPaise !== null) {
    throw invalid('The last slab has no upper limit');
  }
  let last = 0;
  for (const s of slabs) {
    if (!Number.isInteger(s.rateBasisPoints) || s.rateBasisPoints < 0 || s.rateBasisPoints > 4000) {
      throw invalid('A GST rate is from 0% to 40%, to two decimals');
    }
    if (s.upToPaise !== null) {
      if (!Number.isInteger(s.upToPaise) || s.upToPaise <= last) {
        throw invalid('Slab limits rise in whole paise');
      }
      last = s.upToPaise;
    }
  }
  await db.transaction(async (tx) => {
    const before = (await listTaxRateRows(tx)).find((r) => r.hsnPrefix === hsnPrefix) ?? null;
    await upsertTaxRate(tx, hsnPrefix, slabs);
    await recordAudit(tx, {
      actor,
      action: 'tax.rate.set',
      entity: 'tax_rate',
      entityId: hsnPrefix,
      before,
      after: { hsnPrefix, slabs },
    });
  });
  return { hsnPrefix, slabs };
}

/** The demo store's rates for goods outside the default chapters (docs/tax.md, "Demo store"). */
export async function seedDemoTaxRates(db: Executor): Promise<void> {
  // Imitation jewellery (7117) at 3%, handbags (4202) at 18%: the owner's to confirm. Dupattas
  // and stoles (6214) are in chapter 62 and take its default slabs.
  await insertTaxRateIfAbsent(db, '7117', [{ upToPaise: null, rateBasisPoints: 300 }]);
  await insertTaxRateIfAbsent(db, '4202', [{ upToPaise: null, rateBasisPoints: 1800 }]);
}

export interface TaxLineInput {
  productId: number;
  quantity: number;
  /** What the shopper pays for the whole line, after any discount; the tax is inside it. */
  netPaise: number;
}

export interface TaxedLine {
  hsn: string;
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
}

/** What the order calculator needs to tax an order's lines (docs/tax.md). */
export interface OrderTaxInputs {
  places: Exclude<TaxPlaces, null>;
  /** Per product: its HSN code and its rate's slabs (null when the store charges no GST). */
  products: Map<number, { hsn: string; slabs: TaxSlab[] | null }>;
}

/**
 * The places and rates that tax these products shipped to `shipState` (any spelling the address
 * rules accept). A store without a GSTIN charges none. A product whose HSN has no rule cannot be
 * sold by a registered store until the owner sets its rate: a conflict, rather than a guess at
 * the tax, for the first such product in the order given.
 */
export async function orderTaxInputs(
  db: Executor,
  input: { shipState: string; productIds: number[] },
): Promise<OrderTaxInputs> {
  const ids = [...new Set(input.productIds)];
  const hsns = await productHsns(db, ids);
  const hsnOf = (productId: number) => {
    const hsn = hsns.get(productId);
    if (hsn === undefined) throw invalid(`Product ${productId} does not exist`);
    return hsn;
  };
  const registration = await taxRegistration(db);
  if (!registration.registered) {
    return {
      places: { registered: false },
      products: new Map(ids.map((id) => [id, { hsn: hsnOf(id), slabs: null }])),
    };
  }
  const shipState = parseIndianState(input.shipState);
  if (!shipState) throw invalid('shippingAddress.state: enter an Indian state or union territory');
  const rules = (await taxRules(db)).map((r) => r.rule);
  const products = new Map<number, { hsn: string; slabs: TaxSlab[] | null }>();
  for (const id of ids) {
    const hsn = hsnOf(id);
    const rule = ruleForHsn(rules, hsn);
    if (!rule) {
      throw conflict(
        `This item cannot be sold yet: the store has not set the GST rate of HSN ${hsn}`,
      );
    }
    products.set(id, { hsn, slabs: rule.slabs });
  }
  return { places: { registered: true, storeState: registration.state, shipState }, products };
}

/**
 * The GST inside each line, in the order given, worked out by the order calculator's line step
 * (for lines of an order placed before GST was recorded; a new order is taxed by the calculator
 * as it is priced).
 */
export async function taxOrderLines(
  db: Executor,
  input: { shipState: string; lines: TaxLineInput[] },
): Promise<TaxedLine[]> {
  const { places, products } = await orderTaxInputs(db, {
    shipState: input.shipState,
    productIds: input.lines.map((l) => l.productId),
  });
  return input.lines.map((l) => {
    const { hsn, slabs } = products.get(l.productId)!;
    return { hsn, ...lineTax(l.netPaise, l.quantity, slabs, places)! };
  });
}
