import type { Meta, StoryObj } from "@storybook/react-vite";

import type { LanguageSwitcherProps } from "./language-switcher.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

const english = { code: "en", iso: "en-GB", name: "English" };
const welsh = { code: "cy", iso: "cy-GB", name: "Cymraeg" };

export const examples = {
  twoLocales: { locales: [english, welsh], current: "en", action: "/language" },
  oneLocale: { locales: [english], current: "en", action: "/language" },
} satisfies Record<string, LanguageSwitcherProps>;

const meta = {
  title: "Shell/LanguageSwitcher",
  component: LanguageSwitcher,
  excludeStories: ["examples"],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLocales: Story = { args: examples.twoLocales };
/** A single locale (the shipped sites): nothing is shown. */
export const OneLocale: Story = { args: examples.oneLocale };
