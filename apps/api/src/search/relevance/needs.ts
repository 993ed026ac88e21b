// The needs residents search for, as concepts: shared by the judged searches the search is tuned
// on and the held-out ones it is not (held-out.ts), so both judge a need the same way.
import type { Concept } from "./concepts.ts";
import {
  allOf,
  anyOf,
  category,
  categoryTree,
  eligible,
  named,
  not,
  ofType,
  says,
  saysExactly,
} from "./concepts.ts";

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

export const FOOD = anyOf(
  category("food-banks"),
  says(/food ?banks?|food parcels?|emergency food|pantry|larder|community fridge/),
);
export const DEBT = anyOf(category("debt-advice"), says(/\bdebts?\b|arrears|bailiff/));
export const CARERS = anyOf(
  category("carer-support", "young-carers"),
  says(
    /\bcarers?\b|\bcaring for\b|looking after (a|someone|your)|(people|those) who (care for|look after)/,
  ),
);
export const DOMESTIC_ABUSE = anyOf(
  category("domestic-abuse"),
  says(/domestic (abuse|violence)|abusive relationship|coercive control/),
);
export const DEMENTIA = anyOf(
  category("dementia-support"),
  eligible("dementia"),
  says(/dementia|alzheimer|memory (loss|café|cafe|problems)/),
);
export const HOMELESS = anyOf(
  category("homelessness-support"),
  says(/homeless|rough sleep|night shelter|nowhere to (live|stay|sleep)/),
);
export const BEREAVEMENT = anyOf(
  category("bereavement-support"),
  says(/bereave|grief|griev|someone (close to you )?(has )?died|after a death/),
);
export const LONELINESS = anyOf(
  category("befriending"),
  says(/lonel|isolat|befriend|companionship|friendly (call|phone|visit)/),
);
export const TODDLERS = anyOf(
  says(
    /toddler|stay and play|stay-and-play|rhyme ?time|play ?group|under[- ]?(5s|fives)|baby and me/,
  ),
  allOf(category("early-years"), ofType("group", "activity")),
);
export const ENGLISH = anyOf(
  category("english-classes-esol"),
  says(
    /\besol\b|english (classes|lessons|courses?|conversation|language)|learn(ing)? english|practi[cs]e (your |everyday )?english/,
  ),
);
export const JOBS = anyOf(
  category("employment-support"),
  says(
    /\bjobs?\b|employment|\bcvs?\b|interviews?|into work|back to work|careers? (advice|guidance)/,
  ),
);
export const BENEFITS = anyOf(
  category("benefits-advice"),
  says(/benefits?\b|universal credit|\bPIP\b|pension credit|allowance/),
);
export const DOCTOR = anyOf(
  category("gp-and-health-services"),
  says(/\bGPs?\b|doctor|\bnurses?\b|medical|health check/),
);
export const MENTAL_HEALTH = anyOf(
  category("mental-health", "crisis-support", "counselling-and-talking-therapies"),
  says(
    /mental (health|ill)|anxiety|depress|low mood|emotional (support|wellbeing)|talking therap|counsell/,
  ),
);
export const HOUSING = anyOf(
  category("housing-advice", "homelessness-support"),
  says(/housing|\btenan(t|ts|cy|cies)\b|landlord|evict|accommodation|homeless|rent arrears/),
);
export const COUNSELLING = anyOf(
  category("counselling-and-talking-therapies"),
  says(/counsell|talking therap|therapist|psychotherap/),
);
export const YOUTH_CLUB = anyOf(
  category("youth-clubs"),
  says(/youth (club|centre|night|group|project)|junior club|drop-in for young people/),
);
export const AUTISM = anyOf(
  category("autism-support"),
  eligible("autism"),
  says(/autis|\bASD\b|\bASC\b|neurodiver/),
);
export const HEARING = anyOf(
  eligible("hearing-impairment"),
  says(/hearing|\bdeaf|hard of hearing|\bBSL\b|sign language|lip ?reading/),
);
export const SIGHT = anyOf(
  eligible("sight-impairment"),
  says(/\bblind|sight loss|partially sighted|visual(ly)? impair|low vision|sight and hearing/),
);
export const SMOKING = anyOf(category("stop-smoking"), says(/smok|vap(e|ing)/));
export const ALCOHOL = anyOf(
  category("drug-and-alcohol-support"),
  says(/alcohol(?![- ]free)|problem drinking|\bdrugs?\b|substance|addiction/),
);
export const WARM_SPACE = anyOf(
  category("warm-spaces"),
  says(/warm (space|hub|welcome|room|place)/),
);
export const ENERGY = anyOf(
  category("energy-and-bills"),
  says(
    /energy|\bgas\b|electricity|heating (bills?|costs?)|fuel (bills?|poverty|costs?)|prepayment meter/,
  ),
);
export const LEGAL = anyOf(
  category("legal-advice", "immigration-advice"),
  says(/legal|solicitor|lawyer|law (centre|clinic)|tribunal/),
);
export const VOLUNTEERING = anyOf(
  category("volunteering"),
  named(/volunteer/),
  says(/volunteering|volunteer (opportunit|roles?|with us)|become a volunteer|get involved/),
);
export const LUNCH = anyOf(
  category("lunch-clubs", "community-meals"),
  says(
    /lunch club|community (lunch|meal|kitchen)|hot (meals?|lunch)|lunch (and|with)|meals on wheels/,
  ),
);
export const EXERCISE = anyOf(
  categoryTree("sport-and-fitness"),
  says(/exercise|fitness|keep fit|yoga|pilates|zumba|circuits|strength and balance|tai chi/),
);
export const SWIMMING = anyOf(category("swimming"), says(/swim/));
export const WALKING = anyOf(
  category("walking"),
  says(/health walks?|walking (group|club|for health)|guided walks|nordic walking|rambl/),
);
export const ART = anyOf(
  category("arts-and-crafts"),
  says(/\bart\b|\barts\b|paint|drawing|watercolour|pottery|crafts?\b/),
);
export const SINGING = anyOf(category("music-and-singing"), says(/choir|\bsing/));
export const BABY_BANK = anyOf(
  category("baby-banks-and-clothing"),
  says(/baby bank|nappies|baby (clothes|equipment|essentials)|prams?\b|pushchair/),
);
export const FURNITURE = anyOf(
  category("furniture-and-household-items"),
  says(/furniture|household (items|goods)|white goods/),
);
export const SCAMS = anyOf(category("scams-and-fraud"), says(/scam|fraud/));
export const HATE_CRIME = anyOf(category("hate-crime"), says(/hate (crime|incident)/));
export const TRANSPORT = anyOf(
  category("community-transport"),
  says(/community transport|dial-a-ride|dial a ride|minibus|accessible transport/),
);
export const BLUE_BADGE = anyOf(category("blue-badge-and-parking"), says(/blue badge|parking/));
export const REPAIR = anyOf(
  says(/repair (café|cafe|shop|workshop)|fixing|\bmend(ing)?\b|fix (it|things|your)/),
  allOf(category("repair-and-reuse"), says(/repair|\bfix/)),
);
export const COMPUTERS = anyOf(
  category("digital-skills"),
  says(/computer|digital|getting online|get online|laptop|tablet|smartphone|internet/),
);
export const HOMEWORK = anyOf(category("homework-and-tutoring"), says(/homework|tutor|study/));
export const HOLIDAY_CLUB = anyOf(
  category("holiday-activities"),
  says(
    /holiday (club|activit|scheme|camp|programme)|half[- ]term|summer (club|scheme|programme)|\bHAF\b/,
  ),
);
export const PARENTING = anyOf(
  category("parenting-support"),
  says(/parenting|for parents|parents'|parent (support|course|group|carers?)/),
);
export const YOUNG_CARERS = anyOf(category("young-carers"), says(/young carer/));
export const LEARNING_DISABILITY = anyOf(
  category("learning-disability-support"),
  eligible("learning-disability"),
  says(/learning disabilit|learning difficult/),
);
export const VETERANS = anyOf(
  category("veterans"),
  says(/veteran|armed forces|ex-service|military/),
);
export const REFUGEES = anyOf(
  category("refugees-and-migrants"),
  says(/refugee|asylum|migrant|sanctuary|resettle/),
);
export const SEXUAL_HEALTH = anyOf(
  category("sexual-health"),
  says(/sexual health|contracepti|\bSTIs?\b|\bHIV\b/),
);
export const IMMIGRATION = anyOf(
  category("immigration-advice"),
  says(/immigration|visa|settled status|asylum/),
);
export const OLDER_PEOPLE = anyOf(
  categoryTree("older-people"),
  onlyFor(["age-65-79", "age-80-plus"], ["age-40-64"]),
  says(
    /older (people|residents|adults|person)|over[- ]?(50|55|60|65)s?\b|pensioner|later life|retire|elderly/,
  ),
);
export const DISABILITY = anyOf(
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
export const COST_OF_LIVING = anyOf(
  category("cost-of-living-help"),
  says(/cost of living|cost-of-living|household support|struggling with (money|bills)/),
);
export const VICTIMS = anyOf(category("victim-support"), says(/victim|\bcrime\b/));
export const GARDENING = anyOf(
  category("gardening-and-nature"),
  says(/garden|allotment|grow(ing)? (your own|food|vegetables|fruit)|conservation/),
);
export const FOOTBALL = anyOf(category("football"), says(/football|soccer/));
export const DANCE = anyOf(category("dance"), says(/danc|zumba|ballet/));
export const LIBRARY = anyOf(category("libraries"), says(/librar/));
export const LGBT = anyOf(
  category("lgbtq-plus-communities"),
  says(/LGBT|\bgay\b|lesbian|bisexual|\btrans\b|transgender|queer|\bpride\b/),
);
export const SEND = anyOf(
  category("special-educational-needs-send"),
  says(/special educational needs|additional needs/),
  saysExactly(/\bSENDi?\b|\bSEN\b|\bEHCP?s?\b/),
);
export const ADHD = anyOf(eligible("adhd"), says(/\bADHD\b|attention deficit|neurodiver/));
export const YOUNG_PEOPLE = anyOf(
  categoryTree("youth-services"),
  category("young-carers"),
  onlyFor(["age-12-15", "age-16-18", "age-19-25"], ["age-5-11", "age-26-39"]),
  says(
    /young (people|person|adults?)|teenage|\bteens?\b|youth|students?|\baged (1[1-9]|2[0-5]) (to|-|and under)|\b1[1-9] ?(-|to) ?(1[8-9]|2[0-5])\b/,
  ),
);
export const CHILDREN = anyOf(
  categoryTree("children-and-families"),
  onlyFor(["age-0-4", "age-5-11", "age-12-15"], ["age-16-18"]),
  says(/child|kids|famil|junior|under[- ]?(1[0-8]|[5-9])s|toddler|bab(y|ies)|\baged? [4-9]\b/),
);
export const DISABILITY_BENEFITS = anyOf(
  category("benefits-advice"),
  says(
    /\bPIP\b|personal independence payment|\bDLA\b|disability living allowance|attendance allowance|disability benefits?/,
  ),
);
export const CHILDCARE = anyOf(
  category("childcare"),
  says(/childcare|child care|childminder|nursery|pre-school|preschool|after[- ]school club/),
);
export const AFTER_SCHOOL = says(
  /after[- ]?school (club|activit|session|care|childcare|provision|programme)|afterschool/,
);
export const READING_GROUP = anyOf(says(/book club|bookclub|reading group|readers/));
export const WELLBEING = anyOf(
  category("wellbeing-activities", "mental-health"),
  says(/well-?being|well being/),
);
export const SOCIAL = anyOf(
  category("social-groups"),
  says(
    /coffee morning|coffee and (a )?chat|friendship (café|cafe|group)|social (group|club)|tea and (a )?chat/,
  ),
);
export const YOGA = anyOf(category("yoga-and-pilates"), says(/yoga|pilates/));
