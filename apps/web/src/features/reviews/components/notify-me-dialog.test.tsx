import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { seedStoreInfo } from '../../../test/store-info';
import { renderInShop } from '../../../test/render';
import NotifyMeDialog from './notify-me-dialog';

let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/notify')) return new Response(null, { status: 204 });
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ message: "We'll email you when it is back in stock." }), {
      status: 202,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('names the colour picked on the page and signs up for that size and colour', async () => {
  renderInShop(
    <NotifyMeDialog productId={5} colour="Emerald" soldOutSizes={['S', 'M']} onClose={() => {}} />,
    { client: seedStoreInfo(new QueryClient()) },
  );
  expect(screen.getByText('Emerald')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'M' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me when it is back' }));
  await screen.findByText("We'll email you when it is back in stock.");
  expect(sent).toEqual([{ size: 'M', color: 'Emerald', email: 'asha@example.in', language: 'en' }]);
});
