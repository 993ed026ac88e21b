import { describe, expect, it } from "vitest";

import { excerpt, stripHtml } from "./excerpt.ts";

describe("stripHtml", () => {
  it.each([
    ["plain text", "plain text"],
    ["<p>Hello <strong>world</strong></p>", "Hello world"],
    ["<p>One</p><p>Two</p>", "One Two"],
    ["Line<br>break<br/>here", "Line break here"],
    ["<ul><li>a</li><li>b</li></ul>", "a b"],
    ['<a href="/x" title="a > b">link</a>', "link"],
    ["Fish &amp; chips &lt;3 &gt; &quot;yum&quot; &#39;ok&#39;", "Fish & chips <3 > \"yum\" 'ok'"],
    ["a&nbsp;&nbsp;b", "a b"],
    ["&#8217;&#x2019;&#X41;", "’’A"],
    ["&lt;b&gt;not a tag&lt;/b&gt;", "<b>not a tag</b>"],
    ["&unknown; &#0; &#1114112;", "&unknown; &#0; &#1114112;"],
    ["&pound;5 &hellip; &AMP;", "£5 … &"],
    ["<script>alert(1)</script>Safe<style>p{}</style>", "Safe"],
    ["<!-- note -->Visible", "Visible"],
    ["  lots \n\t of   space  ", "lots of space"],
    ["2 < 3 and 4 > 1", "2 < 3 and 4 > 1"],
    ["", ""],
  ])("stripHtml(%j) is %j", (html, expected) => {
    expect(stripHtml(html)).toBe(expected);
  });
});

const long = "The quick brown fox jumps over the lazy dog";

describe("excerpt", () => {
  it.each([
    { text: "Short text.", length: 200, ellipsis: undefined, expected: "Short text." },
    { text: long, length: long.length, ellipsis: undefined, expected: long },
    { text: long, length: 10, ellipsis: undefined, expected: "The quick..." },
    { text: long, length: 9, ellipsis: undefined, expected: "The quick..." },
    { text: long, length: 12, ellipsis: undefined, expected: "The quick..." },
    { text: "Hello, world again", length: 8, ellipsis: undefined, expected: "Hello..." },
    { text: "Ends here. Then more", length: 12, ellipsis: undefined, expected: "Ends here..." },
    { text: "Note: details follow", length: 6, ellipsis: undefined, expected: "Note..." },
    { text: "Stop;; twice more", length: 7, ellipsis: undefined, expected: "Stop;..." },
    { text: "Supercalifragilistic", length: 5, ellipsis: undefined, expected: "Super..." },
    { text: long, length: 10, ellipsis: "…", expected: "The quick…" },
    { text: long, length: 10, ellipsis: "", expected: "The quick" },
    {
      text: "<p>The <em>quick</em> brown</p> fox",
      length: 10,
      ellipsis: undefined,
      expected: "The quick...",
    },
    {
      text: "a".repeat(250),
      length: undefined,
      ellipsis: undefined,
      expected: `${"a".repeat(200)}...`,
    },
    {
      text: "a ".repeat(100).trim(),
      length: undefined,
      ellipsis: undefined,
      expected: "a ".repeat(100).trim(),
    },
  ])("cuts $text to $length as $expected", ({ text, length, ellipsis, expected }) => {
    expect(excerpt(text, length, ellipsis)).toBe(expected);
  });

  it.each([0, -1, 2.5, Number.NaN])("rejects the length %s", (length) => {
    expect(() => excerpt(long, length)).toThrow(RangeError);
  });
});
