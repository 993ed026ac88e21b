// The judged searches: what residents type into a council's directory, and what each of them
// means. Written from the resident's side (what would help someone who typed this), never from
// the results the search gives, and in concepts rather than services, so they outlive the content.
import type { Concept } from "./concepts.ts";
import { NOTHING, allOf, inPlace, runBy } from "./concepts.ts";
import {
  FOOD,
  DEBT,
  CARERS,
  DOMESTIC_ABUSE,
  DEMENTIA,
  HOMELESS,
  BEREAVEMENT,
  LONELINESS,
  TODDLERS,
  ENGLISH,
  JOBS,
  BENEFITS,
  DOCTOR,
  MENTAL_HEALTH,
  HOUSING,
  COUNSELLING,
  YOUTH_CLUB,
  AUTISM,
  HEARING,
  SIGHT,
  SMOKING,
  ALCOHOL,
  WARM_SPACE,
  ENERGY,
  LEGAL,
  VOLUNTEERING,
  LUNCH,
  EXERCISE,
  SWIMMING,
  WALKING,
  ART,
  SINGING,
  BABY_BANK,
  FURNITURE,
  SCAMS,
  HATE_CRIME,
  TRANSPORT,
  BLUE_BADGE,
  REPAIR,
  COMPUTERS,
  HOMEWORK,
  HOLIDAY_CLUB,
  PARENTING,
  YOUNG_CARERS,
  LEARNING_DISABILITY,
  VETERANS,
  REFUGEES,
  SEXUAL_HEALTH,
  IMMIGRATION,
  OLDER_PEOPLE,
  DISABILITY,
  COST_OF_LIVING,
  VICTIMS,
  GARDENING,
  FOOTBALL,
  DANCE,
  LIBRARY,
  LGBT,
  SEND,
  ADHD,
  YOUNG_PEOPLE,
  CHILDREN,
  DISABILITY_BENEFITS,
  CHILDCARE,
  AFTER_SCHOOL,
  READING_GROUP,
  WELLBEING,
  SOCIAL,
  YOGA,
} from "./needs.ts";

export type QueryKind =
  | "need"
  | "abbreviation"
  | "compound"
  | "stem"
  | "typo"
  | "multi-word"
  | "place"
  | "organisation"
  | "nothing";

export type JudgedQuery = {
  query: string;
  kind: QueryKind;
  /** Whether a service is what the resident was looking for. */
  relevant: Concept;
};

// The set ----------------------------------------------------------------------------------------

