import { describe, expect, it } from "vitest";

import { common } from "./common.ts";
import { errorPage, t as errorPageT } from "./error-page.ts";
import { errors } from "./errors.ts";
import type { MessageKey, MessageParams } from "./index.ts";
import { createTranslator, isMessageKey, messages, MissingMessageParamError, t } from "./index.ts";
import { site } from "./site.ts";
import type { Catalogue } from "./translate.ts";

function leaves(node: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const allMessages = leaves(messages);

describe("messages", () => {
  it.each(allMessages)("%s resolves with every placeholder filled", (key, text) => {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    const params = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
    const translate = t as (key: string, params?: Record<string, string>) => string;
    const result = translate(key, params);
    expect(result).not.toMatch(/[{}]/);
    expect(result.length).toBeGreaterThan(0);
    for (const name of names) expect(result).toContain(`<${name}>`);
  });

  it.each([
    ["common", Object.keys(common)],
    ["errors", Object.keys(errors)],
    ["site", Object.keys(site)],
    ["ui", ["ui"]],
  ])("section %s owns top-level keys no other section uses", (_section, keys) => {
    const others = [common, errors, site, { ui: {} }]
      .flatMap((section) => Object.keys(section))
      .filter((key) => keys.includes(key));
    expect(others).toEqual(keys);
  });

  it.each([
    ["ui.skipLink", "Skip to main content"],
    [
      "environment.staging",
      "Important. Please do not make any changes to this site. This is a TEST environment used for demo purposes only. Any changes made here will not be reflected on the live site viewed by the public.",
    ],
    ["environment.backToLiveSite", "Back to live site"],
    ["pages.error.returnHome", "Return to homepage"],
    ["pages.error.404.title", "Page not found"],
    ["errors.categoryNotFound", "Category not found"],
    ["errors.personaNotFound", "Persona not found"],
    ["ui.errorSummary.title", "There is a problem"],
  ] satisfies [MessageKey, string][])("%s is pinned to the spec wording", (key, expected) => {
    expect(t(key as "ui.skipLink")).toBe(expected);
  });

  it.each([
    [t("errors.pageNotFound", { path: "/nope" }), "Page not found: /nope"],
    [t("errors.pageValidationNotFound", { path: "/pages/x" }), "Page Not Found: /pages/x"],
    [t("seo.eventTitle", { name: "Fun run" }), "Fun run event"],
    [t("seo.collectionTitle", { name: "Carers", borough: "Sutton" }), "Carers in Sutton"],
    [t("ui.forms.characterCount.remaining", { count: 0 }), "You have 0 characters remaining"],
    [
      t("pages.error.serviceNotFound.link", { site: "Hub" }),
      "If you followed a link, the service may no longer be listed on Hub.",
    ],
  ])("replaces placeholders: %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ["errors.pageNotFound", "path"],
    ["seo.collectionTitle", "borough"],
  ] as const)("throws when %s misses the parameter %s", (key, param) => {
    const translate = t as (key: string, params?: Record<string, string>) => string;
    const call = () => translate(key, { name: "Carers" });
    expect(call).toThrow(MissingMessageParamError);
    expect(call).toThrow(`Message "${key}" needs the parameter "${param}"`);
  });

  it("rejects missing parameters and unknown keys at compile time and at run time", () => {
    // @ts-expect-error the path parameter is required
    expect(() => t("errors.pageNotFound")).toThrow(MissingMessageParamError);
    // @ts-expect-error not a message key
    expect(() => t("errors.nope")).toThrow('Unknown message key "errors.nope"');
    // @ts-expect-error a branch is not a message
    expect(() => t("pages.error")).toThrow('Unknown message key "pages.error"');
    // @ts-expect-error below a leaf
    expect(() => t("ui.close.more")).toThrow('Unknown message key "ui.close.more"');
    const params: MessageParams<"seo.collectionTitle"> = { name: "Carers", borough: "Bexley" };
    expect(t("seo.collectionTitle", params)).toBe("Carers in Bexley");
  });

  it.each([
    ["pages.error.404.title", true],
    ["pages.error.500.title", false],
    ["pages.error", false],
    ["toString", false],
    ["", false],
  ])("isMessageKey(%j) is %s", (key, expected) => {
    expect(isMessageKey(key)).toBe(expected);
  });

  it("takes the error page's wording from its own module, which words it alike", () => {
    expect(messages.pages).toBe(errorPage.pages);
    expect(errorPageT("pages.error.status", { status: 500 })).toBe(
      t("pages.error.status", { status: 500 }),
    );
  });

  it.each([
    ["greeting", { name: "Ada" }, "Hello Ada"],
    ["nested.count", { n: 3 }, "3 left"],
  ] as const)("createTranslator works over any catalogue: %s", (key, params, expected) => {
    const translate = createTranslator({
      greeting: "Hello {name}",
      nested: { count: "{n} left" },
    } as const);
    expect(translate(key, params as never)).toBe(expected);
  });
});
