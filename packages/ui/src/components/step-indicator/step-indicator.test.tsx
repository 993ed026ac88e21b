import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { StepIndicator } from "./step-indicator.tsx";
import { examples } from "./step-indicator.stories.tsx";

describe("StepIndicator", () => {
  it.each([
    { props: examples.first, text: "Step 1 of 5" },
    { props: examples.middle, text: "Step 2 of 5" },
    { props: examples.last, text: "Step 5 of 5" },
    { props: { current: 0, total: 3 }, text: "Step 1 of 3" },
    { props: { current: 7, total: 3 }, text: "Step 3 of 3" },
  ])("says '$text'", ({ props, text }) => {
    render(<StepIndicator {...props} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
