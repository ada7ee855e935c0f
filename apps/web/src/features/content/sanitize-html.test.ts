import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary policy markup', () => {
    const html =
      '<h2>Returns</h2><p>Within <strong>7 days</strong>. <a href="/contact">Contact</a></p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script tags', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert(1)</script>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes on* event handlers', () => {
    const out = sanitizeHtml('<img src="/a.png" onerror="alert(1)"><p onclick="steal()">x</p>');
    expect(out).not.toMatch(/onerror|onclick|alert|steal/);
    expect(out).toContain('<p>x</p>');
  });

  it('removes javascript: links', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">click</a><a href="JaVaScRiPt:alert(2)">b</a>',
    );
    expect(out).not.toMatch(/javascript/i);
    expect(out).toContain('click');
  });

  it('removes iframes and embedded objects', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('removes SVG with onload', () => {
    const out = sanitizeHtml('<svg onload="alert(1)"><circle r="4"/></svg><p>ok</p>');
    expect(out).not.toMatch(/svg|onload|alert/i);
    expect(out).toContain('<p>ok</p>');
  });

  it('makes new-tab links safe', () => {
    const out = sanitizeHtml('<a href="https://example.in" target="_blank">x</a>');
    expect(out).toContain('rel="noopener noreferrer"');
  });
});
