/**
 * Runs inline at the end of a prerendered page, after its check: starts loading the app once the browser has painted
 * the page, so the style sheet and the font, which that paint needs, have the connection to themselves (ADR 0046). A
 * hidden tab paints nothing; the timer starts the app there too. When the check emptied the root there is nothing to
 * paint first, and the app loads at once, as index.html has it.
 */
function loadAfterPaint(modules: { entries: string[]; preloads: string[] }) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    for (const src of modules.entries) {
      const script = document.createElement('script');
      script.type = 'module';
      // Run in the order index.html has them (the page preloader first), not in the order they arrive.
      script.async = false;
      script.crossOrigin = '';
      script.src = src;
      document.head.append(script);
    }
  };
  if (!document.getElementById('root')?.hasChildNodes()) return start();
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 500);
}

/** The inline script for a build's entries and the chunks they import; the server allows it by its hash. */
export const loadAfterPaintScript = (modules: { entries: string[]; preloads: string[] }) =>
  `(${loadAfterPaint.toString()})(${JSON.stringify(modules)})`;