const COMMON: JudgedQuery[] = [
  { query: "food bank", kind: "need", relevant: FOOD },
  { query: "debt advice", kind: "need", relevant: DEBT },
  { query: "carers", kind: "need", relevant: CARERS },
  { query: "domestic abuse", kind: "need", relevant: DOMESTIC_ABUSE },
  { query: "dementia", kind: "need", relevant: DEMENTIA },
  { query: "homeless", kind: "need", relevant: HOMELESS },
  { query: "bereavement", kind: "need", relevant: BEREAVEMENT },
  { query: "loneliness", kind: "need", relevant: LONELINESS },
  { query: "toddler group", kind: "need", relevant: TODDLERS },
  { query: "english classes", kind: "need", relevant: ENGLISH },
  { query: "job help", kind: "need", relevant: JOBS },
  { query: "benefits", kind: "need", relevant: BENEFITS },
  { query: "doctor", kind: "need", relevant: DOCTOR },
  { query: "mental health", kind: "need", relevant: MENTAL_HEALTH },
  { query: "housing", kind: "need", relevant: HOUSING },
  { query: "counselling", kind: "need", relevant: COUNSELLING },
  { query: "youth club", kind: "need", relevant: YOUTH_CLUB },
  { query: "autism", kind: "need", relevant: AUTISM },
  { query: "hearing loss", kind: "need", relevant: HEARING },
  { query: "deaf", kind: "need", relevant: HEARING },
  { query: "blind", kind: "need", relevant: SIGHT },
  { query: "stop smoking", kind: "need", relevant: SMOKING },
  { query: "alcohol", kind: "need", relevant: ALCOHOL },
  { query: "warm space", kind: "need", relevant: WARM_SPACE },
  { query: "energy bills", kind: "need", relevant: ENERGY },
  { query: "legal advice", kind: "need", relevant: LEGAL },
  { query: "volunteering", kind: "need", relevant: VOLUNTEERING },
  { query: "lunch club", kind: "need", relevant: LUNCH },
  { query: "exercise class", kind: "need", relevant: EXERCISE },
  { query: "swimming", kind: "need", relevant: SWIMMING },
  { query: "walking group", kind: "need", relevant: WALKING },
  { query: "art classes", kind: "need", relevant: ART },
  { query: "choir", kind: "need", relevant: SINGING },
  { query: "baby bank", kind: "need", relevant: BABY_BANK },
  { query: "furniture", kind: "need", relevant: FURNITURE },
  { query: "scams", kind: "need", relevant: SCAMS },
  { query: "hate crime", kind: "need", relevant: HATE_CRIME },
  { query: "community transport", kind: "need", relevant: TRANSPORT },
  { query: "blue badge", kind: "need", relevant: BLUE_BADGE },
  { query: "repair cafe", kind: "need", relevant: REPAIR },
  { query: "computer help", kind: "need", relevant: COMPUTERS },
  { query: "homework club", kind: "need", relevant: HOMEWORK },
  { query: "holiday club", kind: "need", relevant: HOLIDAY_CLUB },
  { query: "parenting", kind: "need", relevant: PARENTING },
  { query: "young carers", kind: "need", relevant: YOUNG_CARERS },
  { query: "learning disability", kind: "need", relevant: LEARNING_DISABILITY },
  { query: "veterans", kind: "need", relevant: VETERANS },
  { query: "refugees", kind: "need", relevant: REFUGEES },
  { query: "sexual health", kind: "need", relevant: SEXUAL_HEALTH },
  { query: "immigration advice", kind: "need", relevant: IMMIGRATION },
  { query: "older people", kind: "need", relevant: OLDER_PEOPLE },
  { query: "disability", kind: "need", relevant: DISABILITY },
  { query: "cost of living", kind: "need", relevant: COST_OF_LIVING },
  { query: "victim of crime", kind: "need", relevant: VICTIMS },
  { query: "gardening", kind: "need", relevant: GARDENING },
  { query: "football", kind: "need", relevant: FOOTBALL },
  { query: "dance", kind: "need", relevant: DANCE },
  { query: "library", kind: "need", relevant: LIBRARY },
  { query: "yoga", kind: "need", relevant: YOGA },

  { query: "SEN", kind: "abbreviation", relevant: SEND },
  { query: "SEND", kind: "abbreviation", relevant: SEND },
  { query: "special educational needs", kind: "abbreviation", relevant: SEND },
  { query: "ESOL", kind: "abbreviation", relevant: ENGLISH },
  { query: "ADHD", kind: "abbreviation", relevant: ADHD },
  { query: "CAMHS", kind: "abbreviation", relevant: allOf(MENTAL_HEALTH, YOUNG_PEOPLE) },
  { query: "PIP", kind: "abbreviation", relevant: DISABILITY_BENEFITS },
  { query: "DLA", kind: "abbreviation", relevant: DISABILITY_BENEFITS },
  { query: "GP surgery", kind: "abbreviation", relevant: DOCTOR },
  { query: "CV writing", kind: "abbreviation", relevant: JOBS },
  { query: "LGBT", kind: "abbreviation", relevant: LGBT },

  { query: "foodbank", kind: "compound", relevant: FOOD },
  { query: "afterschool club", kind: "compound", relevant: AFTER_SCHOOL },
  { query: "child care", kind: "compound", relevant: CHILDCARE },
  { query: "bookclub", kind: "compound", relevant: READING_GROUP },
  { query: "well being", kind: "compound", relevant: WELLBEING },

  { query: "carer", kind: "stem", relevant: CARERS },
  { query: "food banks", kind: "stem", relevant: FOOD },
  { query: "counsellor", kind: "stem", relevant: COUNSELLING },
  { query: "walks", kind: "stem", relevant: WALKING },
  { query: "debts", kind: "stem", relevant: DEBT },
  { query: "bereaved", kind: "stem", relevant: BEREAVEMENT },
  { query: "homelessness", kind: "stem", relevant: HOMELESS },
  { query: "disabled", kind: "stem", relevant: DISABILITY },

  { query: "councelling", kind: "typo", relevant: COUNSELLING },
  { query: "dementa", kind: "typo", relevant: DEMENTIA },
  { query: "benifits", kind: "typo", relevant: BENEFITS },
  { query: "bereavment", kind: "typo", relevant: BEREAVEMENT },
  { query: "homless", kind: "typo", relevant: HOMELESS },
  { query: "excercise", kind: "typo", relevant: EXERCISE },
  { query: "volenteering", kind: "typo", relevant: VOLUNTEERING },
  { query: "autisim", kind: "typo", relevant: AUTISM },
  { query: "mentle health", kind: "typo", relevant: MENTAL_HEALTH },
  { query: "emergancy food", kind: "typo", relevant: FOOD },
  { query: "yogga", kind: "typo", relevant: YOGA },
  { query: "swiming", kind: "typo", relevant: SWIMMING },
  // Two letters swapped or one changed in a short word: too few trigrams in common to be found
  // as a look-alike, so found one edit away (migration 0012).
  { query: "food bnak", kind: "typo", relevant: FOOD },
  { query: "yoag", kind: "typo", relevant: YOGA },
  { query: "dbet advice", kind: "typo", relevant: DEBT },
  // A misspelt compound the content never writes, corrected to the thesaurus's word for it.
  { query: "fodbank", kind: "typo", relevant: FOOD },
  { query: "foodbnak", kind: "typo", relevant: FOOD },

  {
    query: "mental health young people",
    kind: "multi-word",
    relevant: allOf(MENTAL_HEALTH, YOUNG_PEOPLE),
  },
  { query: "free swimming kids", kind: "multi-word", relevant: allOf(SWIMMING, CHILDREN) },
  { query: "debt advice older people", kind: "multi-word", relevant: allOf(DEBT, OLDER_PEOPLE) },
  { query: "help with energy bills", kind: "multi-word", relevant: ENERGY },
  { query: "dementia carers", kind: "multi-word", relevant: allOf(DEMENTIA, CARERS) },
  { query: "food bank near me", kind: "multi-word", relevant: FOOD },
  {
    query: "exercise for older people",
    kind: "multi-word",
    relevant: allOf(EXERCISE, OLDER_PEOPLE),
  },
  { query: "autism support for parents", kind: "multi-word", relevant: allOf(AUTISM, PARENTING) },

  { query: "skydiving", kind: "nothing", relevant: NOTHING },
  { query: "cryptocurrency trading", kind: "nothing", relevant: NOTHING },
  { query: "ferrari dealership", kind: "nothing", relevant: NOTHING },
  { query: "tattoo parlour", kind: "nothing", relevant: NOTHING },
  { query: "xqzv", kind: "nothing", relevant: NOTHING },
];

