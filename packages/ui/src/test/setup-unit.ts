// Unit project (happy-dom): jest-dom matchers, Storybook's preview annotations for
// `composeStories`, the one browser default style the address parts' names depend on, and a
// clean DOM between tests.
import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

import preview from "../../.storybook/preview.tsx";

setProjectAnnotations(preview);

// happy-dom has no default style sheet, so a `<span>` has no `display`, and names are computed as
// if it were a block, with a space around it. An address's parts are inline spans in a browser,
// and its name has no spaces ("example.org", not "example. org").
const defaults = document.createElement("style");
defaults.textContent = ".hub-break-after { display: inline; }";
document.head.append(defaults);

afterEach(() => {
  cleanup();
});
