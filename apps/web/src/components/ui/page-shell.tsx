import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Page body below the fixed header. */
export function PageShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('container-page pb-16 pt-24 md:pb-24 md:pt-32', className)}>{children}</div>
  );
}
