import type { CliCommand } from '../cli-types.ts';
import { productsImport, stockSet } from './catalog.command.ts';
import { contactList, newsletterExport } from './inbox.command.ts';
import {
  ordersCancel,
  ordersDeliver,
  ordersExpire,
  ordersList,
  ordersMarkPaid,
  ordersShip,
  ordersShow,
} from './orders.command.ts';
import { storeShow, storeSet } from './store.command.ts';

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
  'contact:list': contactList,
  'newsletter:export': newsletterExport,
  'products:import': productsImport,
  'stock:set': stockSet,
};
