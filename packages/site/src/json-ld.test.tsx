import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd, serialiseJsonLd } from "./json-ld.tsx";

describe("serialiseJsonLd", () => {
  it.each([
    { data: { "@type": "Thing", name: "Plain" }, expected: '{"@type":"Thing","name":"Plain"}' },
    {
      data: { name: "</script><script>alert(1)</script>" },
      expected: '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    },
  ])("serialises $expected", ({ data, expected }) => {
    expect(serialiseJsonLd(data)).toBe(expected);
  });

  it("renders one JSON-LD script whose content parses back to the data", () => {
    const data = { "@context": "https://schema.org", "@type": "WebSite", name: "A <b> site" };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html);
    expect(match?.[1]).toBeDefined();
    expect(JSON.parse(match?.[1] ?? "")).toEqual(data);
  });
});
