// A small journey for the journey engine's tests: what kind of pet, its name and, for a dog, its
// breed, then "check your answers".
import { z } from "zod";
import { TextInput } from "@hub/ui/text-input";

import { defineJourney } from "../journeys/journey.ts";
import type { PageView } from "../journeys/journey.ts";

export const COOKIE = "hub-pets";
export const BASE = "/pets";

export const textQuestion = (field: string, label: string) => (view: PageView<object>) => ({
  body: (
    <TextInput
      id={view.fieldId(field)}
      name={field}
      label={label}
      defaultValue={view.value(field)}
      {...view.error(field)}
    />
  ),
});

export const pets = defineJourney<object>({
  counted: true,
  submitAt: "check",
  steps: [
    {
      kind: "question",
      id: "kind",
      fields: ["kind"],
      schema: () => z.object({ kind: z.enum(["cat", "dog"], { error: "Choose a kind" }) }),
      render: textQuestion("kind", "Kind"),
    },
    {
      kind: "question",
      id: "name",
      fields: ["pet_name"],
      schema: () => z.object({ pet_name: z.string().min(1, { error: "Name the pet" }) }),
      render: textQuestion("pet_name", "Name"),
    },
    {
      kind: "question",
      id: "breed",
      fields: ["breed"],
      when: (answers) => answers.kind === "dog",
      schema: () => z.object({ breed: z.string().min(1, { error: "Enter the breed" }) }),
      render: textQuestion("breed", "Breed"),
    },
    { kind: "check", id: "check" },
  ],
  apiFieldTargets: { name: { step: "name", field: "pet_name" } },
});
