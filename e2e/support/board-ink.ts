import type { Page } from '@playwright/test';

/**
 * Pixels of an Excalidraw board's drawing that are not its background: what someone drew, as this page renders it
 * (the live room's whiteboard and live boards draw on the same board).
 */
export function boardInk(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const canvas = document.querySelector('canvas.excalidraw__canvas.static');
    if (!canvas) return -1;
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) count++;
    return count;
  })()`);
}
