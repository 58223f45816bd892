import { options, type Ref, type VNode } from 'preact';

/**
 * React focuses an element rendered with `autoFocus` when it mounts; Preact only sets the attribute, which a browser
 * honours once per page load, so a dialog's default button or the crop dialog's slider opened without focus (ADR 0045).
 * Each element is focused once, when it is first attached, as React does; the element's own ref still receives it.
 */
const focusedOnce = new WeakSet<Element>();
const wrapped = new WeakMap<object, Ref<HTMLElement>>();

function focusOnAttach(element: HTMLElement | null) {
  if (!element || focusedOnce.has(element)) return;
  focusedOnce.add(element);
  // Without preventScroll the page jumped to its end when a dialog opened: the element is attached before the
  // dialog's styles are inserted (compat runs insertion effects after refs), so it still sits at the end of <body>.
  element.focus({ preventScroll: true });
}

function withFocus(own: Ref<HTMLElement> | null | undefined): Ref<HTMLElement> {
  if (!own) return focusOnAttach;
  // Keeping one wrapper per ref keeps the ref's identity stable, so Preact does not detach and attach it each render.
  let ref = wrapped.get(own);
  if (!ref) {
    ref = (element: HTMLElement | null) => {
      focusOnAttach(element);
      if (typeof own === 'function') return own(element);
      own.current = element;
    };
    wrapped.set(own, ref);
  }
  return ref;
}

const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: unknown; autofocus?: unknown };
  if (typeof vnode.type === 'string' && (props.autoFocus || props.autofocus)) {
    delete props.autoFocus;
    delete props.autofocus;
    vnode.ref = withFocus(vnode.ref as Ref<HTMLElement> | null | undefined);
  }
  previousVnodeHook?.(vnode);
};
