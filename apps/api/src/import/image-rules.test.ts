// What an image must be to be stored (decision 0083): its type by its own bytes, its size, and an
// SVG with nothing active or external in it.
import { describe, expect, it } from "vitest";
import { checkImage, MAX_IMAGE_BYTES } from "./image-rules.ts";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const svg = (inside: string, attributes = "") =>
  text(`<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inside}</svg>`);
const padded = (head: number[], length: number) => {
  const all = new Uint8Array(length);
  all.set(head);
  return all;
};

const PNG_TYPE = { mimeType: "image/png", extension: "png" };
const SVG_TYPE = { mimeType: "image/svg+xml", extension: "svg" };

describe("checkImage", () => {
  it.each([
    ["a PNG", bytes(...PNG, 0, 0), PNG_TYPE],
    ["a PNG of the largest size", padded(PNG, MAX_IMAGE_BYTES), PNG_TYPE],
    ["a JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0), { mimeType: "image/jpeg", extension: "jpg" }],
    ["a plain SVG", svg('<circle r="1"/>'), SVG_TYPE],
    [
      "an SVG after a declaration, a comment and a doctype",
      text('<?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"/>'),
      SVG_TYPE,
    ],
    ["an SVG with a byte-order mark", text('\uFEFF<svg viewBox="0 0 1 1"/>'), SVG_TYPE],
    ["an SVG linking inside itself", svg('<use href="#a"/><g fill="url(#b)"/>'), SVG_TYPE],
    ["one byte past the largest size", padded(PNG, MAX_IMAGE_BYTES + 1), "larger than"],
    ["nothing", bytes(), "empty"],
    ["a GIF", text("GIF89a\u0001\u0000"), "not a PNG, JPEG or SVG"],
    ["an HTML page", text("<!doctype html><html><body>Hi</body></html>"), "not a PNG, JPEG"],
    ["bytes that are not UTF-8", bytes(0x3c, 0x73, 0xff, 0xfe), "not a PNG, JPEG"],
    ["an SVG with a script", svg("<script>alert(1)</script>"), "a script"],
    ["an SVG with an event handler", svg("", ' onload="alert(1)"'), "an event handler"],
    ["an SVG with a foreign object", svg("<foreignObject/>"), "a foreign object"],
    ["an SVG with an iframe", svg("<iframe/>"), "embedded content"],
    [
      "an SVG declaring an entity",
      text('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>'),
      "not a PNG, JPEG",
    ],
    ["an SVG with an entity inside", svg('<!ENTITY x "y">'), "an entity declaration"],
    ["an SVG linking out", svg('<image href="https://x.example/a.png"/>'), "outside the image"],
    ["an SVG with a javascript: link", svg('<a xlink:href="javascript:alert(1)"/>'), "javascript"],
    ["an SVG styled from outside", svg('<g style="fill:url(https://x.example)"/>'), "outside"],
    ["an SVG importing a style", svg("<style>@import 'x.css';</style>"), "outside the image"],
  ] as const)("%s", (_name, input, expected) => {
    const result = checkImage(input);
    if (typeof expected === "string") {
      expect(result).toEqual({ refused: expect.stringContaining(expected) as unknown });
    } else {
      expect(result).toEqual(expected);
    }
  });
});
