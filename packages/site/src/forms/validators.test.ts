import { describe, expect, it } from "vitest";

import {
  fullName,
  optionalEmail,
  outwardCode,
  slugify,
  ukMobile,
  ukPhone,
  validate,
} from "./validators.ts";

const INVALID = "invalid";
const REQUIRED = "required";

function outcome(schema: Parameters<typeof validate>[0], input: string) {
  const result = validate(schema, input);
  return result.ok ? { value: result.data } : { error: result.errors.form };
}

describe("ukMobile (referrals.phone, user.phone)", () => {
  const optional = ukMobile({ invalid: INVALID });
  const required = ukMobile({ invalid: INVALID, required: REQUIRED });
  it.each([
    [optional, "07700 900982", { value: "07700900982" }],
    [optional, "+44 7700 900 982", { value: "+447700900982" }],
    [optional, "(07700) 900-982", { value: "07700900982" }],
    [optional, "", { value: null }],
    [optional, "020 7946 0000", { error: INVALID }],
    [optional, "0770090098", { error: INVALID }],
    [optional, "+44 20 7946 0000", { error: INVALID }],
    [optional, "447700900982", { error: INVALID }],
    [required, "", { error: REQUIRED }],
    [required, "07700900982", { value: "07700900982" }],
  ])("%#: %s", (schema, input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe("ukPhone (referee_phone, organisation.phone)", () => {
  const schema = ukPhone({ invalid: INVALID, required: REQUIRED });
  it.each([
    ["020 7946 0000", { value: "02079460000" }],
    ["01632 960 001", { value: "01632960001" }],
    ["0121 496 0000", { value: "01214960000" }],
    ["07700 900 982", { value: "07700900982" }],
    ["0800 123 4567", { value: "08001234567" }],
    ["09001234567", { error: INVALID }],
    ["+44 20 7946 0000", { error: INVALID }],
    ["0201234", { error: INVALID }],
    ["", { error: REQUIRED }],
  ])("%s", (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe("optionalEmail", () => {
  const schema = optionalEmail({ invalid: INVALID, tooLong: "long" });
  it.each([
    ["  jane@example.org ", { value: "jane@example.org" }],
    ["", { value: null }],
    ["jane@", { error: INVALID }],
    [`${"a".repeat(250)}@x.org`, { error: "long" }],
  ])("%s", (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe("outwardCode: the first part of a postcode, and only that", () => {
  const FULL = "full";
  const schema = outwardCode({ invalid: INVALID, full: FULL });
  it.each([
    ["sm1", { value: "SM1" }],
    [" SW1A ", { value: "SW1A" }],
    ["da14", { value: "DA14" }],
    ["", { value: null }],
    ["sm1 1aa", { error: FULL }],
    ["DA14 6LH", { error: FULL }],
    ["SW1A2AA", { error: FULL }],
    ["12345", { error: INVALID }],
    ["SM1 1A", { error: INVALID }],
  ])("%s", (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe("fullName: at least 2 characters", () => {
  const schema = fullName({ required: REQUIRED, tooShort: "short", tooLong: "long" });
  it.each([
    ["", { error: REQUIRED }],
    ["   ", { error: REQUIRED }],
    ["J", { error: "short" }],
    [" J ", { error: "short" }],
    ["Jo", { value: "Jo" }],
    ["x".repeat(256), { error: "long" }],
  ])("%j", (input, expected) => {
    expect(outcome(schema, input)).toEqual(expected);
  });
});

describe("slugify (organisation.slug)", () => {
  it.each([
    ["Age UK Sutton", "age-uk-sutton"],
    ["St. Mary's Lunch Club!", "st-marys-lunch-club"],
    ["Café & Crèche", "cafe-and-creche"],
    ["  --Hello--World--  ", "hello-world"],
    ["!!!", ""],
  ])("%s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
