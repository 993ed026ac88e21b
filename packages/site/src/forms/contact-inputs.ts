// How to reach a person, asked alike wherever a form asks it (feedback, a referral's "About you"):
// the inputs of their name, email address and phone number, each with its autocomplete and width.
export const CONTACT_INPUTS = {
  name: { autoComplete: "name", spellCheck: false, width: "20" },
  email: { type: "email", autoComplete: "email", spellCheck: false, width: "30" },
  phone: { type: "tel", autoComplete: "tel", width: "20" },
} as const;
