/**
 * What the bench injects into every page before the app's own scripts run (as a string, since
 * the bench is type-checked without the DOM library). It marks, on the page's own clock
 * (performance.now(), zero at navigation start):
 *
 * - candlesAt: the chart has its candles (data-loaded="true" on [data-testid=kline-chart]) and a
 *   frame has been painted since, so the candles are on screen;
 * - bookAt: the order book shows its first levels (from the REST snapshot or a push, whichever
 *   came first): the first book update the page draws;
 * - depthPushAt: the first `_depth` push arrived on the app's WebSocket;
 * - bookUpdateAt: the first frame painted after both bookAt and depthPushAt, i.e. the book has
 *   been redrawn from a push. The server pushes the book when it changes (the demo market
 *   maker requotes and trades every second or few), so this waits on the market as much as on
 *   the page and is reported beside the headline, not in it.
 *
 * The app is not instrumented: the probe only reads the DOM the e2e tests read, and wraps the
 * WebSocket constructor to see frames.
 */
export const PROBE_SCRIPT = `(() => {
  const marks = { candlesAt: null, bookAt: null, depthPushAt: null, bookUpdateAt: null };
  Object.defineProperty(window, '__benchMarks', { value: marks });
  const Native = window.WebSocket;
  if (Native) {
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (event) => {
          if (marks.depthPushAt === null && typeof event.data === 'string' && event.data.includes('_depth"')) {
            marks.depthPushAt = performance.now();
          }
        });
      }
    };
  }
  let candlesSeen = false;
  const tick = () => {
    const now = performance.now();
    if (marks.candlesAt === null) {
      if (candlesSeen) marks.candlesAt = now;
      else if (document.querySelector('[data-testid="kline-chart"][data-loaded="true"]')) candlesSeen = true;
    }
    if (marks.bookAt === null && document.querySelector('[data-testid="book-bid-row"],[data-testid="book-ask-row"]')) {
      marks.bookAt = now;
    } else if (marks.bookAt !== null && marks.depthPushAt !== null && marks.bookUpdateAt === null) {
      marks.bookUpdateAt = now;
    }
    if (marks.candlesAt === null || marks.bookUpdateAt === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/**
 * The bench drives Chromium as a robot, so navigator.webdriver is true and the app does not
 * register its service worker (that keeps the e2e tests free of it). The bench measures what a
 * person gets, so it says it is not a robot.
 */
export const PERSON_SCRIPT = `Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });`;

export interface Marks {
  candlesAt: number | null;
  bookAt: number | null;
  depthPushAt: number | null;
  bookUpdateAt: number | null;
}
