import { cn } from '../../lib/cn';

/** A placeholder block that shimmers while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative overflow-hidden rounded-md bg-ivory-200',
        'after:absolute after:inset-0 after:-translate-x-full after:bg-linear-to-r after:from-transparent after:via-ivory-50/70 after:to-transparent after:animate-[shimmer_1.6s_infinite]',
        className,
      )}
    />
  );
}
