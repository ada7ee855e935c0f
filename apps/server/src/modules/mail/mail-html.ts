// The one way the mail templates write HTML: a tagged template that escapes every value put
// into it, unless the value is itself HTML made by this tag. A shopper's name, address or a
// product title can therefore never add markup or a link to a mail; a template that forgets
// to escape is not possible to write (docs/mail.md, "Templates").

/** HTML this module made: inserted as it is. Anything else is text and gets escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML element or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export type HtmlValue =
  SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value as string | number));
}

/** html`<p>${text}</p>`: the literal parts are markup, every value is escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/**
 * A link target for an href: only http(s) addresses, so a value handed in by another module
 * can never become a javascript: or data: link. Null when it is not one.
 */
export function safeUrl(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
