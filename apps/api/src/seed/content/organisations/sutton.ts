// Organisations in the London Borough of Sutton (fictional, except public bodies' generic names).
import type { AuthoredOrganisation } from "./types.ts";

export const SUTTON_ORGANISATIONS: AuthoredOrganisation[] = [
  {
    name: "London Borough of Sutton",
    kind: "council",
    summary:
      "The council for Sutton, Carshalton, Wallington, Cheam, Worcester Park and Beddington. We run adult social care, children's services, housing options, libraries and many other local services.",
    activities: [
      "Adult social care and carers' assessments",
      "Housing options and homelessness prevention",
      "Family hubs and early help",
      "Household Support for residents on low incomes",
    ],
    taxonomies: ["housing-advice", "carer-support", "cost-of-living-help", "early-years"],
    socials: ["facebook", "twitter", "instagram", "youtube"],
  },
  {
    name: "Sutton Libraries",
    kind: "council",
    summary:
      "Six libraries across the borough offering books, free computers and Wi-Fi, children's activities, reading groups and a warm, welcoming place to spend time.",
    activities: [
      "Free computer and Wi-Fi access",
      "Baby rhyme times and story sessions",
      "Reading groups and author talks",
      "Help with printing and scanning",
    ],
    taxonomies: ["libraries", "digital-skills", "warm-spaces", "early-years"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Sutton Money Advice Centre",
    kind: "charity",
    summary:
      "Free, independent and confidential advice on benefits, debt, energy bills and money worries, from trained advisers who are on your side.",
    activities: [
      "Benefit checks and help with claims",
      "Debt advice and negotiating with creditors",
      "Help with energy bills and grants",
      "Tribunal and appeal support",
    ],
    taxonomies: ["benefits-advice", "debt-advice", "energy-and-bills", "cost-of-living-help"],
    socials: ["facebook", "twitter"],
  },
  {
    name: "Sutton Carers Network",
    kind: "charity",
    summary:
      "Support for the thousands of people in Sutton who look after a relative, partner or friend. We listen, we give practical advice and we make sure carers get a break.",
    activities: [
      "One-to-one carer support",
      "Carers' wellbeing activities and breaks",
      "Training for carers",
      "Advice on carer's allowance",
    ],
    taxonomies: ["carer-support", "young-carers", "benefits-advice"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Wandle Valley Food Bank",
    kind: "charity",
    summary:
      "A food bank serving Sutton from three distribution centres, providing emergency food parcels and signposting people to help with the causes of food poverty.",
    activities: [
      "Three-day emergency food parcels",
      "Toiletries and baby essentials",
      "Advice sessions during opening hours",
    ],
    taxonomies: ["food-banks", "cost-of-living-help"],
    socials: ["facebook"],
  },
  {
    name: "St Helier Community Pantry",
    kind: "community",
    summary:
      "A membership food club on the St Helier estate. For a small weekly fee, members choose groceries worth several times as much, including fresh fruit and vegetables.",
    activities: [
      "Weekly food shop for members",
      "Cookery demonstrations",
      "A friendly café corner",
    ],
    taxonomies: ["food-banks", "healthy-eating", "community-meals"],
    without: ["url"],
  },
  {
    name: "Carshalton Baby Bank",
    kind: "charity",
    summary:
      "We collect good-quality baby and children's items and pass them on, free, to families who need them, referred by health visitors, schools and support workers.",
    activities: [
      "Prams, cots and car seats",
      "Clothes bundles up to age 8",
      "Nappies, wipes and formula in emergencies",
    ],
    taxonomies: ["baby-banks-and-clothing", "early-years"],
    socials: ["instagram", "facebook"],
  },
  {
    name: "Sutton Mind Matters",
    kind: "charity",
    summary:
      "Local mental health charity offering counselling, peer support and wellbeing courses for adults in Sutton, so nobody has to face a mental health problem alone.",
    activities: [
      "Low-cost counselling",
      "Peer support groups",
      "Wellbeing courses",
      "Evening support line",
    ],
    taxonomies: [
      "mental-health",
      "counselling-and-talking-therapies",
      "peer-support",
      "crisis-support",
    ],
    socials: ["facebook", "twitter", "instagram"],
  },
  {
    name: "Cheam Bereavement Circle",
    kind: "community",
    summary:
      "A volunteer-led group offering a kind ear and practical support to anyone grieving the death of someone close to them.",
    activities: [
      "Monthly bereavement café",
      "One-to-one listening support",
      "Guidance on practical matters after a death",
    ],
    taxonomies: ["bereavement-support", "peer-support"],
    without: ["url", "logo"],
  },
  {
    name: "Sutton Youth Collective",
    kind: "charity",
    summary:
      "Youth workers running clubs, mentoring and counselling for young people aged 11 to 25 across Sutton, with a drop-in centre in the town centre.",
    activities: [
      "Evening youth clubs",
      "One-to-one mentoring",
      "Free youth counselling",
      "Help with CVs and college applications",
    ],
    taxonomies: ["youth-clubs", "youth-mentoring", "counselling-and-talking-therapies"],
    socials: ["instagram", "tiktok", "snapchat"],
  },
  {
    name: "Roundshaw Youth Project",
    kind: "community",
    summary:
      "A youth project based at the Phoenix Centre, offering young people on the Roundshaw estate a safe, fun place to go after school.",
    activities: ["After-school club", "Holiday activities", "Sports and cooking sessions"],
    taxonomies: ["youth-clubs", "holiday-activities"],
    socials: ["instagram"],
  },
  {
    name: "Friends of Beddington Park",
    kind: "community",
    summary:
      "Volunteers who care for Beddington Park and Carew Manor's historic grounds, running conservation days, guided walks and family nature events.",
    activities: ["Monthly conservation tasks", "Guided history walks", "Family nature trails"],
    taxonomies: ["gardening-and-nature", "heritage-and-museums", "volunteering"],
    without: ["phone"],
  },
  {
    name: "Hackbridge Repair Café",
    kind: "community",
    summary:
      "Bring us your broken lamps, toasters, bikes and clothes. Volunteer fixers help you repair them for free, keeping things out of landfill.",
    activities: ["Monthly repair café", "Bike repair sessions", "Sewing and mending"],
    taxonomies: ["repair-and-reuse", "climate-action", "volunteering"],
    socials: ["facebook"],
    without: ["phone"],
  },
  {
    name: "Sutton Ecology Trust",
    kind: "charity",
    summary:
      "Environmental education charity based at the Sutton Ecology Centre, helping people of all ages learn about and look after the natural world.",
    activities: [
      "School and family nature sessions",
      "Wildlife gardening workshops",
      "Conservation volunteering",
    ],
    taxonomies: ["gardening-and-nature", "climate-action", "volunteering"],
    socials: ["instagram", "facebook"],
  },
  {
    name: "Honeywood Heritage Volunteers",
    kind: "community",
    summary:
      "Volunteers who help run Honeywood Museum, the borough's local history museum beside Carshalton Ponds.",
    activities: ["Museum stewarding", "Local history talks", "Family craft days"],
    taxonomies: ["heritage-and-museums", "volunteering"],
    without: ["phone"],
  },
  {
    name: "Wallington Walking for Health",
    kind: "community",
    summary:
      "Free, friendly, led walks of between 30 and 90 minutes. Walking is one of the easiest ways to get more active, and it's a great way to meet people.",
    activities: [
      "Weekly short and long walks",
      "Buggy walks for parents",
      "Nordic walking taster sessions",
    ],
    taxonomies: ["walking", "wellbeing-activities"],
    without: ["url", "logo"],
  },
  {
    name: "Cheam Striders Running Club",
    kind: "club",
    summary:
      "A friendly running club for all abilities, from complete beginners to marathon runners, meeting at Cheam Leisure Centre.",
    activities: ["Couch to 5K courses", "Weekly club runs", "Track sessions"],
    taxonomies: ["running", "sport-and-fitness"],
    socials: ["instagram", "facebook"],
  },
  {
    name: "Sutton Spartans Football Club",
    kind: "club",
    summary:
      "Community football club with teams for boys and girls aged 5 to 18, plus walking football and a pan-disability squad.",
    activities: [
      "Junior teams and training",
      "Walking football for over-50s",
      "Pan-disability football",
    ],
    taxonomies: ["football", "youth-clubs", "disability-support"],
    socials: ["instagram", "facebook", "youtube"],
  },
  {
    name: "Sutton Community Transport Trust",
    kind: "charity",
    summary:
      "Accessible door-to-door transport for people who find buses and trains difficult, using wheelchair-accessible minibuses and volunteer drivers.",
    activities: [
      "Dial-a-ride journeys",
      "Group minibus hire",
      "Volunteer car scheme for hospital appointments",
    ],
    taxonomies: ["community-transport", "staying-independent"],
  },
  {
    name: "Sutton Housing Advice Partnership",
    kind: "charity",
    summary:
      "Independent housing advice for tenants, homeowners and people at risk of homelessness, including help with disrepair and possession proceedings.",
    activities: [
      "Tenancy rights advice",
      "Help with eviction notices",
      "Disrepair advice",
      "Court duty support",
    ],
    taxonomies: ["housing-advice", "homelessness-support", "legal-advice"],
    socials: ["twitter"],
  },
  {
    name: "Safe Haven Sutton",
    kind: "charity",
    summary:
      "A winter night shelter and year-round day centre for people sleeping rough or with nowhere safe to stay.",
    activities: [
      "Winter night shelter",
      "Day centre with hot meals and showers",
      "Help to find housing",
    ],
    taxonomies: ["homelessness-support", "community-meals"],
    socials: ["facebook"],
  },
  {
    name: "Sutton Safe Space",
    kind: "charity",
    summary:
      "Specialist support for anyone affected by domestic abuse, including advocacy, refuge referrals, support groups and a children's programme.",
    activities: [
      "Independent domestic violence advisers",
      "Recovery groups",
      "Support for children and young people",
    ],
    taxonomies: ["domestic-abuse", "victim-support"],
    without: ["logo"],
  },
  {
    name: "South London Community Law Clinic",
    kind: "charity",
    summary:
      "Free legal advice from qualified solicitors and supervised volunteers on housing, employment, family and consumer problems.",
    activities: [
      "Evening legal advice clinics",
      "Employment rights advice",
      "Help completing court forms",
    ],
    taxonomies: ["legal-advice", "housing-advice"],
  },
  {
    name: "Sutton Migrant Welcome",
    kind: "charity",
    summary:
      "We welcome refugees, asylum seekers and migrants to Sutton with advice, English conversation, friendship and help to build a new life.",
    activities: [
      "Immigration advice (OISC regulated)",
      "English conversation clubs",
      "Welcome and orientation sessions",
    ],
    taxonomies: ["refugees-and-migrants", "immigration-advice", "english-classes-esol"],
    socials: ["instagram", "twitter"],
  },
  {
    name: "Sutton College",
    kind: "education",
    summary:
      "The borough's adult education college, offering hundreds of part-time courses, English language classes and qualifications for adults.",
    activities: [
      "ESOL classes from pre-entry to level 2",
      "Maths and English qualifications",
      "Creative and leisure courses",
    ],
    taxonomies: ["adult-learning", "english-classes-esol", "digital-skills"],
    socials: ["facebook", "instagram", "youtube"],
  },
  {
    name: "Sutton Digital Champions",
    kind: "community",
    summary:
      "Volunteers who help people get online: setting up a phone, using email, booking GP appointments, or staying safe from scams.",
    activities: ["Drop-in digital help", "Device loans", "Online safety sessions"],
    taxonomies: ["digital-skills", "scams-and-fraud"],
    without: ["phone"],
  },
  {
    name: "Sutton Works",
    kind: "council",
    summary:
      "The council's free employment service, helping residents find work, training and apprenticeships.",
    activities: [
      "One-to-one employment coaching",
      "CV and interview help",
      "Jobs fairs",
      "Support for disabled jobseekers",
    ],
    taxonomies: ["employment-support", "adult-learning"],
    socials: ["twitter"],
  },
  {
    name: "Sutton Volunteer Network",
    kind: "charity",
    summary:
      "We match people who want to volunteer with local charities and community groups, and support organisations to involve volunteers well.",
    activities: [
      "Volunteer matching",
      "Volunteering for people with extra support needs",
      "Training for volunteer managers",
    ],
    taxonomies: ["volunteering", "employment-support"],
    socials: ["facebook", "twitter", "instagram"],
  },
  {
    name: "Sutton Dementia Alliance",
    kind: "charity",
    summary:
      "Support for people living with dementia and those who care for them, from diagnosis onwards.",
    activities: ["Memory cafés", "Dementia advisers", "Carers' support groups"],
    taxonomies: ["dementia-support", "carer-support", "older-people"],
  },
  {
    name: "Sutton Lunch Club Association",
    kind: "community",
    summary:
      "A network of volunteer-run lunch clubs where older residents can enjoy a hot two-course meal and good company.",
    activities: [
      "Weekly lunch clubs in five venues",
      "Transport for members who need it",
      "Birthday and seasonal celebrations",
    ],
    taxonomies: ["lunch-clubs", "community-meals", "older-people"],
    without: ["url", "email"],
  },
  {
    name: "Silver Threads Befriending",
    kind: "charity",
    summary:
      "Volunteer befrienders who phone or visit older people who feel lonely, every week, for as long as they'd like.",
    activities: ["Weekly home visits", "Telephone befriending", "Group outings"],
    taxonomies: ["befriending", "older-people"],
    socials: ["facebook"],
  },
  {
    name: "Sutton Sight and Hearing",
    kind: "charity",
    summary:
      "Practical and emotional support for people with sight loss, hearing loss or both, including equipment demonstrations and social groups.",
    activities: ["Equipment demonstrations", "Hearing aid maintenance clinics", "Social groups"],
    taxonomies: ["sight-and-hearing-loss", "equipment-and-adaptations"],
  },
  {
    name: "Sutton Independent Living",
    kind: "charity",
    summary:
      "A user-led organisation run by disabled people, offering advice, advocacy and peer support to help people live independently.",
    activities: ["Direct payments support", "Advocacy", "Peer support groups"],
    taxonomies: ["disability-support", "benefits-advice", "peer-support"],
    socials: ["twitter", "facebook"],
  },
  {
    name: "Sutton Autism Family Support",
    kind: "charity",
    summary:
      "Parent-led charity supporting families of autistic children and young people, before and after diagnosis.",
    activities: [
      "Parent support groups",
      "Sensory-friendly activities",
      "Workshops on understanding autism",
    ],
    taxonomies: ["autism-support", "special-educational-needs-send", "parenting-support"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Sutton SEND Parent Forum",
    kind: "community",
    summary:
      "An independent forum of parents and carers of children with special educational needs and disabilities, working with the council to improve services.",
    activities: ["Coffee mornings", "Information events", "Parent representation"],
    taxonomies: ["special-educational-needs-send", "parenting-support"],
    without: ["phone"],
  },
  {
    name: "Sutton Family Hubs",
    kind: "council",
    summary:
      "Family hubs bringing together health visiting, stay-and-play sessions, parenting courses and infant feeding support for families with children aged 0 to 19.",
    activities: [
      "Stay-and-play sessions",
      "Health visitor clinics",
      "Parenting courses",
      "Infant feeding support",
    ],
    taxonomies: ["early-years", "parenting-support", "childcare"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Little Acorns Pre-School",
    kind: "education",
    summary:
      "Parent-run pre-school for children aged 2 to 5, offering funded early education places in a nurturing, play-based setting.",
    activities: [
      "Funded places for 2, 3 and 4 year olds",
      "Outdoor learning",
      "Support for children with SEND",
    ],
    taxonomies: ["childcare", "early-years"],
    without: ["logo"],
  },
  {
    name: "Benhilton Families Project",
    kind: "community",
    summary:
      "A friendly family centre offering play sessions, parenting support and a baby clothes swap for families in north Sutton.",
    activities: ["Toddler groups", "Dads' Saturday club", "Baby clothes swap"],
    taxonomies: ["early-years", "parenting-support", "baby-banks-and-clothing"],
  },
  {
    name: "Sutton Young Carers Project",
    kind: "charity",
    summary:
      "Support for children and young people aged 8 to 18 who help look after someone at home, with clubs, trips and a listening ear.",
    activities: ["Young carers' clubs", "School support", "Days out and residential trips"],
    taxonomies: ["young-carers", "youth-clubs"],
    socials: ["instagram"],
  },
  {
    name: "South West London Sexual Health",
    kind: "nhs",
    summary:
      "NHS sexual and reproductive health clinics offering free, confidential testing, treatment and contraception.",
    activities: ["STI testing and treatment", "Contraception", "PrEP and HIV prevention"],
    taxonomies: ["sexual-health", "gp-and-health-services"],
  },
  {
    name: "Sutton Health Improvement Team",
    kind: "council",
    summary:
      "Public health services to help you stop smoking, lose weight, move more and check your health.",
    activities: ["Stop-smoking support", "NHS Health Checks", "Weight management courses"],
    taxonomies: ["stop-smoking", "healthy-eating", "gp-and-health-services"],
  },
  {
    name: "Sutton Recovery Hub",
    kind: "nhs",
    summary:
      "Free, confidential support for adults worried about their use of alcohol or drugs, and for their families.",
    activities: ["Assessment and key working", "Recovery groups", "Support for family members"],
    taxonomies: ["drug-and-alcohol-support", "peer-support"],
  },
  {
    name: "Sutton Primary Care Network",
    kind: "nhs",
    summary:
      "GP practices working together across Sutton to offer extended appointments, social prescribing and specialist clinics.",
    activities: [
      "Evening and weekend GP appointments",
      "Social prescribing link workers",
      "Health coaching",
    ],
    taxonomies: ["gp-and-health-services", "wellbeing-activities"],
  },
  {
    name: "Sutton Heart to Heart",
    kind: "community",
    summary:
      "A peer support group for people living with heart conditions and their partners, with gentle exercise and guest speakers.",
    activities: ["Monthly meetings", "Chair-based exercise", "Talks from cardiac nurses"],
    taxonomies: ["long-term-health-conditions", "peer-support"],
    without: ["url", "logo"],
  },
  {
    name: "Sutton Diabetes Circle",
    kind: "community",
    summary: "Friendly support and information for people living with type 1 or type 2 diabetes.",
    activities: ["Peer support meetings", "Healthy eating sessions", "Walking group"],
    taxonomies: ["long-term-health-conditions", "healthy-eating"],
    without: ["phone"],
  },
  {
    name: "Carshalton Community Choir",
    kind: "club",
    summary:
      "A non-auditioned choir singing pop, folk and gospel. No need to read music, just bring your voice.",
    activities: [
      "Weekly rehearsals",
      "Summer and Christmas concerts",
      "Singing for wellbeing sessions",
    ],
    taxonomies: ["music-and-singing", "wellbeing-activities"],
    socials: ["facebook", "youtube"],
  },
  {
    name: "Sutton Arts Collective",
    kind: "social-enterprise",
    summary:
      "A community arts studio running affordable classes in painting, pottery and printmaking, plus free sessions for people with mental health problems.",
    activities: ["Weekly art classes", "Open studio sessions", "Arts for wellbeing programme"],
    taxonomies: ["arts-and-crafts", "wellbeing-activities"],
    socials: ["instagram"],
  },
  {
    name: "Sutton Pride Network",
    kind: "community",
    summary:
      "Social and support groups for lesbian, gay, bisexual, trans and queer people in Sutton, and the people who love them.",
    activities: ["Monthly social", "LGBTQ+ youth group", "Trans peer support"],
    taxonomies: ["lgbtq-plus-communities", "social-groups", "peer-support"],
    socials: ["instagram", "twitter", "tiktok"],
  },
  {
    name: "Sutton Veterans Breakfast Club",
    kind: "community",
    summary:
      "Veterans, serving personnel and their families meet for breakfast, banter and support.",
    activities: ["Monthly breakfast", "Signposting to veterans' services", "Remembrance events"],
    taxonomies: ["veterans", "social-groups"],
    without: ["url"],
  },
  {
    name: "Sutton Interfaith Forum",
    kind: "faith",
    summary:
      "Bringing together Sutton's churches, mosques, temples and gurdwara to build understanding and work together for the community.",
    activities: ["Interfaith walks and visits", "Community meals", "Joint volunteering projects"],
    taxonomies: ["faith-communities", "community-meals", "social-groups"],
  },
  {
    name: "Sutton Tamil Welfare Association",
    kind: "community",
    summary:
      "Supporting Tamil-speaking families in Sutton with advice, Tamil language classes, cultural events and elders' groups.",
    activities: ["Advice in Tamil", "Saturday Tamil school", "Elders' social group"],
    taxonomies: ["social-groups", "benefits-advice", "older-people"],
  },
  {
    name: "Polska Sutton",
    kind: "community",
    summary:
      "Advice, a Saturday school and cultural events for Polish speakers in Sutton, run by volunteers since 2006.",
    activities: ["Advice in Polish", "Saturday school", "Cultural celebrations"],
    taxonomies: ["social-groups", "refugees-and-migrants"],
    without: ["phone"],
  },
  {
    name: "Worcester Park Residents' Association",
    kind: "community",
    summary:
      "Residents working together to keep Worcester Park a great place to live, running community events and a seasonal market.",
    activities: ["Community litter picks", "Seasonal market", "Local news bulletin"],
    taxonomies: ["social-groups", "volunteering"],
    without: ["phone", "logo"],
  },
  {
    name: "Belmont Community Association",
    kind: "community",
    summary:
      "We run Belmont Village Hall and a busy programme of classes, clubs and events for everyone in Belmont and South Sutton.",
    activities: ["Hall hire", "Fitness and craft classes", "Friday coffee morning"],
    taxonomies: ["community-centres", "social-groups"],
  },
  {
    name: "Rosehill Community Hall Trust",
    kind: "community",
    summary:
      "A community-run hall in Rosehill hosting groups for toddlers, teenagers and older residents.",
    activities: ["Community café", "Youth evenings", "Over-60s club"],
    taxonomies: ["community-centres", "youth-clubs", "older-people"],
  },
  {
    name: "Sutton Warm Welcome",
    kind: "community",
    summary:
      "A network of free, friendly warm spaces in libraries, churches and community centres across Sutton.",
    activities: [
      "Warm spaces with free drinks",
      "Phone charging and Wi-Fi",
      "Energy advice drop-ins",
    ],
    taxonomies: ["warm-spaces", "energy-and-bills", "cost-of-living-help"],
    without: ["phone"],
  },
  {
    name: "Sutton Furniture Reuse",
    kind: "social-enterprise",
    summary:
      "We collect unwanted furniture and electrical goods, refurbish them and sell them at low prices, with free items for people referred by support workers.",
    activities: [
      "Low-cost furniture shop",
      "Free furniture for referred households",
      "Collection service",
    ],
    taxonomies: ["furniture-and-household-items", "repair-and-reuse"],
    socials: ["facebook", "instagram"],
  },
  {
    name: "Sutton Victim Care",
    kind: "charity",
    summary:
      "Free and confidential support for anyone affected by crime, including hate crime, whether or not it has been reported to the police.",
    activities: [
      "Emotional and practical support",
      "Hate crime reporting centre",
      "Help through the justice process",
    ],
    taxonomies: ["victim-support", "hate-crime"],
  },
  {
    name: "Sutton Neighbourhood Watch Association",
    kind: "community",
    summary:
      "Neighbours looking out for each other, with crime prevention advice and talks on avoiding scams and doorstep crime.",
    activities: ["Scam awareness talks", "Crime prevention advice", "Street watch schemes"],
    taxonomies: ["scams-and-fraud", "victim-support"],
    without: ["phone"],
  },
  {
    name: "Brighter Futures Tutoring",
    kind: "social-enterprise",
    summary:
      "Low-cost and free tutoring in maths and English for children whose families are on a low income.",
    activities: ["After-school homework club", "Small-group tutoring", "Exam preparation"],
    taxonomies: ["homework-and-tutoring", "youth-services"],
  },
  {
    name: "Wallington Swimming Club",
    kind: "club",
    summary:
      "Swimming for all ages and abilities, from learn-to-swim to competitive squads, plus adult improver sessions.",
    activities: ["Learn to swim", "Competitive squads", "Adult improvers"],
    taxonomies: ["swimming", "sport-and-fitness"],
    socials: ["facebook"],
  },
  {
    name: "Move Together Dance",
    kind: "social-enterprise",
    summary:
      "Inclusive dance classes for disabled and non-disabled people of all ages, including seated dance for older adults.",
    activities: ["Inclusive dance classes", "Seated dance", "Performance projects"],
    taxonomies: ["dance", "disability-support", "older-people"],
    socials: ["instagram", "youtube"],
  },
  {
    name: "Sutton Community Yoga",
    kind: "social-enterprise",
    summary:
      "Pay-what-you-can yoga and pilates classes in community halls, with chair yoga for people with limited mobility.",
    activities: ["Beginners' yoga", "Chair yoga", "Pilates"],
    taxonomies: ["yoga-and-pilates", "wellbeing-activities"],
    socials: ["instagram"],
  },
  {
    name: "Sutton Warm Homes Advice",
    kind: "charity",
    summary:
      "Free energy advice to help households cut bills, deal with damp and mould, and access insulation and heating grants.",
    activities: ["Home energy visits", "Help with supplier debt", "Grant applications"],
    taxonomies: ["energy-and-bills", "home-repairs-and-adaptations"],
  },
  {
    name: "Sutton Home Improvement Agency",
    kind: "council",
    summary:
      "Helps older and disabled residents with home adaptations, small repairs and Disabled Facilities Grants.",
    activities: ["Handyperson service", "Disabled Facilities Grants", "Falls prevention checks"],
    taxonomies: [
      "home-repairs-and-adaptations",
      "equipment-and-adaptations",
      "staying-independent",
    ],
  },
  {
    name: "Pedal Sutton",
    kind: "community",
    summary:
      "Community cycling group running led rides, adult cycle training and a bike recycling project.",
    activities: [
      "Led family rides",
      "Adult learn-to-ride",
      "Refurbished bikes for people on low incomes",
    ],
    taxonomies: ["cycling", "repair-and-reuse"],
    socials: ["twitter", "instagram"],
    without: ["phone"],
  },
  {
    name: "The Sunday Table",
    kind: "faith",
    summary:
      "A free Sunday lunch for anyone who would like a hot meal and some company, hosted by local churches in turn.",
    activities: ["Free Sunday lunch", "Take-home food bags", "Chat and board games"],
    taxonomies: ["community-meals", "social-groups"],
    without: ["url", "logo"],
  },
  {
    name: "Grow Cook Eat Sutton",
    kind: "social-enterprise",
    summary: "Community growing spaces and cookery courses that help people eat well on a budget.",
    activities: ["Community allotment", "Cook-and-eat courses", "Family gardening sessions"],
    taxonomies: ["healthy-eating", "gardening-and-nature"],
    socials: ["instagram", "facebook"],
  },
  {
    name: "St Nicholas Community Café",
    kind: "faith",
    summary:
      "A café run by volunteers from the town centre churches, serving free soup on winter weekdays and a welcome all year.",
    activities: ["Free soup and toast in winter", "A warm space", "Book swap"],
    taxonomies: ["warm-spaces", "community-meals"],
    without: ["url"],
  },
  {
    name: "Sutton Stroke and Neuro Club",
    kind: "charity",
    summary:
      "A club for people living with the effects of a stroke or another neurological condition, and the people who care for them.",
    activities: ["Weekly club with lunch", "Aphasia conversation group", "Carers' time out"],
    taxonomies: ["long-term-health-conditions", "peer-support", "disability-support"],
    socials: ["facebook"],
  },
  {
    name: "Cheam Friendship Circle",
    kind: "community",
    summary:
      "Neighbours in Cheam and North Cheam who run a coffee morning and keep an eye out for people living on their own.",
    activities: ["Friday coffee morning", "Phone tree for members", "Summer outing"],
    taxonomies: ["social-groups", "befriending", "older-people"],
    without: ["url", "logo"],
  },
  {
    name: "Sutton Netball Club",
    kind: "club",
    summary:
      "A friendly netball club with league teams, back-to-netball sessions and walking netball for women of every age.",
    activities: ["League teams", "Back to netball", "Walking netball"],
    taxonomies: ["sport-and-fitness"],
    socials: ["instagram"],
  },
  {
    name: "Carshalton Men's Shed",
    kind: "community",
    summary:
      "A community workshop where men come together to make and mend things, share skills and look out for each other.",
    activities: ["Woodwork and metalwork", "Projects for schools and parks", "Open Saturdays"],
    taxonomies: ["social-groups", "repair-and-reuse", "wellbeing-activities"],
    without: ["url"],
  },
];
