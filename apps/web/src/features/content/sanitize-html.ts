import DOMPurify from 'dompurify';

/**
 * Store-supplied policy HTML (docs/product/rules.md section 6) rendered safely: no scripts, no event
 * handlers, no javascript: URLs, no frames, forms or SVG/MathML (where onload tricks live).
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) {
    // No DOM (a render on the server): its own sanitizer, or nothing of the HTML at all.
    return withoutDom ? withoutDom(html) : '';
  }
  installLinkHook();
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'script',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
  return String(clean);
}

let withoutDom: ((html: string) => string) | undefined;

/**
 * DOMPurify needs a DOM, which a server render has not: src/entry-server.tsx passes a sanitizer
 * with the same rules that works on strings.
 */
export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  withoutDom = sanitize;
}

let hooked = false;
/** Links the store adds that open a new tab get rel=noopener. */
function installLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}
