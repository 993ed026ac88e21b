import { describe, expect, it } from "vitest";
import { z } from "zod";

import { defineJourney, stepHref } from "./journey.ts";
import type { Answers } from "./journey.ts";

// A journey of its own, so the table reads the engine's rules rather than one form's: a start
// page, a question that decides the path, a page only one answer leads through, "check your
// answers", then a last question whose post sends.
const nothing = () => ({ body: null });
const pets = defineJourney<null>({
  counted: true,
  submitAt: "consent",
  steps: [
    { kind: "page", id: "intro", render: () => null },
    {
      kind: "question",
      id: "kind",
      fields: ["kind"],
      schema: () => z.object({ kind: z.enum(["cat", "dog"], { error: "Choose a kind" }) }),
      render: nothing,
    },
    {
      kind: "question",
      id: "name",
      fields: ["name"],
      schema: (answers) =>
        z.object({
          name: z
            .string()
            .trim()
            .min(1, { error: answers.kind === "dog" ? "Name the dog" : "Name the pet" })
            .transform((name) => name.toUpperCase()),
        }),
      render: nothing,
    },
    {
      kind: "question",
      id: "breed",
      fields: ["breed"],
      when: (answers) => answers.kind === "dog",
      schema: () => z.object({ breed: z.string().min(1, { error: "Enter the breed" }) }),
      refine: (answers) => (answers.breed === "wolf" ? { breed: "A wolf is not a dog" } : null),
      render: nothing,
    },
    { kind: "check", id: "check" },
    {
      kind: "question",
      id: "consent",
      fields: ["consent"],
      schema: () => z.object({ consent: z.literal("yes", { error: "Agree to send" }) }),
      render: nothing,
    },
  ],
  apiFieldTargets: {},
});

const cat: Answers = { kind: "cat", name: "Tom" };
const dog: Answers = { kind: "dog", name: "Rex", breed: "Collie" };

describe("defineJourney", () => {
  it.each<{ answers: Answers; path: string[] }>([
    { answers: {}, path: ["intro", "kind", "name", "check", "consent"] },
    { answers: cat, path: ["intro", "kind", "name", "check", "consent"] },
    { answers: dog, path: ["intro", "kind", "name", "breed", "check", "consent"] },
  ])("leads $answers through $path", ({ answers, path }) => {
    expect(pets.path(answers)).toEqual(path);
  });

  it.each<{ step: string; answers: Answers; number: { current: number; total: number } | null }>([
    { step: "intro", answers: {}, number: null },
    { step: "kind", answers: {}, number: { current: 1, total: 4 } },
    { step: "name", answers: dog, number: { current: 2, total: 5 } },
    { step: "consent", answers: dog, number: { current: 5, total: 5 } },
    { step: "confirmation", answers: dog, number: null },
  ])(
    "numbers $step as $number (every page but the start page counts)",
    ({ step, answers, number }) => {
      expect(pets.stepNumber(step, answers)).toEqual(number);
    },
  );

  it.each<{ step: string; answers: Answers; changing: boolean; next: string }>([
    { step: "intro", answers: {}, changing: false, next: "kind" },
    { step: "name", answers: cat, changing: false, next: "check" },
    { step: "name", answers: dog, changing: false, next: "breed" },
    { step: "check", answers: dog, changing: false, next: "consent" },
    // A change returns to "check your answers"…
    { step: "name", answers: dog, changing: true, next: "check" },
    // …unless it opened a page still to answer.
    { step: "kind", answers: { ...cat, kind: "dog" }, changing: true, next: "breed" },
  ])("after $step (changing: $changing) comes $next", ({ step, answers, changing, next }) => {
    expect(pets.next(step, answers, changing)).toBe(next);
  });

  it.each<{ step: string; answers: Answers; changing: boolean; back: string | null }>([
    { step: "intro", answers: {}, changing: false, back: null },
    { step: "kind", answers: {}, changing: false, back: "intro" },
    { step: "check", answers: dog, changing: false, back: "breed" },
    { step: "check", answers: cat, changing: false, back: "name" },
    { step: "name", answers: dog, changing: true, back: "check" },
    { step: "confirmation", answers: {}, changing: false, back: null },
  ])("back from $step (changing: $changing) is $back", ({ step, answers, changing, back }) => {
    expect(pets.previous(step, answers, changing)).toBe(back);
  });

  it.each<{ step: string; answers: Answers; reach: string }>([
    // The start page and the first question are always open.
    { step: "intro", answers: {}, reach: "intro" },
    { step: "kind", answers: {}, reach: "kind" },
    { step: "check", answers: {}, reach: "kind" },
    { step: "check", answers: { kind: "dog", name: "Rex" }, reach: "breed" },
    // A page off the path goes to the first still to answer, or to "check your answers".
    { step: "breed", answers: cat, reach: "check" },
    // The sending page is not needed to reach "check your answers", nor itself.
    { step: "consent", answers: cat, reach: "consent" },
    { step: "confirmation", answers: {}, reach: "confirmation" },
  ])("a GET of $step goes to $reach", ({ step, answers, reach }) => {
    expect(pets.reachable(step, answers)).toBe(reach);
  });

  it.each<{ step: string; answers: Answers; result: object }>([
    { step: "kind", answers: {}, result: { ok: false, errors: { kind: "Choose a kind" } } },
    {
      step: "name",
      answers: { kind: "dog" },
      result: { ok: false, errors: { name: "Name the dog" } },
    },
    { step: "name", answers: cat, result: { ok: true, data: { name: "TOM" } } },
    {
      step: "breed",
      answers: { ...dog, breed: "wolf" },
      result: { ok: false, errors: { breed: "A wolf is not a dog" } },
    },
  ])("checks $step against its schema and rule", ({ step, answers, result }) => {
    expect(pets.validateStep(step, answers)).toEqual(result);
  });

  it("parses the pages of the path, ignoring answers left on pages off it", () => {
    expect(pets.parse({ ...cat, breed: "wolf", consent: "yes" })).toEqual({
      ok: true,
      data: { kind: "cat", name: "TOM", consent: "yes" },
    });
    expect(pets.parse({ kind: "dog", name: "Rex", consent: "yes" })).toEqual({
      ok: false,
      step: "breed",
      errors: { breed: "Enter the breed" },
    });
  });

  it.each([
    ["intro", false, "/pets"],
    ["kind", false, "/pets?step=kind"],
    ["name", true, "/pets?step=name&change=1"],
  ] as const)("puts %s (changing: %s) at %s", (step, changing, href) => {
    expect(stepHref("/pets", pets.start, step, changing)).toBe(href);
  });
});
