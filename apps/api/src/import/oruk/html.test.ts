// HTML in a feed's text made text as our own content is (decision 0074); text without tags,
// markdown included, kept exactly.
import { describe, expect, it } from "vitest";
import { lineWithoutHtml, withoutHtml } from "./html.ts";

describe("a feed's text without HTML", () => {
  const cases: [string, string, string][] = [
    [
      "markdown is kept",
      "**Free** advice & help.\n\n- Call 1 < 2",
      "**Free** advice & help.\n\n- Call 1 < 2",
    ],
    ["paragraphs stay apart", "<p>One</p><p>Two<br>Three</p>", "One\n\nTwo\n\nThree"],
    ["list items keep a dash", "<ul><li>Rent</li><li>Debt</li></ul>", "- Rent\n\n- Debt"],
    [
      "a link keeps its address",
      '<p>Apply <a href="https://council.example/apply?a=1&amp;b=2">online</a>.</p>',
      "Apply online (https://council.example/apply?a=1&b=2).",
    ],
    [
      "a mail link keeps its address",
      "<a href='mailto:help@example.org'>Write</a>",
      "Write (mailto:help@example.org)",
    ],
    ["a script link keeps its words only", '<a href="javascript:steal()">Click</a>', "Click"],
    [
      "a script goes with its content",
      '<p>Hi</p><script>document.write("<p>x</p>")</script>',
      "Hi",
    ],
    [
      "a style goes with its content",
      "<style>p { color: red }</style><p>Hi &amp; bye</p>",
      "Hi & bye",
    ],
    ["an image goes, with its handlers", '<img src="x" onerror="steal()">Hi', "Hi"],
    ["a frame goes", '<iframe src="https://evil.example"></iframe>Hi', "Hi"],
    ["escaped markup stays text", "<b>&lt;script&gt;</b>", "<script>"],
    ["a comment goes", "<p>Hi<!-- <script>x</script> --></p>", "Hi"],
  ];
  it.each(cases)("%s", (_name, text, expected) => {
    expect(withoutHtml(text)).toBe(expected);
  });

  it("makes a name one line", () => {
    expect(lineWithoutHtml("<b>Debt</b>\n <i>advice</i>")).toBe("Debt advice");
    expect(lineWithoutHtml("Debt & advice")).toBe("Debt & advice");
  });
});
