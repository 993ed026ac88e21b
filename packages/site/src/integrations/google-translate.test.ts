// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { beforeEach, describe, expect, it, vi } from "vitest";

import {
  loadGoogleTranslate,
  TRANSLATE_CALLBACK,
  TRANSLATE_LOADER_URL,
} from "./google-translate.ts";

type TestWindow = Window & Record<string, unknown>;

const script = () => document.getElementById("hub-google-translate") as HTMLScriptElement | null;

describe("loadGoogleTranslate", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="header-slot"></div>';
    (window as unknown as TestWindow).google = undefined;
  });

  it("adds Google's loader once, with the page's nonce", () => {
    const options = { pageLanguage: "en", slotIds: ["header-slot"], nonce: "abc" };
    loadGoogleTranslate(options);
    loadGoogleTranslate(options);
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(script()?.src).toBe(`${TRANSLATE_LOADER_URL}?cb=${TRANSLATE_CALLBACK}`);
    expect(script()?.nonce).toBe("abc");
  });

  it("builds one element per slot on the page when Google calls back", () => {
    const built: string[] = [];
    const TranslateElement = vi.fn(function (options: { pageLanguage: string }, id: string) {
      built.push(`${options.pageLanguage}:${id}`);
    });
    loadGoogleTranslate({ pageLanguage: "en", slotIds: ["header-slot", "not-on-page"] });
    (window as unknown as TestWindow).google = {
      translate: {
        TranslateElement: Object.assign(TranslateElement, { InlineLayout: { SIMPLE: 1 } }),
      },
    };
    ((window as unknown as TestWindow)[TRANSLATE_CALLBACK] as () => void)();
    expect(built).toEqual(["en:header-slot"]);
  });

  it("removes its script quietly when Google cannot be reached", () => {
    loadGoogleTranslate({ pageLanguage: "en", slotIds: ["header-slot"] });
    script()?.dispatchEvent(new Event("error"));
    expect(script()).toBeNull();
    expect((window as unknown as TestWindow)[TRANSLATE_CALLBACK]).toBeUndefined();
    expect(document.getElementById("header-slot")?.innerHTML).toBe("");
  });
});
