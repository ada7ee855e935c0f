// The back-in-stock mail in English and in Hindi (docs/mail.md, "Languages"): the piece, the
// size and colour the shopper waited for, and one link. Written as a shop writes to its
// customers in each language, not word for word.
import type { Language } from '@store/contract';
import { mailHtml as html } from '../mail/index.ts';

export interface BackInStockFacts {
  storeName: string;
  /** The product's title in the mail's language (the English one when it has no Hindi title). */
  title: string;
  /** Null when the shopper waited for any size. */
  size: string | null;
  /** Null when the shopper waited for any colour. */
  color: string | null;
  url: string;
}

interface Words {
  subject: string;
  hello: string;
  news: string;
  link: string;
}

/** "Kurta in size M, Emerald", "Kurta in Emerald", "Kurta in size M" or "Kurta". */
function english(f: BackInStockFacts, store: string): Words {
  const what =
    f.size && f.color
      ? `${f.title} in size ${f.size}, ${f.color}`
      : f.size
        ? `${f.title} in size ${f.size}`
        : f.color
          ? `${f.title} in ${f.color}`
          : f.title;
  return {
    subject: `Back in stock: ${f.color ? `${f.title} in ${f.color}` : f.title}`,
    hello: 'Namaste,',
    news: `${what} is back in stock at ${store}. Pieces go quickly; this is the only mail we send about it.`,
    link: 'See the piece',
  };
}

function hindi(f: BackInStockFacts, store: string): Words {
  const which = [f.size ? `साइज़ ${f.size}` : '', f.color ? `रंग ${f.color}` : '']
    .filter(Boolean)
    .join(', ');
  const what = which ? `${f.title} (${which})` : f.title;
  return {
    subject: `फिर से उपलब्ध: ${f.color ? `${f.title} (${f.color})` : f.title}`,
    hello: 'नमस्ते,',
    news: `${what} ${store} पर फिर से उपलब्ध है। ऐसे पीस जल्दी बिक जाते हैं; इसके बारे में हम बस यही एक मेल भेज रहे हैं।`,
    link: 'पीस देखें',
  };
}

export function renderBackInStock(
  language: Language,
  facts: BackInStockFacts,
): { subject: string; text: string; html: string } {
  const store = facts.storeName || (language === 'hi' ? 'हमारी दुकान' : 'our store');
  const w = language === 'hi' ? hindi(facts, store) : english(facts, store);
  const text = [w.hello, '', w.news, '', facts.url, '', store, ''].join('\n');
  const body = html`<!doctype html>
    <html lang="${language === 'hi' ? 'hi-IN' : 'en'}">
      <body style="font-family:Georgia,serif;color:#2b1d16">
        <p>${w.hello}</p>
        <p>${w.news}</p>
        <p><a href="${facts.url}" style="color:#7a1f2b">${w.link}</a></p>
        <p>${store}</p>
      </body>
    </html>`;
  return { subject: w.subject, text, html: body.value };
}
