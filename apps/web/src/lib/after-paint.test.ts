import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './after-paint';

/** A stand-in for the browser's observer: the test hands it largest-paint entries. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static last: FakeObserver | undefined;
  disconnected = false;
  constructor(
    private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void,
  ) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(startTime: number) {
    this.callback({ getEntries: () => [{ startTime }] });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) =>
    setTimeout(() => frame(performance.now()), 16),
  );
  FakeObserver.last = undefined;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPageLoad on a loaded page', () => {
  it('waits for the largest paint the load brought to be on screen', () => {
    const callback = vi.fn();
    afterPageLoad(callback);
    const observer = FakeObserver.last;
    expect(observer).toBeDefined();
    // A paint timed before the load was already on screen: not the one awaited.
    observer?.report(performance.now() - 50);
    vi.advanceTimersByTime(20);
    expect(callback).not.toHaveBeenCalled();
    observer?.report(performance.now());
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('goes on after a few frames when nothing larger is painted', () => {
    const callback = vi.fn();
    afterPageLoad(callback);
    vi.advanceTimersByTime(16 * 3);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16 + 1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a paint when the shopper touches the page', () => {
    const callback = vi.fn();
    afterPageLoad(callback);
    window.dispatchEvent(new Event('pointerdown'));
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
