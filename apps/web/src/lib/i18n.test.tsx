import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, tx } from './i18n';

const CATALOG = { 'Pay {amount} to {who}.': '{who} को {amount} दीजिए।' };
const sentence = () =>
  renderToStaticMarkup(<p>{tx('Pay {amount} to {who}.', { amount: <b>₹500</b>, who: 'Ravi' })}</p>);

describe('tx', () => {
  afterEach(() => setLanguage('en'));

  it('fills the marks with parts of the page, in English order on an English page', () => {
    setLanguage('en');
    expect(sentence()).toBe('<p>Pay <b>₹500</b> to Ravi.</p>');
  });

  it('puts the parts where the Hindi puts them, and leaves a mark it was not given as it is', () => {
    setLanguage('hi', CATALOG);
    expect(sentence()).toBe('<p>Ravi को <b>₹500</b> दीजिए।</p>');
    expect(renderToStaticMarkup(<p>{tx('Pay {amount} to {who}.', { who: 'Ravi' })}</p>)).toBe(
      '<p>Ravi को {amount} दीजिए।</p>',
    );
  });
});
