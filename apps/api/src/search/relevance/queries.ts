// The judged searches: what residents type into a council's directory, and what each of them
// means. Written from the resident's side (what would help someone who typed this), never from
// the results the search gives, and in concepts rather than services, so they outlive the content.
import type { Concept } from "./concepts.ts";
import {
  NOTHING,
  allOf,
  anyOf,
  category,
  categoryTree,
  eligible,
  inPlace,
  named,
  not,
  ofType,
  runBy,
  says,
  saysExactly,
} from "./concepts.ts";

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

/**
 * States some of these ages and none beyond `besides` (a service open to every age is not one
 * for young or older people).
 */
const AGES = [
  "age-0-4",
  "age-5-11",
  "age-12-15",
  "age-16-18",
  "age-19-25",
  "age-26-39",
  "age-40-64",
  "age-65-79",
  "age-80-plus",
];
const onlyFor = (ages: string[], besides: string[]): Concept =>
  allOf(
    eligible(...ages),
    not(eligible(...AGES.filter((age) => ![...ages, ...besides].includes(age)))),
  );

// Needs ------------------------------------------------------------------------------------------

const FOOD = anyOf(
  category("food-banks"),
  says(/food ?banks?|food parcels?|emergency food|pantry|larder|community fridge/),
);
const DEBT = anyOf(category("debt-advice"), says(/\bdebts?\b|arrears|bailiff/));
const CARERS = anyOf(
  category("carer-support", "young-carers"),
  says(
    /\bcarers?\b|\bcaring for\b|looking after (a|someone|your)|(people|those) who (care for|look after)/,
  ),
);
const DOMESTIC_ABUSE = anyOf(
  category("domestic-abuse"),
  says(/domestic (abuse|violence)|abusive relationship|coercive control/),
);
const DEMENTIA = anyOf(
  category("dementia-support"),
  eligible("dementia"),
  says(/dementia|alzheimer|memory (loss|café|cafe|problems)/),
);
const HOMELESS = anyOf(
  category("homelessness-support"),
  says(/homeless|rough sleep|night shelter|nowhere to (live|stay|sleep)/),
);
const BEREAVEMENT = anyOf(
  category("bereavement-support"),
  says(/bereave|grief|griev|someone (close to you )?(has )?died|after a death/),
);
const LONELINESS = anyOf(
  category("befriending"),
  says(/lonel|isolat|befriend|companionship|friendly (call|phone|visit)/),
);
const TODDLERS = anyOf(
  says(
    /toddler|stay and play|stay-and-play|rhyme ?time|play ?group|under[- ]?(5s|fives)|baby and me/,
  ),
  allOf(category("early-years"), ofType("group", "activity")),
);
const ENGLISH = anyOf(
  category("english-classes-esol"),
  says(
    /\besol\b|english (classes|lessons|courses?|conversation|language)|learn(ing)? english|practi[cs]e (your |everyday )?english/,
  ),
);
const JOBS = anyOf(
  category("employment-support"),
  says(
    /\bjobs?\b|employment|\bcvs?\b|interviews?|into work|back to work|careers? (advice|guidance)/,
  ),
);
const BENEFITS = anyOf(
  category("benefits-advice"),
  says(/benefits?\b|universal credit|\bPIP\b|pension credit|allowance/),
);
const DOCTOR = anyOf(
  category("gp-and-health-services"),
  says(/\bGPs?\b|doctor|\bnurses?\b|medical|health check/),
);
const MENTAL_HEALTH = anyOf(
  category("mental-health", "crisis-support", "counselling-and-talking-therapies"),
  says(
    /mental (health|ill)|anxiety|depress|low mood|emotional (support|wellbeing)|talking therap|counsell/,
  ),
);
const HOUSING = anyOf(
  category("housing-advice", "homelessness-support"),
  says(/housing|\btenan(t|ts|cy|cies)\b|landlord|evict|accommodation|homeless|rent arrears/),
);
const COUNSELLING = anyOf(
  category("counselling-and-talking-therapies"),
  says(/counsell|talking therap|therapist|psychotherap/),
);
const YOUTH_CLUB = anyOf(
  category("youth-clubs"),
  says(/youth (club|centre|night|group|project)|junior club|drop-in for young people/),
);
const AUTISM = anyOf(
  category("autism-support"),
  eligible("autism"),
  says(/autis|\bASD\b|\bASC\b|neurodiver/),
);
const HEARING = anyOf(
  eligible("hearing-impairment"),
  says(/hearing|\bdeaf|hard of hearing|\bBSL\b|sign language|lip ?reading/),
);
const SIGHT = anyOf(
  eligible("sight-impairment"),
  says(/\bblind|sight loss|partially sighted|visual(ly)? impair|low vision|sight and hearing/),
);
const SMOKING = anyOf(category("stop-smoking"), says(/smok|vap(e|ing)/));
const ALCOHOL = anyOf(
  category("drug-and-alcohol-support"),
  says(/alcohol(?![- ]free)|problem drinking|\bdrugs?\b|substance|addiction/),
);
const WARM_SPACE = anyOf(category("warm-spaces"), says(/warm (space|hub|welcome|room|place)/));
const ENERGY = anyOf(
  category("energy-and-bills"),
  says(
    /energy|\bgas\b|electricity|heating (bills?|costs?)|fuel (bills?|poverty|costs?)|prepayment meter/,
  ),
);
const LEGAL = anyOf(
  category("legal-advice", "immigration-advice"),
  says(/legal|solicitor|lawyer|law (centre|clinic)|tribunal/),
);
const VOLUNTEERING = anyOf(
  category("volunteering"),
  named(/volunteer/),
  says(/volunteering|volunteer (opportunit|roles?|with us)|become a volunteer|get involved/),
);
const LUNCH = anyOf(
  category("lunch-clubs", "community-meals"),
  says(
    /lunch club|community (lunch|meal|kitchen)|hot (meals?|lunch)|lunch (and|with)|meals on wheels/,
  ),
);
const EXERCISE = anyOf(
  categoryTree("sport-and-fitness"),
  says(/exercise|fitness|keep fit|yoga|pilates|zumba|circuits|strength and balance|tai chi/),
);
const SWIMMING = anyOf(category("swimming"), says(/swim/));
const WALKING = anyOf(
  category("walking"),
  says(/health walks?|walking (group|club|for health)|guided walks|nordic walking|rambl/),
);
const ART = anyOf(
  category("arts-and-crafts"),
  says(/\bart\b|\barts\b|paint|drawing|watercolour|pottery|crafts?\b/),
);
const SINGING = anyOf(category("music-and-singing"), says(/choir|\bsing/));
const BABY_BANK = anyOf(
  category("baby-banks-and-clothing"),
  says(/baby bank|nappies|baby (clothes|equipment|essentials)|prams?\b|pushchair/),
);
const FURNITURE = anyOf(
  category("furniture-and-household-items"),
  says(/furniture|household (items|goods)|white goods/),
);
const SCAMS = anyOf(category("scams-and-fraud"), says(/scam|fraud/));
const HATE_CRIME = anyOf(category("hate-crime"), says(/hate (crime|incident)/));
const TRANSPORT = anyOf(
  category("community-transport"),
  says(/community transport|dial-a-ride|dial a ride|minibus|accessible transport/),
);
const BLUE_BADGE = anyOf(category("blue-badge-and-parking"), says(/blue badge|parking/));
const REPAIR = anyOf(
  says(/repair (café|cafe|shop|workshop)|fixing|\bmend(ing)?\b|fix (it|things|your)/),
  allOf(category("repair-and-reuse"), says(/repair|\bfix/)),
);
const COMPUTERS = anyOf(
  category("digital-skills"),
  says(/computer|digital|getting online|get online|laptop|tablet|smartphone|internet/),
);
const HOMEWORK = anyOf(category("homework-and-tutoring"), says(/homework|tutor|study/));
const HOLIDAY_CLUB = anyOf(
  category("holiday-activities"),
  says(
    /holiday (club|activit|scheme|camp|programme)|half[- ]term|summer (club|scheme|programme)|\bHAF\b/,
  ),
);
const PARENTING = anyOf(
  category("parenting-support"),
  says(/parenting|for parents|parents'|parent (support|course|group|carers?)/),
);
const YOUNG_CARERS = anyOf(category("young-carers"), says(/young carer/));
const LEARNING_DISABILITY = anyOf(
  category("learning-disability-support"),
  eligible("learning-disability"),
  says(/learning disabilit|learning difficult/),
);
const VETERANS = anyOf(category("veterans"), says(/veteran|armed forces|ex-service|military/));
const REFUGEES = anyOf(
  category("refugees-and-migrants"),
  says(/refugee|asylum|migrant|sanctuary|resettle/),
);
const SEXUAL_HEALTH = anyOf(
  category("sexual-health"),
  says(/sexual health|contracepti|\bSTIs?\b|\bHIV\b/),
);
const IMMIGRATION = anyOf(
  category("immigration-advice"),
  says(/immigration|visa|settled status|asylum/),
);
const OLDER_PEOPLE = anyOf(
  categoryTree("older-people"),
  onlyFor(["age-65-79", "age-80-plus"], ["age-40-64"]),
  says(
    /older (people|residents|adults|person)|over[- ]?(50|55|60|65)s?\b|pensioner|later life|retire|elderly/,
  ),
);
const DISABILITY = anyOf(
  category(
    "disability-support",
    "learning-disability-support",
    "autism-support",
    "sight-and-hearing-loss",
    "equipment-and-adaptations",
  ),
  eligible("physical-disability", "learning-disability", "autism", "sight-impairment"),
  says(/disab/),
);
const COST_OF_LIVING = anyOf(
  category("cost-of-living-help"),
  says(/cost of living|cost-of-living|household support|struggling with (money|bills)/),
);
const VICTIMS = anyOf(category("victim-support"), says(/victim|\bcrime\b/));
const GARDENING = anyOf(
  category("gardening-and-nature"),
  says(/garden|allotment|grow(ing)? (your own|food|vegetables|fruit)|conservation/),
);
const FOOTBALL = anyOf(category("football"), says(/football|soccer/));
const DANCE = anyOf(category("dance"), says(/danc|zumba|ballet/));
const LIBRARY = anyOf(category("libraries"), says(/librar/));
const LGBT = anyOf(
  category("lgbtq-plus-communities"),
  says(/LGBT|\bgay\b|lesbian|bisexual|\btrans\b|transgender|queer|\bpride\b/),
);
const SEND = anyOf(
  category("special-educational-needs-send"),
  says(/special educational needs|additional needs/),
  saysExactly(/\bSENDi?\b|\bSEN\b|\bEHCP?s?\b/),
);
const ADHD = anyOf(eligible("adhd"), says(/\bADHD\b|attention deficit|neurodiver/));
const YOUNG_PEOPLE = anyOf(
  categoryTree("youth-services"),
  category("young-carers"),
  onlyFor(["age-12-15", "age-16-18", "age-19-25"], ["age-5-11", "age-26-39"]),
  says(
    /young (people|person|adults?)|teenage|\bteens?\b|youth|students?|\baged (1[1-9]|2[0-5]) (to|-|and under)|\b1[1-9] ?(-|to) ?(1[8-9]|2[0-5])\b/,
  ),
);
const CHILDREN = anyOf(
  categoryTree("children-and-families"),
  onlyFor(["age-0-4", "age-5-11", "age-12-15"], ["age-16-18"]),
  says(/child|kids|famil|junior|under[- ]?(1[0-8]|[5-9])s|toddler|bab(y|ies)|\baged? [4-9]\b/),
);
const DISABILITY_BENEFITS = anyOf(
  category("benefits-advice"),
  says(
    /\bPIP\b|personal independence payment|\bDLA\b|disability living allowance|attendance allowance|disability benefits?/,
  ),
);
const CHILDCARE = anyOf(
  category("childcare"),
  says(/childcare|child care|childminder|nursery|pre-school|preschool|after[- ]school club/),
);
const AFTER_SCHOOL = says(
  /after[- ]?school (club|activit|session|care|childcare|provision|programme)|afterschool/,
);
const READING_GROUP = anyOf(says(/book club|bookclub|reading group|readers/));
const WELLBEING = anyOf(
  category("wellbeing-activities", "mental-health"),
  says(/well-?being|well being/),
);
const SOCIAL = anyOf(
  category("social-groups"),
  says(
    /coffee morning|coffee and (a )?chat|friendship (café|cafe|group)|social (group|club)|tea and (a )?chat/,
  ),
);
const YOGA = anyOf(category("yoga-and-pilates"), says(/yoga|pilates/));

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
