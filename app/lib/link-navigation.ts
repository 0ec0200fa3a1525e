/**
 * How a click on one of the site's links becomes a navigation inside the app. The links
 * (components/ui/AppLink.tsx) are plain anchors: React Router's `<Link>` runs a dozen hooks for
 * each, among them a layout effect and a JSON copy of the route matches, and a page has 60–100
 * links, which made them a fifth of the page's hydration on a low-end phone (decision 027). A
 * link's click handler asks the rules below whether the click is the app's to follow, and hands
 * the target to the navigator the root route plugs in (as it plugs in the preloader,
 * link-preload.ts). Without a navigator (in a unit test, or before the app has started) a click
 * is the browser's, which loads the page as it does without JavaScript.
 */

/** A target inside the site, as the router takes it. */
export interface LinkTarget {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * How a navigation is made: replacing the current history entry, keeping the scroll position,
 * and what it hands the next page without the address (history state).
 */
export interface LinkNavigationOptions {
  replace: boolean;
  preventScrollReset: boolean;
  state?: unknown;
}

type Navigator = (target: LinkTarget, options: LinkNavigationOptions) => void;
let navigator: Navigator | undefined;

/** Sets what follows a link inside the app (the router's navigate). */
export function setLinkNavigator(navigate: Navigator): void {
  navigator = navigate;
}

/** The mouse event's part of a click, as DOM and React events both carry it. */
interface ClickEvent {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** What a link click is made of, as far as the rules below are concerned. */
export interface LinkClick extends ClickEvent {
  /** The anchor's `target` attribute ("" when absent). */
  target: string;
  /** Whether the anchor has a `download` attribute. */
  download: boolean;
  /** The anchor's resolved address. */
  href: string;
}

/**
 * The target the app follows for a click, or `undefined` when the click is the browser's: another
 * button, a modifier key (a new tab or window, a download), a link to another window or to a
 * file, a click a handler has already taken, or an address on another origin. The same rules as
 * React Router's `<Link>`.
 */
export function linkClickTarget(click: LinkClick, origin: string): LinkTarget | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return undefined;
  if ((click.target && click.target !== "_self") || click.download) return undefined;
  const url = new URL(click.href, origin);
  if (url.origin !== origin) return undefined;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A link to the address the visitor is on replaces its history entry instead of adding one. */
export function isCurrentAddress(target: LinkTarget, here: LinkTarget): boolean {
  return target.pathname === here.pathname && target.search === here.search && target.hash === here.hash;
}

/** A click on an anchor, as the rules read it. */
export function clickOnLink(event: ClickEvent, a: HTMLAnchorElement): LinkClick {
  const { button, metaKey, altKey, ctrlKey, shiftKey, defaultPrevented } = event;
  return {
    button,
    metaKey,
    altKey,
    ctrlKey,
    shiftKey,
    defaultPrevented,
    target: a.target,
    download: a.hasAttribute("download"),
    href: a.href,
  };
}

/**
 * A link's click handler: follows the link inside the app when the rules allow and a navigator is
 * set. `event` is React's click event on the anchor.
 */
export function followLink(
  event: ClickEvent & { currentTarget: HTMLAnchorElement; preventDefault(): void },
  options: { preventScrollReset?: boolean; state?: unknown } = {},
): void {
  followAnchor(event, event.currentTarget, options);
}

/**
 * The same, for a click on anchor `a` that a handler further up the page caught (content kept
 * as the server wrote it, components/ui/Kept.tsx, has no handlers of its own on its links).
 */
export function followAnchor(
  event: ClickEvent & { preventDefault(): void },
  a: HTMLAnchorElement,
  { preventScrollReset = false, state }: { preventScrollReset?: boolean; state?: unknown } = {},
): void {
  if (!navigator) return;
  const target = linkClickTarget(clickOnLink(event, a), window.location.origin);
  if (!target) return;
  event.preventDefault();
  navigator(target, { replace: isCurrentAddress(target, window.location), preventScrollReset, state });
}

/** What a form's submission is made of, as far as the rules below are concerned. */
export interface FormSubmission {
  /** The form's method, as the browser reads it ("get", "post", "dialog"). */
  method: string;
  /** The form's `target` attribute ("" when absent). */
  target: string;
  /** The form's resolved action (the page's own address when it has none). */
  action: string;
  /** Its fields, and the button that sent it, as the browser encodes them for a GET. */
  query: string;
}

/**
 * The target the app follows for a form's submission, or `undefined` when it is the browser's: a
 * POST (the server answers it: the results lookup), a form for another window, another origin.
 * A GET goes where the browser would send it: the action with the fields as its query, in place
 * of the action's own, its fragment kept.
 */
export function formSubmitTarget(submission: FormSubmission, origin: string): LinkTarget | undefined {
  if (submission.method !== "get") return undefined;
  if (submission.target && submission.target !== "_self") return undefined;
  const url = new URL(submission.action, origin);
  if (url.origin !== origin) return undefined;
  return { pathname: url.pathname, search: submission.query ? `?${submission.query}` : "", hash: url.hash };
}

/**
 * A form's submission followed inside the app when the rules allow and a navigator is set;
 * returns whether it was (otherwise the browser submits the form, as it does without JavaScript).
 * A submission to the address the visitor is on replaces its history entry, unless `replace` says.
 */
export function submitForm(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  { preventScrollReset = false, replace }: { preventScrollReset?: boolean; replace?: boolean } = {},
): boolean {
  if (!navigator) return false;
  const data = new FormData(form, submitter);
  const query = new URLSearchParams(data as unknown as Record<string, string>).toString();
  const target = formSubmitTarget(
    { method: form.method, target: form.target, action: form.action, query },
    window.location.origin,
  );
  if (!target) return false;
  navigator(target, { replace: replace ?? isCurrentAddress(target, window.location), preventScrollReset });
  return true;
}

/**
 * Whether a menu link is the current page's, or a page under it: React Router's `<NavLink>` rule
 * (not case-sensitive, a trailing slash on the link ignored).
 */
export function isActiveLink(linkPathname: string, pagePathname: string): boolean {
  const to = linkPathname.toLowerCase();
  const here = pagePathname.toLowerCase();
  if (here === to) return true;
  const end = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return here.startsWith(to) && here.charAt(end) === "/";
}
