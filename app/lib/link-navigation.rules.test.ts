import { describe, expect, it } from "vitest";
import {
  formSubmitTarget,
  isActiveLink,
  isCurrentAddress,
  linkClickTarget,
  type FormSubmission,
  type LinkClick,
} from "./link-navigation.ts";

const ORIGIN = "https://www.example.edu";
const click = (over: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
  target: "",
  download: false,
  href: `${ORIGIN}/colleges/it?x=1#plans`,
  ...over,
});

describe("linkClickTarget: which clicks the app follows", () => {
  it("follows a plain click on a link of the site, with its query and fragment", () => {
    expect(linkClickTarget(click(), ORIGIN)).toEqual({ pathname: "/colleges/it", search: "?x=1", hash: "#plans" });
  });

  it("follows a link to a window of its own name only when that is this window", () => {
    expect(linkClickTarget(click({ target: "_self" }), ORIGIN)).toBeDefined();
    expect(linkClickTarget(click({ target: "_blank" }), ORIGIN)).toBeUndefined();
    expect(linkClickTarget(click({ target: "results" }), ORIGIN)).toBeUndefined();
  });

  it.each([
    ["the middle button", { button: 1 }],
    ["Ctrl (a new tab)", { ctrlKey: true }],
    ["Cmd (a new tab)", { metaKey: true }],
    ["Shift (a new window)", { shiftKey: true }],
    ["Alt (a download)", { altKey: true }],
    ["a download link", { download: true }],
    ["a click a handler has taken", { defaultPrevented: true }],
    ["another origin", { href: "https://www.example.org/colleges/it" }],
    ["another scheme", { href: "mailto:admission@example.edu" }],
  ] as const)("leaves %s to the browser", (_, over) => {
    expect(linkClickTarget(click(over), ORIGIN)).toBeUndefined();
  });
});

describe("isCurrentAddress: a link to where the visitor is replaces the history entry", () => {
  const here = { pathname: "/help", search: "?q=fees", hash: "" };
  it("is the same address only when path, query and fragment all match", () => {
    expect(isCurrentAddress({ ...here }, here)).toBe(true);
    expect(isCurrentAddress({ ...here, hash: "#fees" }, here)).toBe(false);
    expect(isCurrentAddress({ ...here, search: "" }, here)).toBe(false);
  });
});

describe("isActiveLink: a menu link is marked on its page and the pages under it", () => {
  it.each([
    ["/publications", "/publications", true],
    ["/publications", "/publications/some-book", true],
    ["/publications", "/publicationsx", false],
    ["/Help", "/help", true],
    ["/en/help/", "/en/help/fees", true],
    ["/", "/help", false],
    ["/", "/", true],
  ])("link %s on page %s → %s", (link, page, expected) => {
    expect(isActiveLink(link, page)).toBe(expected);
  });
});

describe("formSubmitTarget: which form submissions the app follows", () => {
  const form = (over: Partial<FormSubmission> = {}): FormSubmission => ({
    method: "get",
    target: "",
    action: `${ORIGIN}/programs?old=1#list`,
    query: "college=it&level=",
    ...over,
  });

  it("a GET goes to its action with the fields in place of the action's query, its fragment kept", () => {
    expect(formSubmitTarget(form(), ORIGIN)).toEqual({
      pathname: "/programs",
      search: "?college=it&level=",
      hash: "#list",
    });
  });

  it("a GET with no fields goes to the bare action", () => {
    expect(formSubmitTarget(form({ query: "" }), ORIGIN)).toEqual({ pathname: "/programs", search: "", hash: "#list" });
  });

  it.each([
    ["a POST (the server answers it)", { method: "post" }],
    ["a dialog's form", { method: "dialog" }],
    ["a form for another window", { target: "_blank" }],
    ["another origin", { action: "https://www.example.org/programs" }],
  ] as const)("leaves %s to the browser", (_, over) => {
    expect(formSubmitTarget(form(over), ORIGIN)).toBeUndefined();
  });
});
