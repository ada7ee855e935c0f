// The size chart's sheet in both languages (docs/decisions/031): a Hindi page names the
// contract's "One Size" row in Hindi, as the product page's size button does; sizes as sold
// (S, M, 38) and the English page stay as they are. The owner's "how to measure" note shows in
// Hindi on a Hindi page where she wrote one, else in English (docs/decisions/032).
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

const WITH_NOTES = fixture(productSizeChartResponse, {
  data: {
    ...CHART.data!,
    chart: {
      ...CHART.data!.chart,
      howToMeasure: 'Measured flat, end to end.',
      howToMeasureHi: 'समतल बिछाकर, एक सिरे से दूसरे सिरे तक नापा गया।',
    },
  },
});
const { howToMeasureHi: _none, ...englishOnly } = WITH_NOTES.data!.chart;
const ENGLISH_NOTE_ONLY = fixture(productSizeChartResponse, {
  data: { ...WITH_NOTES.data!, chart: englishOnly },
});

let answer = CHART;
stubFetchForEachTest(async () => json(answer));
beforeEach(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  setLanguage('en');
  answer = CHART;
});

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

  it("shows the owner's Hindi note on a Hindi page and the English one on an English page", async () => {
    answer = WITH_NOTES;
    setLanguage('hi', hi);
    const hindi = renderInShop(<SizeChartDialog productId={7} onClose={() => {}} />, {
      client: noRetryClient(),
    });
    expect(await screen.findByRole('heading', { name: 'नाप कैसे लें' })).toBeTruthy();
    expect(screen.getByText('समतल बिछाकर, एक सिरे से दूसरे सिरे तक नापा गया।')).toBeTruthy();
    expect(screen.queryByText('Measured flat, end to end.')).toBeNull();
    hindi.unmount();

    setLanguage('en');
    renderInShop(<SizeChartDialog productId={7} onClose={() => {}} />, { client: noRetryClient() });
    expect(await screen.findByText('Measured flat, end to end.')).toBeTruthy();
    expect(screen.queryByText(/समतल/)).toBeNull();
  });

  it('shows the English note on a Hindi page when the owner wrote no Hindi one', async () => {
    answer = ENGLISH_NOTE_ONLY;
    setLanguage('hi', hi);
    renderInShop(<SizeChartDialog productId={7} onClose={() => {}} />, { client: noRetryClient() });
    expect(await screen.findByText('Measured flat, end to end.')).toBeTruthy();
  });
});
