import { useState, type MouseEvent } from 'react';

/**
 * A menu whose list loads when it is first wanted: the header's menus are on every page, but MUI's Menu (popover,
 * modal, focus trap, transitions) is needed only once one opens (issue 16's budget). `load` is the list's dynamic
 * import; pointing at or focusing the button starts it, so the first click seldom waits for it.
 */
export function useLazyMenu(id: string, load: () => Promise<unknown>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return {
    anchor,
    /** Mount the list from the first opening on, so that closing plays its transition. */
    wanted,
    close: () => setAnchor(null),
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': Boolean(anchor),
      'aria-controls': anchor ? id : undefined,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: (event: MouseEvent<HTMLElement>) => {
        setWanted(true);
        setAnchor(event.currentTarget);
      },
    },
  };
}
