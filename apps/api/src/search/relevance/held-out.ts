// Held-out judged searches: the search is never tuned on these. They were written before any
// change they measure, from the resident's side, as residents phrase a need to a directory: with
// the generic words they add ("advice", "help", "support", "services", "people", "for"), in
// plain words rather than the category's name, and as needs combined with who they are for.
// A change to the search is judged on queries.ts; these say whether it holds beyond them.
import { allOf, anyOf, ofType } from "./concepts.ts";
import {
  ALCOHOL,
  AUTISM,
  BABY_BANK,
  BENEFITS,
  BEREAVEMENT,
  CARERS,
  CHILDREN,
  COMPUTERS,
  COST_OF_LIVING,
  COUNSELLING,
  DEBT,
  DEMENTIA,
  DISABILITY,
  DOMESTIC_ABUSE,
  ENERGY,
  ENGLISH,
  EXERCISE,
  FOOD,
  FURNITURE,
  HEARING,
  HOMELESS,
  HOUSING,
  JOBS,
  LEGAL,
  LONELINESS,
  LUNCH,
  MENTAL_HEALTH,
  OLDER_PEOPLE,
  PARENTING,
  REFUGEES,
  SIGHT,
  SMOKING,
  SOCIAL,
  VOLUNTEERING,
  WALKING,
  YOUNG_CARERS,
  YOUNG_PEOPLE,
} from "./needs.ts";
import type { JudgedQuery } from "./queries.ts";

/** Something to go to (not a service to be referred to): what "things to do" asks for. */
const TO_GO_TO = ofType("activity", "club", "group");

const HELD_OUT: JudgedQuery[] = [
  { query: "housing advice", kind: "need", relevant: HOUSING },
  { query: "help with debt", kind: "need", relevant: DEBT },
  { query: "money advice", kind: "need", relevant: anyOf(DEBT, BENEFITS, COST_OF_LIVING) },
  { query: "benefits advice", kind: "need", relevant: BENEFITS },
  { query: "advice on universal credit", kind: "need", relevant: BENEFITS },
  { query: "support for carers", kind: "need", relevant: CARERS },
  { query: "food parcels", kind: "need", relevant: FOOD },
  { query: "emergency food parcels", kind: "need", relevant: FOOD },
  { query: "bereavement support", kind: "need", relevant: BEREAVEMENT },
  { query: "dementia support groups", kind: "need", relevant: DEMENTIA },
  { query: "mental health services", kind: "need", relevant: MENTAL_HEALTH },
  { query: "help finding a job", kind: "need", relevant: JOBS },
  { query: "drug and alcohol support", kind: "need", relevant: ALCOHOL },
  { query: "help for people with autism", kind: "need", relevant: AUTISM },
  { query: "sight loss support", kind: "need", relevant: SIGHT },
  { query: "hearing support", kind: "need", relevant: HEARING },
  { query: "english lessons", kind: "need", relevant: ENGLISH },
  { query: "learn english", kind: "need", relevant: ENGLISH },
  { query: "help with heating bills", kind: "need", relevant: ENERGY },
  { query: "domestic violence help", kind: "need", relevant: DOMESTIC_ABUSE },
  { query: "support for refugees", kind: "need", relevant: REFUGEES },
  { query: "disability advice", kind: "need", relevant: DISABILITY },
  { query: "parenting courses", kind: "need", relevant: PARENTING },
  { query: "coffee mornings", kind: "need", relevant: SOCIAL },
  { query: "befriending service", kind: "need", relevant: LONELINESS },
  { query: "help for young carers", kind: "need", relevant: YOUNG_CARERS },
  { query: "stop smoking service", kind: "need", relevant: SMOKING },
  { query: "legal help", kind: "need", relevant: LEGAL },
  { query: "computer classes", kind: "need", relevant: COMPUTERS },
  { query: "help for homeless people", kind: "need", relevant: HOMELESS },
  { query: "baby clothes", kind: "need", relevant: BABY_BANK },
  { query: "second hand furniture", kind: "need", relevant: FURNITURE },
  { query: "volunteer opportunities", kind: "need", relevant: VOLUNTEERING },

  {
    query: "loneliness older people",
    kind: "multi-word",
    relevant: allOf(LONELINESS, OLDER_PEOPLE),
  },
  {
    query: "mental health support for young people",
    kind: "multi-word",
    relevant: allOf(MENTAL_HEALTH, YOUNG_PEOPLE),
  },
  {
    query: "counselling for children",
    kind: "multi-word",
    relevant: allOf(COUNSELLING, anyOf(CHILDREN, YOUNG_PEOPLE)),
  },
  {
    query: "exercise classes for over 60s",
    kind: "multi-word",
    relevant: allOf(EXERCISE, OLDER_PEOPLE),
  },
  { query: "lunch for older people", kind: "multi-word", relevant: allOf(LUNCH, OLDER_PEOPLE) },
  { query: "walking groups for health", kind: "multi-word", relevant: WALKING },
  {
    query: "activities for children",
    kind: "multi-word",
    relevant: allOf(CHILDREN, TO_GO_TO),
  },
];

export function heldOutQueries(): JudgedQuery[] {
  return HELD_OUT;
}
