import { Component, lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { buttonClass } from '../components/ui/button-styles';
import { msgid, t } from '../lib/i18n';

/**
 * A screen's loader that runs once: later calls share its download. Once loaded, it answers with
 * a thenable that calls back at once: React.lazy then renders the screen in the same pass
 * instead of suspending, so hydration finds it there, as the server rendered it. A download that
 * fails (the connection dropped) is forgotten, so the next call tries again, as loadQueryClient
 * does (query-provider.tsx).
 */
export const once = <T,>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  let loaded: { value: T } | undefined;
  return (): Promise<T> => {
    if (loaded) {
      const { value } = loaded;
      return { then: (resolve: (v: T) => unknown) => resolve(value) } as unknown as Promise<T>;
    }
    return (loading ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  };
};

export const SCREEN_FAILED_TEXT = msgid(
  'This page could not be loaded. Check your connection and try again.',
);

/** Tries again when the browser says the connection is back. */
function useRetryOnline(onRetry: () => void): void {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
}

function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  useRetryOnline(onRetry);
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="text-lg text-ink">{t(SCREEN_FAILED_TEXT)}</p>
      <button type="button" onClick={onRetry} className={buttonClass('primary', 'md', 'mt-6')}>
        {t('Try again')}
      </button>
    </div>
  );
}

function NothingYet({ onRetry }: { onRetry: () => void }) {
  useRetryOnline(onRetry);
  return null;
}

type Failed = ComponentType<{ onRetry: () => void }>;

class LoadBoundary extends Component<
  { render: () => ReactNode; onFailed: () => void; failed: Failed },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  // After React has given up on the part (it renders once more before that): the next render
  // gets a fresh lazy component, which downloads again.
  override componentDidCatch() {
    this.props.onFailed();
  }
  retry = () => this.setState({ failed: false });
  override render() {
    const Failed = this.props.failed;
    return this.state.failed ? <Failed onRetry={this.retry} /> : this.props.render();
  }
}

/**
 * React.lazy without its two ways of leaving a blank page: it keeps a rejected download for
 * good, and an error with no boundary above it unmounts the whole app. A part that could not
 * load shows `failed` instead, which may offer to try again (and tries by itself when the
 * browser is back online); the next mount of the part downloads it again.
 */
function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  failed: Failed,
): ComponentType<P> {
  let Lazy = lazy(load);
  const renew = () => {
    Lazy = lazy(load);
  };
  function Part(props: P) {
    return <LoadBoundary onFailed={renew} failed={failed} render={() => <Lazy {...props} />} />;
  }
  return Part;
}

/** A screen: while it cannot load, the page says so and offers to try again. */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): ComponentType =>
  retryableLazy(load, ScreenFailed);

/** A part the page can do without for a while (a notice): nothing while it cannot load. */
export const lazyOptional = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> => retryableLazy(load, NothingYet);

const noop = () => {};

/** Around a part loaded elsewhere that the page can do without: nothing if it fails. */
export const OptionalPart = ({ children }: { children: ReactNode }) => (
  <LoadBoundary onFailed={noop} failed={NothingYet} render={() => children} />
);
