// How to reach a person, asked alike wherever a form asks it (feedback, a referral's "About you"):
// their name, email address and phone number, each filled from the answers with its error.
import { TextInput } from "@hub/ui/text-input";

import type { PageView } from "../journeys/journey.ts";

type ContactField = "name" | "email" | "phone";

export function ContactInputs({
  view: { fieldId, value, error },
  names,
  labels,
  phoneHint,
}: {
  view: Pick<PageView<unknown>, "fieldId" | "value" | "error">;
  /** The fields the answers are posted as. */
  names: Readonly<Record<ContactField, string>>;
  labels: Readonly<Record<ContactField, string>>;
  phoneHint?: string;
}) {
  return (
    <>
      <TextInput
        id={fieldId(names.name)}
        name={names.name}
        label={labels.name}
        autoComplete="name"
        spellCheck={false}
        defaultValue={value(names.name)}
        width="20"
        {...error(names.name)}
      />
      <TextInput
        id={fieldId(names.email)}
        name={names.email}
        type="email"
        label={labels.email}
        autoComplete="email"
        spellCheck={false}
        defaultValue={value(names.email)}
        width="30"
        {...error(names.email)}
      />
      <TextInput
        id={fieldId(names.phone)}
        name={names.phone}
        type="tel"
        label={labels.phone}
        {...(phoneHint === undefined ? {} : { hint: phoneHint })}
        autoComplete="tel"
        defaultValue={value(names.phone)}
        width="20"
        {...error(names.phone)}
      />
    </>
  );
}
