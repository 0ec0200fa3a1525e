import { describe, expect, it } from "vitest";
import { canonicalPath, classifyPath } from "./page-urls.js";

const site = {
  pages: new Set(["/", "/help", "/colleges/it", "/publications"]),
  files: new Set([
    "/index.html",
    "/help/index.html",
    "/colleges/it/index.html",
    "/_.data",
    "/help.data",
    "/sitemap.xml",
    "/favicon.ico",
    "/assets/entry.client-AbC123.js",
  ]),
};

describe("canonical path", () => {
  it.each([
    ["/", "/"],
    ["/help", "/help"],
    ["/help/", "/help"],
    ["//////", "/"],
    ["//help", "/help"],
    ["/colleges//it/", "/colleges/it"],
    ["/./help/.", "/help"],
    ["/assets/../help", "/help"],
    ["/../../help", "/help"],
    ["/index.html", "/"],
    ["/help/index.html", "/help"],
    ["/help/index.html/", "/help"],
    ["/Help", "/help"],
    ["/COLLEGES/IT", "/colleges/it"],
  ])("%j → %j", (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });
});

describe("what a request path names", () => {
  it.each([
    ["/", { kind: "page", page: "/" }],
    ["/help", { kind: "page", page: "/help" }],
    ["/help.data", { kind: "payload", page: "/help" }],
    ["/_.data", { kind: "payload", page: "/" }],
    ["/colleges/it.data", { kind: "payload", page: "/colleges/it" }],
    ["/help/", { kind: "redirect", location: "/help" }],
    ["//////", { kind: "redirect", location: "/" }],
    ["/index.html", { kind: "redirect", location: "/" }],
    ["/help/index.html", { kind: "redirect", location: "/help" }],
    ["/Help", { kind: "redirect", location: "/help" }],
    ["/COLLEGES/IT/", { kind: "redirect", location: "/colleges/it" }],
    ["/h%65lp", { kind: "redirect", location: "/help" }],
    ["/./help", { kind: "redirect", location: "/help" }],
    ["/%2e%2e/help", { kind: "redirect", location: "/help" }],
    ["/Sitemap.xml", { kind: "redirect", location: "/sitemap.xml" }],
    ["/Help.data", { kind: "redirect", location: "/help.data" }],
    ["/help/.data", { kind: "redirect", location: "/help.data" }],
    ["/help/_.data", { kind: "redirect", location: "/help.data" }],
    ["//_.data", { kind: "redirect", location: "/_.data" }],
    ["/help.data/", { kind: "redirect", location: "/help.data" }],
    ["/colleges//it.data", { kind: "redirect", location: "/colleges/it.data" }],
    ["/index.html.data", { kind: "redirect", location: "/_.data" }],
    ["/_root.data", { kind: "other" }],
    ["/index.html.br", { kind: "not-found" }],
    ["/help/index.html.gz", { kind: "not-found" }],
    ["/help.data.br", { kind: "not-found" }],
    ["/assets/entry.client-AbC123.js.br", { kind: "not-found" }],
    ["/Colleges/Nope", { kind: "not-found" }],
    ["/ASSETS/entry.client-AbC123.js", { kind: "not-found" }],
    ["/assets/entry.client-AbC123.js", { kind: "other" }],
    ["/sitemap.xml", { kind: "other" }],
    ["/favicon.ico", { kind: "other" }],
    ["/colleges/nope", { kind: "other" }],
    ["/colleges/nope.data", { kind: "other" }],
    ["/nope/index.html", { kind: "other" }],
    ["/%D8%A7", { kind: "other" }],
    ["//elsewhere.example/", { kind: "other" }],
    ["//elsewhere.example/help", { kind: "other" }],
  ])("%j → %j", (path, expected) => {
    expect(classifyPath(path, site)).toEqual(expected);
  });
});
