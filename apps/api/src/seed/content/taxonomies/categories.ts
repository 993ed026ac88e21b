// The service taxonomy ("Category" root), shared by both boroughs. Services carry leaves and their
// ancestors, so related services (≥3 shared taxonomies) and collections both work off one tree.
import { leaves, type TaxonomyNode } from "./tree.ts";

export const CATEGORY_TREE: TaxonomyNode[] = [
  {
    name: "Health and wellbeing",
    children: [
      {
        name: "Mental health",
        children: leaves("Crisis support", "Peer support", "Wellbeing activities"),
      },
      { name: "Counselling and talking therapies" },
      { name: "GP and health services" },
      { name: "Long-term health conditions" },
      { name: "Dementia support" },
      { name: "Drug and alcohol support" },
      { name: "Sexual health" },
      { name: "Stop smoking" },
      { name: "Healthy eating" },
      { name: "Bereavement support" },
    ],
  },
  {
    name: "Money and work",
    children: leaves(
      "Benefits advice",
      "Debt advice",
      "Cost of living help",
      "Energy and bills",
      "Employment support",
      "Volunteering",
    ),
  },
  {
    name: "Food and essentials",
    children: leaves(
      "Food banks",
      "Community meals",
      "Baby banks and clothing",
      "Furniture and household items",
    ),
  },
  {
    name: "Housing and home",
    children: leaves(
      "Housing advice",
      "Homelessness support",
      "Home repairs and adaptations",
      "Warm spaces",
    ),
  },
  {
    name: "Children and families",
    children: [
      ...leaves(
        "Early years",
        "Parenting support",
        "Childcare",
        "Holiday activities",
        "Special educational needs (SEND)",
        "Young carers",
      ),
      { name: "Youth services", children: leaves("Youth clubs", "Youth mentoring") },
    ],
  },
  {
    name: "Older people",
    children: leaves("Lunch clubs", "Befriending", "Day opportunities", "Staying independent"),
  },
  {
    name: "Care and disability",
    children: leaves(
      "Carer support",
      "Disability support",
      "Learning disability support",
      "Autism support",
      "Sight and hearing loss",
      "Equipment and adaptations",
    ),
  },
  {
    name: "Learning and skills",
    children: leaves(
      "English classes (ESOL)",
      "Adult learning",
      "Digital skills",
      "Libraries",
      "Homework and tutoring",
    ),
  },
  {
    name: "Sport and leisure",
    children: [
      {
        name: "Sport and fitness",
        children: leaves("Walking", "Swimming", "Football", "Running", "Dance", "Yoga and pilates"),
      },
      ...leaves(
        "Arts and crafts",
        "Music and singing",
        "Gardening and nature",
        "Heritage and museums",
      ),
    ],
  },
  {
    name: "Community life",
    children: leaves(
      "Social groups",
      "Faith communities",
      "Community centres",
      "Refugees and migrants",
      "LGBTQ+ communities",
      "Veterans",
    ),
  },
  {
    name: "Safety and justice",
    children: leaves(
      "Domestic abuse",
      "Legal advice",
      "Victim support",
      "Immigration advice",
      "Hate crime",
      "Scams and fraud",
    ),
  },
  {
    name: "Getting around",
    children: leaves("Community transport", "Blue Badge and parking", "Cycling"),
  },
  {
    name: "Environment",
    children: leaves("Repair and reuse", "Recycling", "Climate action"),
  },
];
