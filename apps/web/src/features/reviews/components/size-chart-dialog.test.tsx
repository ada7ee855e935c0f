// The size chart's sheet in both languages (docs/decisions/031): a Hindi page names the
// contract's "One Size" row in Hindi, as the product page's size button does; sizes as sold
// (S, M, 38) and the English page stay as they are.
import { productSizeChartResponse } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hi } from '../../../i18n/hi';
import { setLanguage } from '../../../lib/i18n';
import { fixture } from '../../../test/fixture';
import { json, noRetryClient, renderInShop, stubFetchForEachTest } from '../../../test/render';
import SizeChartDialog from './size-chart-dialog';

const CHART = fixture(productSizeChartResponse, {
  data: {
    id: 1,
    productType: 'Dupatta',
    gender: null,
    productId: null,
    chart: {
      title: 'Dupattas',
      kind: 'garment',
      columns: [
        { label: 'Length', kind: 'inches' },
        { label: 'Width', kind: 'inches' },
      ],
      rows: [
        { size: 'One Size', cells: [98, 39] },
        { size: 'M', cells: [90, 36] },
      ],
      howToMeasure: '',
    },
  },
});

stubFetchForEachTest(async () => json(CHART));
beforeEach(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => setLanguage('en'));

const rowHeads = async () => {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('rowheader')
    .map((th) => th.textContent);
};

describe('the size chart sheet', () => {
  it('names the One Size row in Hindi on a Hindi page', async () => {
    setLanguage('hi', hi);
    renderInShop(<SizeChartDialog productId={7} onClose={() => {}} />, { client: noRetryClient() });
    expect(await rowHeads()).toEqual(['फ़्री साइज़', 'M']);
  });

  it('keeps it as sold on an English page', async () => {
    renderInShop(<SizeChartDialog productId={7} onClose={() => {}} />, { client: noRetryClient() });
    expect(await rowHeads()).toEqual(['One Size', 'M']);
  });
});
