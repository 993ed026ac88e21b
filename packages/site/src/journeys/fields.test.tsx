import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { emptyFormState } from "../forms/state.ts";
import { answerRows, apiValues, question, radios, textInput } from "./fields.tsx";
import { defineJourney } from "./journey.ts";
import type { Answers, PageView } from "./journey.ts";

// A journey of its own: each field declared once, and what the engine derives from it.
const owner = textInput({
  name: "owner_name",
  schema: z.string().trim().min(1, { error: "Enter your name" }),
  props: { label: "Your name", autoComplete: "name" },
  row: { label: "Name" },
  api: "owner.name",
  apiErrors: ["owner"],
});
const secret = textInput({
  name: "secret",
  schema: z.string().min(1, { error: "Choose a secret" }),
  props: { type: "password", label: "Secret" },
  refill: false,
  row: { label: "Secret", value: () => "Chosen" },
  api: "owner.secret",
});
const again = textInput({
  name: "secret_again",
  schema: z.string(),
  props: { type: "password", label: "Secret again" },
  refill: false,
});
const kind = radios({
  name: "kind",
  schema: z.enum(["cat", "dog"], { error: "Choose a kind" }),
  props: {
    legend: "Kind",
    items: [
      { value: "cat", label: "Cat" },
      { value: "dog", label: "Dog" },
    ],
  },
  row: { label: "Kind", value: (answers) => (answers.kind === "dog" ? "Dog" : "Cat") },
  api: "pet.kind",
});
const breed = textInput({
  name: "breed",
  schema: z.string().trim().min(1, { error: "Enter the breed" }),
  props: { label: "Breed" },
  row: { label: "Breed" },
  api: "pet.breed",
});

const pets = defineJourney<null>({
  counted: false,
  submitAt: "check",
  steps: [
    question({
      id: "owner",
      fields: [owner, secret, again],
      across: () => (values, ctx) => {
        if (values.secret !== values.secret_again) {
          ctx.addIssue({ code: "custom", path: ["secret_again"], message: "Not the same" });
        }
      },
    }),
    question({ id: "kind", fields: [kind] }),
    question({ id: "breed", fields: [breed], when: (answers) => answers.kind === "dog" }),
    { kind: "check", id: "check" },
  ],
});

const cat: Answers = { owner_name: " Ann ", secret: "s", secret_again: "s", kind: "cat" };

function view(step: string, answers: Answers, errors: Record<string, string> = {}) {
  const page: PageView<null> = {
    context: null,
    step,
    changing: false,
    state: emptyFormState("token"),
    answers,
    errors: { fields: errors },
    value: (field) => answers[field] ?? "",
    error: (field) => (errors[field] === undefined ? {} : { error: errors[field] }),
    fieldId: (field) => `pets-${field}`,
  };
  return page;
}

describe("a question made from its fields", () => {
  it("posts its fields' names, in order", () => {
    expect(pets.question("owner")?.fields).toEqual(["owner_name", "secret", "secret_again"]);
  });

  it("checks each field with its rule, then the rule across them", () => {
    expect(pets.validateStep("owner", {})).toEqual({
      ok: false,
      errors: { owner_name: "Enter your name", secret: "Choose a secret" },
    });
    expect(pets.validateStep("owner", { ...cat, secret_again: "t" })).toEqual({
      ok: false,
      errors: { secret_again: "Not the same" },
    });
    expect(pets.validateStep("owner", cat)).toEqual({
      ok: true,
      data: { owner_name: "Ann", secret: "s", secret_again: "s" },
    });
  });

  it("renders each field's input with its answer and error, never a secret's answer", () => {
    const asked = pets.question("owner");
    const content = asked?.render(view("owner", cat, { owner_name: "Enter your name" }));
    const html = renderToStaticMarkup(<>{content?.body}</>);
    expect(html).toContain('id="pets-owner_name"');
    expect(html).toContain('value=" Ann "');
    expect(html).toContain("Enter your name");
    expect(html).toContain('autoComplete="name"');
    expect(html).not.toContain('value="s"');
    expect(html.indexOf("Your name")).toBeLessThan(html.indexOf("Secret again"));
  });
});

describe("what the fields' declarations derive", () => {
  it("puts the API's errors beside the fields they are about", () => {
    expect(pets.apiFieldTargets).toEqual({
      "owner.name": { step: "owner", field: "owner_name" },
      owner: { step: "owner", field: "owner_name" },
      "owner.secret": { step: "owner", field: "secret" },
      "pet.kind": { step: "kind", field: "kind" },
      "pet.breed": { step: "breed", field: "breed" },
    });
  });

  it("sends the parsed answers of the path at their API keys", () => {
    const parsed = pets.parse({ ...cat, breed: "Collie" });
    expect(parsed.ok && apiValues(pets, parsed.data)).toEqual({
      owner: { name: "Ann", secret: "s" },
      pet: { kind: "cat" },
    });
    const dog = pets.parse({ ...cat, kind: "dog", breed: "Collie" });
    expect(dog.ok && apiValues(pets, dog.data)).toEqual({
      owner: { name: "Ann", secret: "s" },
      pet: { kind: "dog", breed: "Collie" },
    });
  });

  it("rows each answer of the path, with the page that changes it", () => {
    const change = (step: string) => `/pets?step=${step}&change=1`;
    expect(answerRows(pets, { ...cat, breed: "Collie" }, change)).toEqual([
      { key: "Name", value: "Ann", href: change("owner") },
      { key: "Secret", value: "Chosen", href: change("owner") },
      { key: "Kind", value: "Cat", href: change("kind") },
    ]);
    expect(answerRows(pets, { kind: "dog" }, change).map((row) => row.value)).toEqual([
      "",
      "Chosen",
      "Dog",
      "",
    ]);
  });
});
