// Organisations in the London Borough of Bexley (fictional, except public bodies' generic names).
import type { AuthoredOrganisation } from "./types.ts";

export const BEXLEY_ORGANISATIONS: AuthoredOrganisation[] = [
  {
    name: "London Borough of Bexley",
    kind: "council",
    summary:
      "The council for Bexleyheath, Sidcup, Welling, Erith, Belvedere, Crayford, Bexley Village and the Bexley side of Thamesmead.",
    activities: ["Adult social care", "Housing options", "Family hubs", "Household Support Fund"],
    taxonomies: ["housing-advice", "carer-support", "cost-of-living-help", "early-years"],
    socials: ["facebook", "twitter", "instagram", "youtube"],
  },
  {
    name: "Bexley Libraries",
    kind: "council",
    summary:
      "Libraries across Bexley with free computers, Wi-Fi, children's activities, job clubs and community events.",
    activities: ["Free computers and Wi-Fi", "Rhyme times", "Job clubs", "Home library service"],
    taxonomies: ["libraries", "digital-skills", "warm-spaces", "early-years"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Bexley Advice Network",
    kind: "charity",
    summary:
      "Free, impartial advice on benefits, debt, employment and consumer problems for anyone who lives or works in Bexley.",
    activities: ["Benefit checks", "Debt advice", "Energy and water bills", "Employment rights"],
    taxonomies: ["benefits-advice", "debt-advice", "energy-and-bills", "cost-of-living-help"],
    socials: ["facebook", "twitter"],
  },
  {
    name: "Bexley Carers Support",
    kind: "charity",
    summary:
      "Information, advice, breaks and friendship for adult carers in Bexley, whoever you care for.",
    activities: [
      "Carers' advice line",
      "Carer breaks",
      "Wellbeing sessions",
      "Carers' emergency card",
    ],
    taxonomies: ["carer-support", "benefits-advice"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Thamesmead Community Food Bank",
    kind: "charity",
    summary:
      "Emergency food for people in crisis in Thamesmead, Abbey Wood and Belvedere, with advisers on hand to help with the causes.",
    activities: ["Emergency food parcels", "Fuel top-up vouchers", "On-site advice"],
    taxonomies: ["food-banks", "cost-of-living-help"],
    socials: ["facebook"],
  },
  {
    name: "Erith Community Pantry",
    kind: "community",
    summary:
      "A low-cost food club in Erith town centre. Members pay a few pounds a week and choose their own groceries, including fresh produce.",
    activities: ["Weekly member shop", "Recipe cards and tasting", "Free fruit for children"],
    taxonomies: ["food-banks", "healthy-eating"],
    without: ["url"],
  },
  {
    name: "Sidcup Baby Bank",
    kind: "charity",
    summary:
      "Good-quality baby equipment, clothes and essentials given free to families who need them, through referral from a professional.",
    activities: ["Cots, prams and car seats", "Clothing bundles", "Emergency nappies and formula"],
    taxonomies: ["baby-banks-and-clothing", "early-years"],
    socials: ["instagram"],
  },
  {
    name: "Bexley Wellbeing Collective",
    kind: "charity",
    summary:
      "Counselling, peer support and creative wellbeing courses for adults in Bexley experiencing stress, anxiety or low mood.",
    activities: ["Counselling", "Peer support", "Wellbeing courses", "Crisis café"],
    taxonomies: [
      "mental-health",
      "counselling-and-talking-therapies",
      "peer-support",
      "crisis-support",
    ],
    socials: ["facebook", "instagram", "twitter"],
  },
  {
    name: "Crayford Bereavement Café",
    kind: "community",
    summary:
      "A relaxed monthly café where people who have been bereaved can talk, listen, or just have a cup of tea with others who understand.",
    activities: ["Monthly café", "Signposting to counselling", "Remembrance events"],
    taxonomies: ["bereavement-support", "peer-support"],
    without: ["url", "logo"],
  },
  {
    name: "Bexley Youth Hub",
    kind: "charity",
    summary:
      "Youth clubs, mentoring, counselling and careers support for 11 to 25 year olds, with a drop-in centre in Bexleyheath.",
    activities: ["Youth clubs", "Mentoring", "Youth counselling", "Careers advice"],
    taxonomies: [
      "youth-clubs",
      "youth-mentoring",
      "counselling-and-talking-therapies",
      "employment-support",
    ],
    socials: ["instagram", "tiktok", "snapchat"],
  },
  {
    name: "Belvedere Youth Project",
    kind: "community",
    summary:
      "A small youth project giving young people in Belvedere and Lower Belvedere somewhere safe and fun to go.",
    activities: ["Evening youth club", "Holiday trips", "Music studio"],
    taxonomies: ["youth-clubs", "holiday-activities", "music-and-singing"],
    socials: ["instagram"],
  },
  {
    name: "Friends of Danson Park",
    kind: "community",
    summary:
      "Volunteers who help look after Danson Park, its lake and gardens, and run events for the community.",
    activities: ["Gardening volunteering", "Guided walks", "Family nature days"],
    taxonomies: ["gardening-and-nature", "volunteering", "walking"],
    without: ["phone"],
  },
  {
    name: "Erith Repair Café",
    kind: "community",
    summary:
      "Volunteer fixers help you mend broken household items, clothes and bikes, for free, once a month.",
    activities: ["Monthly repair café", "Bike fixing", "Sewing repairs"],
    taxonomies: ["repair-and-reuse", "climate-action"],
    socials: ["facebook"],
    without: ["phone"],
  },
  {
    name: "Lesnes Abbey Volunteers",
    kind: "community",
    summary:
      "Conservation and heritage volunteers at Lesnes Abbey Woods, home to the ruins of a 12th-century abbey and ancient woodland.",
    activities: ["Conservation work parties", "Heritage tours", "Wildlife surveys"],
    taxonomies: ["gardening-and-nature", "heritage-and-museums", "volunteering"],
  },
  {
    name: "Hall Place Heritage Friends",
    kind: "charity",
    summary:
      "Supporting Hall Place, the Tudor house and gardens in Bexley, with talks, tours and family activities.",
    activities: ["Heritage talks", "Garden tours", "Family trails"],
    taxonomies: ["heritage-and-museums", "gardening-and-nature"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Bexley Health Walks",
    kind: "community",
    summary:
      "Free, short, led walks in parks across Bexley for people who want to get a bit more active.",
    activities: ["Weekly led walks", "Buggy walks", "Walk leader training"],
    taxonomies: ["walking", "wellbeing-activities"],
    without: ["url", "logo"],
  },
  {
    name: "Welling Road Runners",
    kind: "club",
    summary:
      "A welcoming running club for all paces, with beginner groups and regular social runs.",
    activities: ["Beginners' course", "Club runs", "Parkrun meet-ups"],
    taxonomies: ["running", "sport-and-fitness"],
    socials: ["instagram", "facebook"],
  },
  {
    name: "Sidcup Sharks Football Club",
    kind: "club",
    summary:
      "Community football for boys and girls, walking football for the over-50s and an inclusive squad for disabled players.",
    activities: ["Junior teams", "Walking football", "Inclusive football"],
    taxonomies: ["football", "youth-clubs", "disability-support"],
    socials: ["facebook", "instagram", "youtube"],
  },
  {
    name: "Bexley Dial-a-Ride",
    kind: "charity",
    summary:
      "Door-to-door accessible transport for Bexley residents who cannot easily use public transport.",
    activities: [
      "Dial-a-ride journeys",
      "Shopping trips",
      "Hospital transport by volunteer drivers",
    ],
    taxonomies: ["community-transport", "staying-independent"],
  },
  {
    name: "Bexley Housing Advice Service",
    kind: "charity",
    summary:
      "Independent housing advice for private and social tenants, leaseholders and people at risk of losing their home.",
    activities: ["Tenancy advice", "Eviction and possession help", "Disrepair advice"],
    taxonomies: ["housing-advice", "homelessness-support", "legal-advice"],
    socials: ["twitter"],
  },
  {
    name: "Open Door Bexley",
    kind: "charity",
    summary:
      "A day centre and winter night shelter for people who are homeless or vulnerably housed in Bexley.",
    activities: ["Hot breakfasts and showers", "Winter night shelter", "Housing support workers"],
    taxonomies: ["homelessness-support", "community-meals"],
    socials: ["facebook"],
  },
  {
    name: "Bexley Domestic Abuse Partnership",
    kind: "charity",
    summary:
      "Specialist advice, advocacy and recovery programmes for adults and children affected by domestic abuse.",
    activities: ["Independent advocates", "Recovery programmes", "Children's support"],
    taxonomies: ["domestic-abuse", "victim-support"],
    without: ["logo"],
  },
  {
    name: "Bexley Community Law Clinic",
    kind: "charity",
    summary:
      "Free legal advice sessions with volunteer solicitors on housing, employment, family and consumer law.",
    activities: ["Evening advice clinics", "Help with court forms", "Referrals to legal aid"],
    taxonomies: ["legal-advice", "housing-advice"],
  },
  {
    name: "Bexley Refugee Welcome",
    kind: "charity",
    summary:
      "Friendship, advice and English practice for refugees and people seeking asylum in Bexley.",
    activities: ["Immigration advice", "Conversation café", "Welcome packs"],
    taxonomies: ["refugees-and-migrants", "immigration-advice", "english-classes-esol"],
    socials: ["instagram", "twitter"],
  },
  {
    name: "Bexley Adult Learning",
    kind: "education",
    summary:
      "The council's adult education service at Crayford Manor House and community venues, with courses for work, wellbeing and fun.",
    activities: ["ESOL", "Maths and English", "Creative courses", "Digital skills"],
    taxonomies: ["adult-learning", "english-classes-esol", "digital-skills"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Bexley Digital Buddies",
    kind: "community",
    summary:
      "Patient volunteers who help you get to grips with smartphones, tablets and the internet.",
    activities: ["Drop-in help", "Tablet loans", "Online safety"],
    taxonomies: ["digital-skills", "scams-and-fraud"],
    without: ["phone"],
  },
  {
    name: "Bexley Jobs Hub",
    kind: "council",
    summary:
      "Free employment support to help Bexley residents find work, training or an apprenticeship.",
    activities: ["Employment coaching", "Jobs fairs", "Apprenticeship advice"],
    taxonomies: ["employment-support", "adult-learning"],
    socials: ["twitter", "facebook"],
  },
  {
    name: "Volunteer Bexley",
    kind: "charity",
    summary:
      "Helping people find volunteering roles that suit them, and helping local groups find volunteers.",
    activities: ["Volunteer matching", "Supported volunteering", "Volunteer awards"],
    taxonomies: ["volunteering"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Bexley Memory Café Network",
    kind: "charity",
    summary:
      "Memory cafés and support for people living with dementia and their families across Bexley.",
    activities: ["Memory cafés", "Carers' groups", "Dementia awareness sessions"],
    taxonomies: ["dementia-support", "carer-support", "older-people"],
  },
  {
    name: "Bexley Lunch Club Partnership",
    kind: "community",
    summary:
      "Volunteer-run lunch clubs where older residents enjoy a hot meal, entertainment and company.",
    activities: ["Weekly lunch clubs", "Transport for members", "Seasonal parties"],
    taxonomies: ["lunch-clubs", "community-meals", "older-people"],
    without: ["url", "email"],
  },
  {
    name: "Friendly Voices Befriending",
    kind: "charity",
    summary:
      "Weekly phone calls and visits from volunteer befrienders for older people who feel lonely or isolated.",
    activities: ["Telephone befriending", "Home visits", "Group outings"],
    taxonomies: ["befriending", "older-people"],
    socials: ["facebook"],
  },
  {
    name: "Bexley Sight and Sound",
    kind: "charity",
    summary: "Advice, equipment and social activities for people with sight or hearing loss.",
    activities: ["Equipment demonstrations", "Hearing aid clinics", "Social clubs"],
    taxonomies: ["sight-and-hearing-loss", "equipment-and-adaptations"],
  },
  {
    name: "Bexley Independent Living Centre",
    kind: "charity",
    summary:
      "Disabled-people-led advice, advocacy and peer support for independent living in Bexley.",
    activities: ["Direct payments advice", "Advocacy", "Peer support"],
    taxonomies: ["disability-support", "benefits-advice", "peer-support"],
    socials: ["twitter"],
  },
  {
    name: "Bexley Autism Parents Group",
    kind: "community",
    summary:
      "Parents of autistic children supporting each other with information, coffee mornings and sensory-friendly events.",
    activities: ["Coffee mornings", "Sensory-friendly sessions", "Workshops"],
    taxonomies: ["autism-support", "special-educational-needs-send", "parenting-support"],
    socials: ["facebook"],
  },
  {
    name: "Bexley SEND Parent Carer Forum",
    kind: "community",
    summary:
      "An independent parent carer forum that brings families' views to the council and health services.",
    activities: ["Information events", "Surveys", "Parent representation"],
    taxonomies: ["special-educational-needs-send", "parenting-support"],
    without: ["phone"],
  },
  {
    name: "Bexley Family Hubs",
    kind: "council",
    summary:
      "Family hubs offering stay-and-play, health visiting, parenting support and infant feeding help for families with children aged 0 to 19.",
    activities: ["Stay-and-play", "Health visitor clinics", "Parenting courses", "Infant feeding"],
    taxonomies: ["early-years", "parenting-support", "childcare"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Rainbow Tots Nursery",
    kind: "education",
    summary:
      "A community nursery in Sidcup offering funded early education places for children aged 2 to 5.",
    activities: ["Funded places", "Forest school", "SEND support"],
    taxonomies: ["childcare", "early-years"],
    without: ["logo"],
  },
  {
    name: "Abbey Wood Family Project",
    kind: "community",
    summary:
      "A family centre offering toddler groups, a clothes swap and a listening ear for families in Abbey Wood and Thamesmead.",
    activities: ["Toddler groups", "Clothes swap", "Family support worker"],
    taxonomies: ["early-years", "parenting-support", "baby-banks-and-clothing"],
  },
  {
    name: "Bexley Young Carers",
    kind: "charity",
    summary: "Clubs, trips and one-to-one support for young carers aged 8 to 18.",
    activities: ["Young carers' clubs", "School support", "Trips"],
    taxonomies: ["young-carers", "youth-clubs"],
    socials: ["instagram"],
  },
  {
    name: "Bexley Sexual Health Service",
    kind: "nhs",
    summary:
      "Free, confidential NHS sexual health clinics and online testing for Bexley residents.",
    activities: ["Testing and treatment", "Contraception", "PrEP"],
    taxonomies: ["sexual-health", "gp-and-health-services"],
  },
  {
    name: "Bexley Stop Smoking Service",
    kind: "council",
    summary: "Free support to help you quit smoking, including stop-smoking medicines and vapes.",
    activities: ["One-to-one support", "Free nicotine replacement", "Vape starter kits"],
    taxonomies: ["stop-smoking", "gp-and-health-services"],
  },
  {
    name: "Bexley Recovery Community",
    kind: "nhs",
    summary:
      "Support for adults who want to change their drinking or drug use, and for their families and friends.",
    activities: ["Assessment", "Recovery groups", "Family support"],
    taxonomies: ["drug-and-alcohol-support", "peer-support"],
  },
  {
    name: "Bexley Primary Care Network",
    kind: "nhs",
    summary:
      "Bexley GP practices working together to offer extra appointments, social prescribing and health coaching.",
    activities: ["Extended access appointments", "Social prescribing", "Health coaching"],
    taxonomies: ["gp-and-health-services", "wellbeing-activities"],
  },
  {
    name: "Bexley Breathe Easy",
    kind: "community",
    summary:
      "A support group for people living with lung conditions such as COPD and asthma, and their carers.",
    activities: ["Monthly meetings", "Singing for lung health", "Gentle exercise"],
    taxonomies: ["long-term-health-conditions", "peer-support", "music-and-singing"],
    without: ["url", "logo"],
  },
  {
    name: "Bexley Diabetes Peer Support",
    kind: "community",
    summary: "Peer support and information for people living with diabetes in Bexley.",
    activities: ["Peer meetings", "Cook-along sessions", "Walking group"],
    taxonomies: ["long-term-health-conditions", "healthy-eating"],
    without: ["phone"],
  },
  {
    name: "Erith Community Choir",
    kind: "club",
    summary: "A friendly, non-auditioned choir that sings everything from Motown to musicals.",
    activities: ["Weekly rehearsals", "Concerts", "Community singing events"],
    taxonomies: ["music-and-singing", "wellbeing-activities"],
    socials: ["facebook", "youtube"],
  },
  {
    name: "Exchange Arts Erith",
    kind: "social-enterprise",
    summary:
      "A community arts venue in a former bank on Erith's high street, with studios, a café and a programme of classes and events.",
    activities: ["Art classes", "Live music", "Studio space"],
    taxonomies: ["arts-and-crafts", "music-and-singing"],
    socials: ["instagram", "facebook"],
  },
  {
    name: "Bexley Pride Network",
    kind: "community",
    summary: "Social and support groups for LGBTQ+ people of all ages in Bexley.",
    activities: ["Monthly social", "Youth group", "Pride events"],
    taxonomies: ["lgbtq-plus-communities", "social-groups", "peer-support"],
    socials: ["instagram", "tiktok"],
  },
  {
    name: "Bexley Veterans Hub",
    kind: "community",
    summary:
      "A drop-in for veterans, serving personnel and their families, with advice and a friendly brew.",
    activities: ["Weekly drop-in", "Advice and signposting", "Social events"],
    taxonomies: ["veterans", "social-groups", "peer-support"],
    without: ["url"],
  },
  {
    name: "Bexley Faith Forum",
    kind: "faith",
    summary:
      "Bringing faith communities together to serve Bexley, from food projects to interfaith events.",
    activities: ["Interfaith events", "Shared food projects", "Community chaplaincy"],
    taxonomies: ["faith-communities", "social-groups"],
  },
  {
    name: "Bexley Nigerian Community Association",
    kind: "community",
    summary:
      "Advice, Yoruba classes, cultural events and elders' support for Nigerian and wider African communities in Bexley.",
    activities: ["Advice sessions", "Saturday school", "Cultural events"],
    taxonomies: ["social-groups", "benefits-advice"],
  },
  {
    name: "Bexley Punjabi Cultural Society",
    kind: "community",
    summary:
      "Celebrating Punjabi culture in Bexley with language classes, music, elders' lunches and community festivals.",
    activities: ["Punjabi classes", "Bhangra and dhol sessions", "Elders' lunch"],
    taxonomies: ["social-groups", "music-and-singing", "lunch-clubs"],
    without: ["phone"],
  },
  {
    name: "Ukrainian Community Bexley",
    kind: "community",
    summary:
      "Practical help, English practice and a community for Ukrainians who have made Bexley their home.",
    activities: ["Advice drop-in", "English practice", "Children's activities"],
    taxonomies: ["refugees-and-migrants", "english-classes-esol"],
    socials: ["facebook"],
  },
  {
    name: "Slade Green Residents' Association",
    kind: "community",
    summary:
      "Residents working together to improve Slade Green, with clean-ups, fun days and a community newsletter.",
    activities: ["Clean-up days", "Summer fun day", "Newsletter"],
    taxonomies: ["social-groups", "volunteering"],
    without: ["phone", "logo"],
  },
  {
    name: "Northumberland Heath Community Association",
    kind: "community",
    summary: "We run Northumberland Heath Community Centre and its programme of clubs and classes.",
    activities: ["Hall hire", "Fitness classes", "Coffee mornings"],
    taxonomies: ["community-centres", "social-groups"],
  },
  {
    name: "Belvedere Community Forum",
    kind: "community",
    summary:
      "Runs Belvedere Community Centre, with groups for toddlers, teenagers and older people.",
    activities: ["Community café", "Youth nights", "Over-60s club"],
    taxonomies: ["community-centres", "youth-clubs", "older-people"],
  },
  {
    name: "Bexley Warm Welcome",
    kind: "community",
    summary:
      "Free warm spaces across Bexley where anyone can drop in for a hot drink, Wi-Fi and a chat.",
    activities: ["Warm spaces", "Phone charging", "Energy advice drop-ins"],
    taxonomies: ["warm-spaces", "energy-and-bills", "cost-of-living-help"],
    without: ["phone"],
  },
  {
    name: "Bexley Furniture Reuse Project",
    kind: "social-enterprise",
    summary:
      "Affordable refurbished furniture and appliances, with free items for households referred by support workers.",
    activities: ["Furniture shop", "Free referrals", "Collections"],
    taxonomies: ["furniture-and-household-items", "repair-and-reuse"],
    socials: ["facebook"],
  },
  {
    name: "Bexley Victim Care",
    kind: "charity",
    summary:
      "Free, confidential support for people affected by crime, including hate crime and fraud.",
    activities: ["Emotional support", "Hate crime reporting", "Court support"],
    taxonomies: ["victim-support", "hate-crime", "scams-and-fraud"],
  },
  {
    name: "Thamesmead Homework Club",
    kind: "community",
    summary:
      "Free after-school homework help and tutoring for children aged 7 to 16 in Thamesmead.",
    activities: ["Homework help", "Maths tutoring", "Reading buddies"],
    taxonomies: ["homework-and-tutoring", "youth-services"],
  },
  {
    name: "Crook Log Swimming Club",
    kind: "club",
    summary: "Swimming lessons, squads and adult sessions at Crook Log Leisure Centre.",
    activities: ["Lessons", "Squads", "Adult improvers"],
    taxonomies: ["swimming", "sport-and-fitness"],
    socials: ["facebook"],
  },
  {
    name: "Sidcup Inclusive Dance",
    kind: "social-enterprise",
    summary:
      "Dance classes where everyone is welcome, including wheelchair users and people with learning disabilities.",
    activities: ["Inclusive classes", "Seated dance", "Performances"],
    taxonomies: ["dance", "disability-support", "learning-disability-support"],
    socials: ["instagram", "youtube"],
  },
  {
    name: "Bexley Energy Advice",
    kind: "charity",
    summary:
      "Free advice to cut energy bills, tackle damp and get grants for insulation and heating.",
    activities: ["Home energy visits", "Bill checks", "Grant applications"],
    taxonomies: ["energy-and-bills", "home-repairs-and-adaptations"],
  },
  {
    name: "Bexley Handyperson Service",
    kind: "council",
    summary: "Small repairs, adaptations and falls prevention for older and disabled residents.",
    activities: ["Small repairs", "Grab rails", "Key safes"],
    taxonomies: [
      "home-repairs-and-adaptations",
      "equipment-and-adaptations",
      "staying-independent",
    ],
  },
  {
    name: "Bexley Bike Kitchen",
    kind: "community",
    summary:
      "A community bike workshop where you can learn to fix your bike, plus led rides and cycle training.",
    activities: ["Bike maintenance", "Led rides", "Recycled bikes"],
    taxonomies: ["cycling", "repair-and-reuse"],
    socials: ["instagram"],
    without: ["phone"],
  },
  {
    name: "Thamesmead Growing Together",
    kind: "social-enterprise",
    summary:
      "Community gardens and cookery sessions helping Thamesmead families grow, cook and eat well together.",
    activities: ["Community garden", "Cook-and-eat sessions", "Seed swaps"],
    taxonomies: ["healthy-eating", "gardening-and-nature"],
    socials: ["instagram", "facebook"],
  },
  {
    name: "Welling Community Kitchen",
    kind: "faith",
    summary:
      "A free hot meal every week for anyone who would like one, served with a warm welcome by volunteers from local churches.",
    activities: ["Weekly free meal", "Take-home food", "Games and chat"],
    taxonomies: ["community-meals", "social-groups"],
    without: ["url", "logo"],
  },
  {
    name: "Bexley Stroke Group",
    kind: "charity",
    summary:
      "Stroke survivors and their families running a weekly club with exercise, communication practice and a hot lunch.",
    activities: ["Friday stroke club", "Physiotherapist visits", "Support for carers"],
    taxonomies: ["long-term-health-conditions", "peer-support"],
    socials: ["facebook"],
  },
  {
    name: "Bexley Neuro Support",
    kind: "charity",
    summary:
      "Exercise, information and friendship for people with Parkinson's, MS and other neurological conditions in Bexley.",
    activities: ["Parkinson's exercise class", "Monthly nurse sessions", "Social events"],
    taxonomies: ["long-term-health-conditions", "sport-and-fitness", "peer-support"],
  },
  {
    name: "Blackfen Friendship Group",
    kind: "community",
    summary:
      "A long-running group of Blackfen and Sidcup neighbours who meet for talks, quizzes, coffee and outings.",
    activities: ["Tuesday afternoon meetings", "Wednesday coffee morning in Sidcup", "Outings"],
    taxonomies: ["social-groups", "older-people", "befriending"],
    without: ["url", "logo"],
  },
  {
    name: "Barnehurst Bowls Club",
    kind: "club",
    summary:
      "A friendly lawn and short mat bowls club with free coaching for anyone who'd like to try the game.",
    activities: ["Summer lawn bowls", "Winter short mat bowls", "Free coaching"],
    taxonomies: ["sport-and-fitness", "social-groups"],
  },
  {
    name: "Thamesmead Men's Shed",
    kind: "community",
    summary:
      "A workshop by Southmere Lake where men make, mend and talk, and take on projects for the neighbourhood.",
    activities: ["Woodwork", "Bike repairs", "Community projects"],
    taxonomies: ["social-groups", "repair-and-reuse", "wellbeing-activities"],
    without: ["url"],
  },
  {
    name: "Bexley Walking Sports",
    kind: "club",
    summary:
      "Walking football and walking netball for over-50s who want to play again without the running.",
    activities: ["Walking football", "Walking netball", "Social events"],
    taxonomies: ["sport-and-fitness", "football"],
    socials: ["facebook"],
  },
];
