import { describe, expect, it } from "vitest";
import { BOROUGHS } from "./boroughs.ts";
import {
  categoryIconSvg,
  escapeXml,
  GLYPHS,
  initials,
  monogramSvg,
  personaSvg,
  placeholderSvg,
  illustrationSvg,
  tint,
} from "./svg.ts";
import { FILE_KINDS, TENANTS } from "./types.ts";

const wellFormed = (svg: string): void => {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).toMatch(/<title>[^<]*<\/title>/);
  expect(svg).not.toMatch(/NaN|undefined/);
};

describe("svg generators", () => {
  it.each(GLYPHS)("draws the %s category glyph in the brand colour", (icon) => {
    const svg = categoryIconSvg({ slug: "x", name: "Food & drink", colour: "#2B6DB3", icon });
    wellFormed(svg);
    expect(svg).toContain('fill="#2B6DB3"');
    expect(svg).toContain("Food &amp; drink");
    expect(svg).toContain(">F</text>");
  });

  it("picks a glyph by slug when the icon is unknown, the same way every time", () => {
    const a = categoryIconSvg({
      slug: "housing",
      name: "Housing",
      colour: "#123456",
      icon: "nope",
    });
    expect(categoryIconSvg({ slug: "housing", name: "Housing", colour: "#123456" })).toBe(a);
  });

  it.each([
    ["Age UK Sutton", "AU"],
    ["The Sunday Table", "ST"],
    ["Friends of Beddington Park", "FB"],
    ["Sutton", "S"],
    ["!!!", "?"],
    ["Worcester Park Residents' Association", "WP"],
  ])("makes the monogram initials of %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
    expect(monogramSvg({ slug: "a", name, palette: ["#000000"] })).toContain(
      `>${escapeXml(expected)}</text>`,
    );
  });

  it("colours monograms deterministically by slug", () => {
    const palette = BOROUGHS.sutton.palette;
    const a = monogramSvg({ slug: "carers", name: "Carers", palette });
    expect(monogramSvg({ slug: "carers", name: "Carers", palette })).toBe(a);
    const colours = new Set(
      ["a", "b", "c", "d", "e", "f", "g", "h"].map(
        (slug) =>
          /circle cx="60" cy="60" r="58" fill="(#[0-9A-F]{6})"/.exec(
            monogramSvg({ slug, name: "X", palette }),
          )?.[1],
      ),
    );
    expect(colours.size).toBeGreaterThan(2);
  });

  it.each(FILE_KINDS)("has a placeholder for %s", (kind) => {
    const svg = placeholderSvg(kind);
    wellFormed(svg);
    expect(svg).toContain("#EEEEEE");
  });

  it("draws illustrations and personas deterministically, in one style", () => {
    const picture = illustrationSvg({ slug: "s", title: "A <scene>", colour: "#5B2C83" });
    wellFormed(picture);
    expect(picture).toContain("A &lt;scene&gt;");
    expect(illustrationSvg({ slug: "s", title: "A <scene>", colour: "#5B2C83" })).toBe(picture);
    const other = illustrationSvg({ slug: "t", title: "A <scene>", colour: "#5B2C83" });
    expect(other).not.toBe(picture);
    // The same ground, discs and palette tints whatever the slug.
    const style = (svg: string) => [...svg.matchAll(/fill="(#[0-9A-F]{6})"/g)].map((m) => m[1]);
    expect(new Set(style(other))).toEqual(new Set(style(picture)));
    const persona = personaSvg({ slug: "p", name: "Parents", colour: "#5B2C83" });
    wellFormed(persona);
    expect(persona).toContain('viewBox="0 0 480 480"');
  });

  it.each([
    ["#000000", 0, "#000000"],
    ["#000000", 1, "#FFFFFF"],
    ["#2B6DB3", 0.5, "#95B6D9"],
  ])("tints %s by %s", (hex, amount, expected) => {
    expect(tint(hex, amount)).toBe(expected);
  });

  it.each(TENANTS)("uses %s palette colours that keep white text readable (4.5:1)", (tenant) => {
    const luminance = (hex: string): number => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    for (const colour of BOROUGHS[tenant].palette) {
      expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
