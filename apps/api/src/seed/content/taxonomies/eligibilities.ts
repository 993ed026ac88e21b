// The "Service Eligibility" tree: the seven types the frontend filters on, with their options.
import type { TaxonomyNode } from "./tree.ts";

export const ELIGIBILITY_TREE: TaxonomyNode[] = [
  {
    name: "Age Group",
    slug: "age-group",
    children: [
      { name: "0 - 4 years", slug: "age-0-4" },
      { name: "5 - 11 years", slug: "age-5-11" },
      { name: "12 - 15 years", slug: "age-12-15" },
      { name: "16 - 18 years", slug: "age-16-18" },
      { name: "19 - 25 years", slug: "age-19-25" },
      { name: "26 - 39 years", slug: "age-26-39" },
      { name: "40 - 64 years", slug: "age-40-64" },
      { name: "65 - 79 years", slug: "age-65-79" },
      { name: "80+ years", slug: "age-80-plus" },
    ],
  },
  {
    name: "Disability",
    slug: "disability",
    children: [
      { name: "Autism", slug: "autism" },
      { name: "ADHD", slug: "adhd" },
      { name: "Learning disability", slug: "learning-disability" },
      { name: "Physical disability", slug: "physical-disability" },
      { name: "Blind or partially sighted", slug: "sight-impairment" },
      { name: "Deaf or hard of hearing", slug: "hearing-impairment" },
      { name: "Mental health condition", slug: "mental-health-condition" },
      { name: "Long-term health condition", slug: "long-term-condition" },
      { name: "Dementia", slug: "dementia" },
      { name: "Acquired brain injury", slug: "acquired-brain-injury" },
      { name: "Speech, language and communication needs", slug: "slcn" },
    ],
  },
  {
    name: "Gender",
    slug: "gender",
    children: [
      { name: "Female", slug: "female" },
      { name: "Male", slug: "male" },
      { name: "Non-binary", slug: "non-binary" },
      { name: "Transgender", slug: "transgender" },
    ],
  },
  {
    name: "Income",
    slug: "income",
    children: [
      { name: "Low income", slug: "low-income" },
      { name: "Receiving benefits", slug: "receiving-benefits" },
      { name: "In work", slug: "in-work" },
      { name: "Not working", slug: "not-working" },
    ],
  },
  {
    name: "Language",
    slug: "language",
    children: [
      { name: "English", slug: "english" },
      { name: "British Sign Language", slug: "bsl" },
      { name: "Polish", slug: "polish" },
      { name: "Tamil", slug: "tamil" },
      { name: "Urdu", slug: "urdu" },
      { name: "Arabic", slug: "arabic" },
      { name: "Romanian", slug: "romanian" },
      { name: "Punjabi", slug: "punjabi" },
      { name: "Yoruba", slug: "yoruba" },
      { name: "Ukrainian", slug: "ukrainian" },
      { name: "Korean", slug: "korean" },
      { name: "Portuguese", slug: "portuguese" },
    ],
  },
  {
    name: "Ethnicity",
    slug: "ethnicity",
    children: [
      { name: "Asian or Asian British", slug: "asian-or-asian-british" },
      {
        name: "Black, Black British, Caribbean or African",
        slug: "black-british-caribbean-african",
      },
      { name: "Mixed or multiple ethnic groups", slug: "mixed-or-multiple" },
      { name: "White", slug: "white" },
      { name: "Gypsy, Roma or Irish Traveller", slug: "gypsy-roma-traveller" },
      { name: "Other ethnic group", slug: "other-ethnic-group" },
    ],
  },
  {
    name: "Housing",
    slug: "housing",
    children: [
      { name: "Council or housing association tenant", slug: "social-tenant" },
      { name: "Homeless", slug: "homeless" },
      { name: "Home Owner", slug: "home-owner" },
      { name: "Private Renter", slug: "private-renter" },
      { name: "Lease Holder", slug: "lease-holder" },
    ],
  },
];
