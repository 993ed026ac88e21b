import type { Meta, StoryObj } from "@storybook/react-vite";

import { personaImage } from "../../fixtures/images.ts";
import type { PersonaCardProps } from "./persona-card.tsx";
import { PersonaCard } from "./persona-card.tsx";

export const examples = {
  full: {
    name: "Older people",
    subtitle: "Support to stay well and independent at home",
    href: "/personas/older-people",
    image: { src: personaImage },
  },
  nameOnly: { name: "Carers", href: "/personas/carers" },
} satisfies Record<string, PersonaCardProps>;

const meta = {
  title: "Home/PersonaCard",
  component: PersonaCard,
  excludeStories: ["examples"],
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: examples.full };
export const NameOnly: Story = { args: examples.nameOnly };
