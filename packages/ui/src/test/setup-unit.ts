// Unit project (happy-dom): jest-dom matchers, Storybook's preview annotations for
// `composeStories`, and a clean DOM between tests.
import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

import preview from "../../.storybook/preview.tsx";

setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
});
