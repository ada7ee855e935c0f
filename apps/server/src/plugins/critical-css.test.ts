import { describe, expect, it } from 'vitest';
import { criticalCss, parseStyleSheet } from './critical-css.ts';

// A sheet shaped like the one Tailwind writes: layers, a theme of custom properties, registered
// properties, variants under @media, escaped class names, strings holding braces.
const SHEET = [
  '/*! tailwindcss */',
  '@layer theme{:root,:host{--color-ink:#222;--color-gold:#b8862b;--font-sans:system-ui;--default-font:var(--font-sans)}}',
  '@layer base{*,:before{box-sizing:border-box}html{font-family:var(--default-font)}a{color:inherit}}',
  '@layer utilities{',
  '.text-ink{color:var(--color-ink)}',
  '.text-gold{color:var(--color-gold)}',
  '.shadow{--tw-shadow:0 1px 2px #0003;box-shadow:var(--tw-shadow)}',
  '.ring{--tw-ring:1px;outline:var(--tw-unused,0)}',
  '.md\\:grid-cols-3{}',
  '@media (min-width:48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  '@media (hover:hover){.group:hover .group-hover\\:underline{text-decoration-line:underline}}',
  '.w-\\[calc\\(100\\%-2rem\\)\\]{width:calc(100% - 2rem)}',
  '.before\\:content-\\[\\"\\{\\"\\]:before{content:"{"}',
  '.a,.b{margin:0}',
  '}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const sheet = parseStyleSheet(SHEET);

describe('the critical style sheet of a rendered page', () => {
  it('keeps the rules of the classes the markup holds and drops the others', () => {
    const css = criticalCss(sheet, '<p class="text-ink shadow">Kurta</p>');
    expect(css).toContain('.text-ink{color:var(--color-ink)}');
    expect(css).toContain('box-shadow:var(--tw-shadow)');
    expect(css).not.toContain('.text-gold');
    expect(css).not.toContain('.ring');
    expect(css).not.toContain('grid-cols-3');
  });

  it('keeps rules without classes, at-rules it does not filter, and the layers around them', () => {
    const css = criticalCss(sheet, '<p class="text-ink">Kurta</p>');
    expect(css).toContain('@layer base{*,:before{box-sizing:border-box}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(css.startsWith('@layer theme{')).toBe(true);
  });

  it('keeps only the custom properties something kept reads, following one to the next', () => {
    const css = criticalCss(sheet, '<p class="text-ink">Kurta</p>');
    expect(css).toContain('--color-ink:#222');
    expect(css).not.toContain('--color-gold');
    // html's font reads --default-font, whose value reads --font-sans.
    expect(css).toContain('--default-font:var(--font-sans)');
    expect(css).toContain('--font-sans:system-ui');
    // A registered property stays with the utility that reads it.
    expect(css).not.toContain('@property --tw-shadow');
    expect(criticalCss(sheet, '<p class="shadow"></p>')).toContain('@property --tw-shadow{');
    expect(criticalCss(sheet, '<p class="shadow"></p>')).not.toContain('@property --tw-ring');
  });

  it('reads escaped class names, variants under @media and selectors naming two classes', () => {
    const markup =
      '<a class="group"><span class="group-hover:underline md:grid-cols-3 w-[calc(100%-2rem)]">x</span></a>';
    const css = criticalCss(sheet, markup);
    expect(css).toContain('@media (min-width:48rem){.md\\:grid-cols-3{');
    expect(css).toContain('.group:hover .group-hover\\:underline{');
    expect(css).toContain('.w-\\[calc\\(100\\%-2rem\\)\\]{width:calc(100% - 2rem)}');
    // Without the group class on the page, the group-hover rule cannot match.
    expect(criticalCss(sheet, '<span class="group-hover:underline"></span>')).not.toContain(
      'group-hover',
    );
  });

  it('is not thrown off by braces inside strings, and keeps a list when one selector matches', () => {
    const css = criticalCss(sheet, '<i class="before:content-[&quot;{&quot;] b"></i>');
    expect(css).toContain('content:"{"');
    expect(css).toContain('.a,.b{margin:0}');
    expect(css).toContain('@keyframes spin');
  });

  it('keeps a rule naming elements only when the markup holds them', () => {
    const base = parseStyleSheet(
      [
        '@layer base{html,:host{line-height:1.5}body{margin:0}ol,ul,menu{list-style:none}',
        'table{border-collapse:collapse}abbr:where([title]){text-decoration:underline dotted}',
        'input::placeholder{opacity:1}:where(table,select) .x{padding:0}',
        '.x:not(p){color:red}.prose p{margin:1em}[hidden]{display:none!important}}',
      ].join(''),
    );
    const css = criticalCss(base, '<UL class="x prose"><li>Kurta</li></UL><input>');
    // html and body are the shell's: always there.
    expect(css).toContain('html,:host{line-height:1.5}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('ol,ul,menu{list-style:none}');
    expect(css).toContain('input::placeholder{opacity:1}');
    // An element named only inside :not(), :where() or brackets is not required.
    expect(css).toContain('.x:not(p){color:red}');
    expect(css).toContain(':where(table,select) .x{padding:0}');
    expect(css).toContain('[hidden]{display:none!important}');
    expect(css).not.toContain('table{');
    expect(css).not.toContain('abbr');
    // A descendant's element is required too.
    expect(css).not.toContain('.prose p');
    expect(criticalCss(base, '<div class="prose"><p>x</p></div>')).toContain(
      '.prose p{margin:1em}',
    );
  });
});
