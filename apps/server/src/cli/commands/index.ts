import type { CliCommand } from '../cli-types.ts';
import { productsImport, stockSet } from './catalog.command.ts';
import { contactList, newsletterExport } from './inbox.command.ts';
import { mailList, mailRetry } from './mail.command.ts';
import {
  ordersCancel,
  ordersDeliver,
  ordersExpire,
  ordersList,
  ordersMarkPaid,
  ordersShip,
  ordersShow,
} from './orders.command.ts';
import { pincodesAllow, pincodesBlock, pincodesLoad, pincodesRules } from './pincodes.command.ts';
import { ownerCreate, staffSetPassword } from './staff.command.ts';
import { storeShow, storeSet } from './store.command.ts';
import { couponsCreate, couponsDisable, couponsList } from './coupons.command.ts';
import { ordersCodLink, ordersRto } from './cod.command.ts';
import { searchReportCommand, searchSynonyms } from './search.command.ts';
import { gstReportCommand, ordersInvoice, productsHsn, taxRate, taxRates } from './tax.command.ts';

export const commands: Record<string, CliCommand> = {
  'store:show': storeShow,
  'store:set': storeSet,
  'orders:list': ordersList,
  'orders:show': ordersShow,
  'orders:mark-paid': ordersMarkPaid,
  'orders:ship': ordersShip,
  'orders:deliver': ordersDeliver,
  'orders:cancel': ordersCancel,
  'orders:expire': ordersExpire,
  'orders:rto': ordersRto,
  'orders:cod-link': ordersCodLink,
  'coupons:create': couponsCreate,
  'coupons:list': couponsList,
  'coupons:disable': couponsDisable,
  'orders:invoice': ordersInvoice,
  'tax:rate': taxRate,
  'tax:rates': taxRates,
  'products:hsn': productsHsn,
  'gst:report': gstReportCommand,
  'contact:list': contactList,
  'newsletter:export': newsletterExport,
  'mail:list': mailList,
  'mail:retry': mailRetry,
  'products:import': productsImport,
  'stock:set': stockSet,
  'search:synonyms': searchSynonyms,
  'search:report': searchReportCommand,
  'pincodes:load': pincodesLoad,
  'pincodes:block': pincodesBlock,
  'pincodes:allow': pincodesAllow,
  'pincodes:rules': pincodesRules,
  'owner:create': ownerCreate,
  'staff:set-password': staffSetPassword,
};
