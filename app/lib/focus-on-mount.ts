/**
 * A ref callback that focuses its element when it mounts: an answer that appears in place of the
 * last one (a GET form answered by a client navigation) takes focus, so a screen reader reads its
 * heading once, and a keyboard user goes on from there (issue 56). Focus scrolls the element into
 * view. One function, so its identity never changes and React calls it on mount only; an element
 * that must take focus again for a new answer is given a new `key`. The server's page marks the
 * same element `autofocus` for a browser without JavaScript.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
