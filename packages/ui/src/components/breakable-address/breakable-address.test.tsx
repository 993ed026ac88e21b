import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { addressParts, BreakableAddress } from "./breakable-address.tsx";

describe("addressParts", () => {
  it.each([
    ["example.org", ["example.", "org"]],
    ["lunchclub@example.org", ["lunchclub@", "example.", "org"]],
    [
      "council.example.gov.uk/community/support-groups",
      ["council.", "example.", "gov.", "uk/", "community/", "support-groups"],
    ],
    [
      "example.org/search?q=lunch&page=2",
      ["example.", "org/", "search?", "q=", "lunch&", "page=", "2"],
    ],
    ["first_last@example.org", ["first_", "last@", "example.", "org"]],
    ["example.org/a//b", ["example.", "org/", "a//", "b"]],
    ["example.org/", ["example.", "org/"]],
    ["nodots", ["nodots"]],
  ])("%s wraps after %j", (address, parts) => {
    expect(addressParts(address)).toEqual(parts);
    expect(addressParts(address).join("")).toBe(address);
  });
});

describe("BreakableAddress", () => {
  it.each(["lunchclub@example.org", "example.org/lunch-club", "example"])(
    "keeps %s as the link's text and name",
    (address) => {
      render(
        <a href="https://example.org">
          <BreakableAddress>{address}</BreakableAddress>
        </a>,
      );
      const link = screen.getByRole("link", { name: address });
      expect(link.textContent).toBe(address);
      expect(link.querySelectorAll("wbr")).toHaveLength(0);
      expect(link.querySelectorAll(".hub-break-after")).toHaveLength(
        addressParts(address).length - 1,
      );
    },
  );
});
