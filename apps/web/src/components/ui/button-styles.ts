import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'outline' | 'gold' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium tracking-wide transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-maroon-700 text-ivory-50 hover:bg-maroon-800 active:bg-maroon-900',
  outline:
    'border border-maroon-700 text-maroon-700 bg-transparent hover:bg-maroon-700 hover:text-ivory-50',
  gold: 'bg-gold-400 text-maroon-900 hover:bg-gold-300',
  ghost: 'text-maroon-700 hover:bg-maroon-50',
  light: 'bg-ivory-50 text-maroon-800 hover:bg-ivory-200',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm sm:h-9 sm:px-4',
  md: 'h-11 px-6 text-sm',
  lg: 'h-12 px-8 text-base',
  icon: 'h-10 w-10',
};

/** Button looks, shared by <button>s and router <Link>s. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cn(base, variants[variant], sizes[size], extra);
}
