import { htmlEscapeJsonString } from "next/dist/shared/lib/htmlescape.js";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { JsonLd } from "../json-ld.tsx";
import { addNonce, nonceTemplate, withNonces } from "./add-nonce.ts";
import type { NonceTemplate } from "./add-nonce.ts";

const NONCE = "bm9uY2Utb2YtdGVzdA==";

/** Feeds `html` to a writer in chunks cut at `cuts`, and joins what comes out. */
function rewrite(html: string, cuts: number[] = []): string {
  const bytes = Buffer.from(html);
  const writer = addNonce(NONCE);
  const out: Buffer[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    out.push(writer.write(bytes.subarray(start, cut)));
    start = cut;
  }
  out.push(writer.end());
  return Buffer.concat(out).toString();
}

const fill = (template: NonceTemplate, nonce: string) =>
  Buffer.concat(withNonces(template, nonce)).toString();

describe("addNonce", () => {
  it.each([
    {
      name: "a script with attributes",
      html: '<script src="/a.js" async></script>',
      expected: `<script nonce="${NONCE}" src="/a.js" async></script>`,
    },
    {
      name: "an inline script",
      html: "<script>self.x=1</script>",
      expected: `<script nonce="${NONCE}">self.x=1</script>`,
    },
    {
      name: "upper case",
      html: "<SCRIPT src=x></SCRIPT>",
      expected: `<SCRIPT nonce="${NONCE}" src=x></SCRIPT>`,
    },
    {
      name: "a script preload link",
      html: '<link rel="preload" as="script" href="/a.js"/>',
      expected: `<link nonce="${NONCE}" rel="preload" as="script" href="/a.js"/>`,
    },
    {
      name: "end tags and look-alike elements",
      html: "<scripts></scripts><linked/></script>",
      expected: "<scripts></scripts><linked/></script>",
    },
    {
      name: "text without tags",
      html: "Fish & chips < £5 — café",
      expected: "Fish & chips < £5 — café",
    },
  ])("$name", ({ html, expected }) => {
    expect(rewrite(html)).toBe(expected);
    expect(fill(nonceTemplate(Buffer.from(html)), NONCE)).toBe(expected);
  });

  const page = '<p>Café – ½ price</p><script src="/a.js"></script><link rel="icon" href="/i"/>';
  const expectedPage = `<p>Café – ½ price</p><script nonce="${NONCE}" src="/a.js"></script><link nonce="${NONCE}" rel="icon" href="/i"/>`;

  it.each(Array.from({ length: Buffer.byteLength(page) - 1 }, (_, index) => index + 1))(
    "gives the same page with the stream cut at byte %i",
    (cut) => {
      expect(rewrite(page, [cut])).toBe(expectedPage);
    },
  );

  it("fills a kept page's template with a fresh nonce each time, leaving the page as it was", () => {
    const template = nonceTemplate(Buffer.from(page));
    expect(fill(template, NONCE)).toBe(expectedPage);
    expect(fill(template, "b3RoZXI=")).toBe(expectedPage.replaceAll(NONCE, "b3RoZXI="));
    expect(Buffer.concat(template).toString()).toBe(page);
  });

  it("survives a stream of one byte per chunk", () => {
    const bytes = Buffer.byteLength(page);
    const everyByte = Array.from({ length: bytes - 1 }, (_, index) => index + 1);
    expect(rewrite(page, everyByte)).toBe(expectedPage);
  });

  it("blesses only real tags when API text tries to open a script", () => {
    const hostile = '</p><script src="https://evil.example/x.js"></script><link rel=x>';
    // As the site renders API text: in text, in an attribute, in JSON-LD, and in Next's RSC
    // payload script (escaped with Next's own `htmlEscapeJsonString`).
    const html = renderToStaticMarkup(
      <div title={hostile}>
        <p>{hostile}</p>
        <JsonLd data={{ name: hostile }} />
        <script
          dangerouslySetInnerHTML={{
            __html: `self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, hostile]))})`,
          }}
        />
      </div>,
    );
    const result = rewrite(html);
    expect(result.match(/<script/g)).toHaveLength(2);
    expect(result.match(new RegExp(`<script nonce="${NONCE}"`, "g"))).toHaveLength(2);
    expect(result).not.toContain("<link");
    expect(result).not.toMatch(/<script[^>]*evil/);
    expect(result.replaceAll(` nonce="${NONCE}"`, "")).toBe(html);
  });

  it.each(['"><script>', "a b", ""])("refuses a nonce that is not base64: %j", (nonce) => {
    expect(() => addNonce(nonce)).toThrow("base64");
    expect(() => withNonces(nonceTemplate(Buffer.from(page)), nonce)).toThrow("base64");
  });
});
