import { render, type ComponentChild } from 'preact';
import type { ReactNode } from 'react';

/**
 * Renders the app into its root element, reusing the elements already there where the app renders the same ones (a
 * prerendered page, ADR 0046): the browser keeps showing, and counts as painted, what it painted from the HTML.
 * React's createRoot, and Preact's compat layer in its place, empty the root first.
 */
export function renderInto(root: Element, app: ReactNode): void {
  render(app as ComponentChild, root);
}
