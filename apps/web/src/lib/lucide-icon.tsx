// Draws a Lucide icon from its data: what lucide-react's icon modules call to make their
// component, put in place of the package's own by the build (apps/web/vite.config.ts,
// "store:small-lucide-icons"). The package's runtime (context, class merging, stroke scaling,
// aliases) was about 1 KB gzipped of the first page's script, for options the store never uses;
// this draws the same markup, so a page the server rendered hydrates as it is.
import { createElement, type Ref, type SVGProps } from 'react';

/** One element of an icon's drawing: its tag and attributes (with a `key`). */
type IconElement = readonly [tag: string, attributes: Readonly<Record<string, string | number>>];

/** What a lucide-react icon module hands to its factory. */
export interface IconData {
  name: string;
  size?: number;
  node: readonly IconElement[];
}

export type IconProps = SVGProps<SVGSVGElement> & {
  ref?: Ref<SVGSVGElement>;
  /** Width and height at once, as Lucide's own components take it. */
  size?: number | string;
};

/** Whether the caller said how assistive technology should treat the icon. */
const describes = (props: object) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  function LucideIcon({ className, size = 24, children, ...props }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', `lucide-${icon.name}`, className].filter(Boolean).join(' '),
        ...(children || describes(props) ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  return LucideIcon;
}
