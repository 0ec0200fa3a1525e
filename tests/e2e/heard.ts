/**
 * A page as a screen reader meets it after a form's answer (issue 56): where the keyboard's focus
 * is, what the focused element is called and what describes it, and which live regions hold text
 * (an answer is announced once: by focus, or by the one region that was there before it).
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** The element that has the keyboard's focus (none, or <body>, when focus was lost). */
export const focused = (page: Page) => page.locator(":focus");

/**
 * The page's live regions that hold text now. A button's own label that changes in place («copy»
 * becomes «copied») is not one: it is read as the button's name, and speaks only when it changes.
 */
export const liveRegionsWithText = (page: Page) =>
  page
    .locator('[role=status], [role=alert], [role=log], [aria-live]:not([aria-live="off"]):not(button *), output')
    .filter({ hasText: /\S/ });

/** `text` anywhere in a string, for a description that joins the message and a hint. */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** A field in error as it is read: marked invalid, and described by its message. */
export async function expectInError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(containing(message));
}

/** Focus is on this element (by id), and it is read by this role and name. */
export async function expectFocusOn(
  page: Page,
  id: string,
  role: Parameters<Locator["getByRole"]>[0],
  name: string | RegExp,
) {
  await expect(focused(page)).toHaveAttribute("id", id);
  await expect(focused(page)).toHaveRole(role);
  await expect(focused(page)).toHaveAccessibleName(name);
}
