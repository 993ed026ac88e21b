import { describe, expect, it } from "vitest";

import {
  analyticsAllowedIn,
  bannerState,
  consentView,
  parseViewSegment,
  viewSegment,
} from "./view.ts";
import type { View } from "./view.ts";

describe("views", () => {
  it.each([
    { cookie: undefined, enabled: true, view: "undecided" },
    { cookie: "accepted", enabled: true, view: "accepted" },
    { cookie: "rejected", enabled: true, view: "rejected" },
    { cookie: "accepted:hidden", enabled: true, view: "accepted-hidden" },
    { cookie: "rejected:hidden", enabled: true, view: "rejected-hidden" },
    { cookie: "nonsense", enabled: true, view: "undecided" },
    { cookie: "accepted", enabled: false, view: "off" },
  ] as const)("the consent cookie $cookie (control on: $enabled) is the $view view", (row) => {
    expect(consentView(row.cookie, row.enabled)).toBe(row.view);
  });

  it.each([
    { consent: "undecided", banner: "undecided", analytics: false },
    { consent: "accepted", banner: "accepted", analytics: true },
    { consent: "rejected", banner: "rejected", analytics: false },
    { consent: "accepted-hidden", banner: "hidden", analytics: true },
    { consent: "rejected-hidden", banner: "hidden", analytics: false },
    { consent: "off", banner: "hidden", analytics: true },
  ] as const)("the $consent view shows the $banner banner", ({ consent, banner, analytics }) => {
    expect(bannerState(consent)).toBe(banner);
    expect(analyticsAllowedIn(consent)).toBe(analytics);
  });

  it.each<[View, string]>([
    [{ consent: "undecided", section: null, page: 1 }, "undecided"],
    [{ consent: "accepted", section: 2, page: 1 }, "accepted.m2"],
    [{ consent: "rejected-hidden", section: 0, page: 14 }, "rejected-hidden.m0.p14"],
    [{ consent: "off", section: null, page: 1000 }, "off.p1000"],
  ])("%j is written %s and read back", (view, segment) => {
    expect(viewSegment(view)).toBe(segment);
    expect(parseViewSegment(segment)).toEqual(view);
  });

  it.each(["", "about", "accepted.p1", "accepted.p0", "accepted.p1001", "accepted.m", "Accepted"])(
    "%j is not a view",
    (segment) => {
      expect(parseViewSegment(segment)).toBeNull();
    },
  );
});
