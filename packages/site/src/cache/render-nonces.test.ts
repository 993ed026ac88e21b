import { describe, expect, it } from "vitest";

import { issueRenderNonce, RENDER_NONCE_TTL_MS, takeRenderNonce } from "./render-nonces.ts";

const html = (nonce: string) => `<script nonce="${nonce}">self.__next_f=[]</script>`;

describe("render nonces", () => {
  it("finds the nonce a page was rendered with among those given to requests for it", () => {
    issueRenderNonce("/undecided/a", "n-1", 0);
    issueRenderNonce("/undecided/a", "n-2", 1);
    expect(takeRenderNonce("/undecided/a", html("n-2"), 2)).toBe("n-2");
  });

  it("never gives the same nonce to two renders", () => {
    issueRenderNonce("/undecided/b", "n-3", 0);
    expect(takeRenderNonce("/undecided/b", html("n-3"), 1)).toBe("n-3");
    expect(takeRenderNonce("/undecided/b", html("n-3"), 2)).toBeNull();
  });

  it.each([
    { name: "another page's nonce", path: "/undecided/c", other: "/undecided/d" },
    { name: "a nonce nobody was given", path: "/undecided/e", other: null },
  ])("approves nothing with $name", ({ path, other }) => {
    if (other !== null) issueRenderNonce(other, "n-other", 0);
    expect(takeRenderNonce(path, html("n-other"), 1)).toBeNull();
  });

  it("forgets nonces after their time", () => {
    issueRenderNonce("/undecided/f", "n-4", 0);
    expect(takeRenderNonce("/undecided/f", html("n-4"), RENDER_NONCE_TTL_MS + 1)).toBeNull();
  });
});
