/** The class of a block whose layout waits until it comes near (app.css: content-visibility). */
export const RENDER_WHEN_NEAR = "render-when-near";

/** Every block that waits: those with the class, and the footer of a page that has one (app.css). */
export const WAITING_BLOCKS = `.${RENDER_WHEN_NEAR}, main:has(.${RENDER_WHEN_NEAR}) ~ footer`;

/**
 * Long lists lay out only what is near the screen: from item `from` on (chosen per list so that
 * the item starts at least two phone screens down, and below the first screen at 1280 px), an item
 * gets RENDER_WHEN_NEAR, and the browser skips its layout and paint until it comes
 * near. An item at the fold must never get it: under the splash's scroll lock it would be painted
 * only when the splash goes, and then be counted as the page's largest paint. `withClasses` go
 * only on the items that wait (room for focus rings, say).
 */
export function renderWhenNear(index: number, from: number, withClasses = ""): string {
  return index >= from ? `${RENDER_WHEN_NEAR} ${withClasses}`.trim() : "";
}

/**
 * A block that waits clips what it paints at its padding edge (content-visibility contains paint),
 * so a link at its edge would lose part of its focus ring (3 px and 2 px off, app.css). A block
 * with no padding of its own on a side takes this room there: padding, given back as a negative
 * margin, so its content stays where it was.
 */
export const FOCUS_RING_ROOM = { inline: "-mx-2 px-2", blockStart: "-mt-2 pt-2" } as const;

/** A block that waits, with room at its inline edges for the focus rings of the links in it. */
export const WAITS_WITH_RING_ROOM = `${RENDER_WHEN_NEAR} ${FOCUS_RING_ROOM.inline}`;