/** Places and organisations differ by borough. */
const BY_TENANT: Record<string, JudgedQuery[]> = {
  sutton: [
    { query: "Carshalton", kind: "place", relevant: inPlace("Carshalton") },
    { query: "Wallington", kind: "place", relevant: inPlace("Wallington") },
    { query: "Cheam", kind: "place", relevant: inPlace("Cheam") },
    { query: "coffee morning Cheam", kind: "place", relevant: allOf(SOCIAL, inPlace("Cheam")) },
    { query: "sutton carers network", kind: "organisation", relevant: runBy(/carers network/) },
    { query: "wandle valley food bank", kind: "organisation", relevant: runBy(/wandle valley/) },
    { query: "mind matters", kind: "organisation", relevant: runBy(/mind matters/) },
  ],
  bexley: [
    { query: "Sidcup", kind: "place", relevant: inPlace("Sidcup") },
    { query: "Erith", kind: "place", relevant: inPlace("Erith") },
    { query: "Welling", kind: "place", relevant: inPlace("Welling") },
    { query: "coffee morning Erith", kind: "place", relevant: allOf(SOCIAL, inPlace("Erith")) },
    { query: "bexley carers support", kind: "organisation", relevant: runBy(/bexley carers/) },
    { query: "open door", kind: "organisation", relevant: runBy(/open door/) },
    { query: "friendly voices", kind: "organisation", relevant: runBy(/friendly voices/) },
  ],
};

export function judgedQueries(tenant: string): JudgedQuery[] {
  return [...COMMON, ...(BY_TENANT[tenant] ?? [])];
}
