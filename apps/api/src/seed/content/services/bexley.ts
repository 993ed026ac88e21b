// Hand-written core services for Connected Bexley, one by one.
import type { ServiceDraft } from "./types.ts";

export const BEXLEY_SERVICES: ServiceDraft[] = [
  {
    name: "Advice Line and Drop-In",
    organisation: "bexley-advice-network",
    type: "service",
    intro:
      "Free, impartial advice on benefits, debt, work and consumer problems, by phone or at one of our drop-ins.",
    description: `Not sure where to turn? Start here. Our advisers can help with almost any everyday problem, and if we can't help we'll find someone who can.

We're at Bexleyheath Central Library on weekdays and run outreach sessions in Erith and Thamesmead.

Bring any letters or documents about your problem.`,
    taxonomies: ["benefits-advice", "debt-advice", "cost-of-living-help"],
    offerings: ["Benefit checks", "Debt advice", "Employment rights", "Consumer problems"],
    custom: { other: "For anyone who lives or works in Bexley." },
    usefulInfos: [
      ["What to bring", "Letters, bills and anything else about your problem."],
      ["Getting here", "Buses B12, 89 and 486 stop on Broadway, two minutes from the library."],
    ],
    waitTime: "one_week",
    referral: { method: "internal", button: "Ask for advice", disclaimer: true },
    testimonial: "They helped me appeal my PIP decision and I won. I couldn't have done it alone.",
    video: true,
    contactName: "Advice line",
    venues: [
      { venue: "central-library", schedule: "office", name: "Bexleyheath drop-in" },
      { venue: "erith-library", schedule: "tue-morning", name: "Erith outreach" },
      { venue: "thamesmead-library", schedule: "fortnightly-fri", name: "Thamesmead outreach" },
    ],
    tags: ["drop-in", "online"],
    socials: ["facebook", "twitter"],
    gallery: 2,
    score: 5,
  },
  {
    name: "Debt Casework",
    organisation: "bexley-advice-network",
    type: "service",
    intro:
      "Ongoing help from a specialist debt caseworker if you owe money on several bills or are facing enforcement action.",
    description: `Your caseworker will help you prioritise debts, maximise your income, and agree affordable payments or a formal solution like a Debt Relief Order.

We can talk to bailiffs and creditors for you and help you apply for Breathing Space, which pauses most enforcement for 60 days.`,
    taxonomies: ["debt-advice"],
    offerings: ["Income maximisation", "Payment plans", "Debt Relief Orders", "Breathing Space"],
    eligibility: ["low-income", "receiving-benefits", "not-working"],
    waitTime: "three_weeks",
    referral: { method: "external", button: "Apply online" },
    venues: [{ venue: "civic-offices", schedule: "office-late" }],
    tags: ["appointment-only"],
    score: 4,
  },
  {
    name: "Home Energy Advice",
    organisation: "bexley-energy-advice",
    type: "service",
    intro:
      "Free advice to cut your energy bills, deal with damp and get grants for insulation and heating.",
    description: `We'll look at your bills, check your tariff and help with arrears. If your home is hard to heat, an adviser can visit to suggest simple fixes and help you apply for grants.

Households with a prepayment meter who are struggling to top up can ask about emergency fuel vouchers.`,
    taxonomies: ["energy-and-bills", "home-repairs-and-adaptations", "warm-spaces"],
    offerings: [
      "Bill and tariff checks",
      "Home energy visits",
      "Grant applications",
      "Emergency fuel vouchers",
    ],
    custom: {
      housing:
        "Owner-occupiers, private tenants and council or housing association tenants in Bexley who pay their own energy bills.",
    },
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Book an adviser", disclaimer: true },
    venues: [{ venue: "broadway-hub", schedule: "mornings" }],
    tags: ["home-visits"],
  },
  {
    name: "Carers' Advice and Breaks",
    organisation: "bexley-carers-support",
    type: "service",
    intro:
      "Support, advice and breaks for adults who look after a family member, partner or friend in Bexley.",
    description: `Our carer support workers help you get the information and support you need, including a carer's assessment, benefits advice and planning for emergencies.

We also fund short breaks and run a programme of wellbeing activities so you can look after yourself too.`,
    taxonomies: ["carer-support", "benefits-advice"],
    offerings: [
      "Carer support workers",
      "Carers' emergency card",
      "Short breaks",
      "Wellbeing activities",
    ],
    custom: { age_group: "Adults aged 18 and over." },
    waitTime: "one_week",
    referral: { method: "internal", button: "Register as a carer", disclaimer: true },
    testimonial: "For the first time in years, I feel like someone is looking out for me too.",
    venues: [
      { venue: "broadway-hub", schedule: "office" },
      { venue: "lamorbey", schedule: "second-tuesday", name: "Sidcup carers' coffee morning" },
    ],
    tags: ["appointment-only"],
    socials: ["facebook"],
    gallery: 2,
    score: 5,
  },
  {
    name: "Thamesmead Food Bank",
    organisation: "thamesmead-community-food-bank",
    type: "service",
    intro: "Emergency food, toiletries and a friendly face for people who can't afford to eat.",
    description: `We provide three days of emergency food for individuals and families in crisis, with fresh bread, fruit and vegetables when we have them.

Advisers from the Bexley Advice Network attend every session to help with what's behind the crisis.

Please bring your food bank voucher if you have one. If you don't, come and talk to us anyway.`,
    taxonomies: ["food-banks", "cost-of-living-help"],
    offerings: ["Emergency food parcels", "Toiletries", "Fuel vouchers", "On-site advice"],
    custom: {
      income: "For people in financial crisis.",
      other: "A voucher is usually needed but please ask if you don't have one.",
    },
    waitTime: null,
    referral: { method: "none" },
    venues: [
      { venue: "thamesmead-library", schedule: "drop-in" },
      { venue: "belvedere-centre", schedule: "saturday", name: "Belvedere centre" },
    ],
    tags: ["drop-in", "volunteer-led"],
    socials: ["facebook"],
    gallery: 3,
    score: 5,
  },
  {
    name: "Erith Community Pantry",
    organisation: "erith-community-pantry",
    type: "service",
    intro:
      "Join the pantry for £5 a week and choose around £25 of groceries, including fresh food.",
    description: `The pantry is a membership food club in Erith town centre. You choose what you need from our shelves, fridges and freezers.

Anyone living in DA8, DA17 or DA18 can join. There's no referral. Just bring proof of address.`,
    taxonomies: ["food-banks", "healthy-eating"],
    offerings: ["Weekly shop", "Fresh and chilled food", "Free fruit for children"],
    fees: { text: "£5 per week for around £25 of groceries." },
    custom: {
      other: "For residents of Erith, Belvedere and Lower Belvedere (DA8, DA17 and DA18).",
    },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "the-exchange", schedule: "drop-in-plus-saturday" }],
    tags: ["drop-in"],
    score: 4,
  },
  {
    name: "Sidcup Baby Bank",
    organisation: "sidcup-baby-bank",
    type: "service",
    intro: "Free baby equipment, clothes and essentials for families referred by a professional.",
    description: `Midwives, health visitors, social workers and family support workers can refer families for a bundle of baby and children's items.

We'll prepare everything from newborn clothes to cots and buggies, ready to collect within a week.`,
    taxonomies: ["baby-banks-and-clothing", "early-years"],
    offerings: ["Newborn bundles", "Cots and buggies", "Children's clothes", "Nappies and wipes"],
    eligibility: ["age-0-4", "low-income"],
    waitTime: "one_week",
    referral: { method: "internal", button: "Refer a family", disclaimer: false },
    venues: [{ venue: "blendon-church", schedule: "wed-afternoon", name: "Collection point" }],
    tags: ["family-friendly", "volunteer-led"],
    gallery: 3,
  },
  {
    name: "Talking Therapies and Counselling",
    organisation: "bexley-wellbeing-collective",
    type: "service",
    intro: "Counselling and talking therapies for adults feeling anxious, low or overwhelmed.",
    description: `After a short assessment call, we'll offer the support that suits you best: a wellbeing course, guided self-help, or one-to-one counselling.

Sessions can be face to face in Bexleyheath or online.`,
    taxonomies: ["counselling-and-talking-therapies", "mental-health"],
    offerings: ["Assessment call", "Wellbeing courses", "One-to-one counselling"],
    eligibility: ["age-19-25", "age-26-39", "age-40-64", "age-65-79"],
    fees: { text: "Pay what you can, from £5 per session. Free if you're on benefits.", url: true },
    waitTime: "month",
    referral: { method: "external", button: "Refer yourself" },
    venues: [{ venue: "broadway-hub", schedule: "office-late" }],
    tags: ["appointment-only", "online"],
    socials: ["instagram"],
    score: 4,
  },
  {
    name: "Crisis Café",
    organisation: "bexley-wellbeing-collective",
    type: "service",
    intro:
      "A calm, welcoming space in the evenings for adults struggling with their mental health. No appointment needed.",
    description: `If things are getting too much, come and talk to our trained staff and peer workers over a hot drink. We'll help you through the moment and make a plan for the next few days.

If you or someone else is in immediate danger, call 999.`,
    taxonomies: ["crisis-support", "mental-health"],
    offerings: ["Emotional support", "Safety planning", "Signposting"],
    eligibility: ["mental-health-condition"],
    custom: { age_group: "Adults aged 18 and over." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "broadway-hub", schedule: "seven-days", name: "Evening café" }],
    tags: ["drop-in", "evenings", "weekends"],
    score: 5,
  },
  {
    name: "Bereavement Café",
    organisation: "crayford-bereavement-cafe",
    type: "group",
    intro:
      "Tea, cake and understanding for anyone who is grieving, on the first Saturday of each month.",
    description: `Our café is a relaxed place to talk about the person you've lost, or not talk at all if you'd rather.

Volunteers trained in bereavement support are there to listen and can help you find counselling or practical advice.`,
    taxonomies: ["bereavement-support", "peer-support"],
    offerings: ["Peer support", "Listening volunteers", "Signposting"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "crayford-library", schedule: "first-saturday" }],
    tags: ["drop-in", "weekends", "volunteer-led"],
  },
  {
    name: "Youth Hub Drop-In",
    organisation: "bexley-youth-hub",
    type: "club",
    intro:
      "Games, music, food and youth workers to talk to, four evenings a week for 11 to 19 year olds.",
    description: `Come and hang out with friends, play pool, use the music studio, or get help with homework and job applications.

Youth workers are always around if you want to talk about anything that's worrying you.`,
    taxonomies: ["youth-clubs", "youth-mentoring"],
    offerings: ["Pool, games and music studio", "Homework help", "Free food"],
    eligibility: ["age-12-15", "age-16-18"],
    custom: { age_group: "11 to 19, or up to 25 for young people with special educational needs." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "welling-north", schedule: "youth-evenings" }],
    tags: ["drop-in", "evenings", "free-wifi"],
    socials: ["instagram", "tiktok"],
    gallery: 3,
    score: 4,
  },
  {
    name: "Young People's Counselling",
    organisation: "bexley-youth-hub",
    type: "service",
    intro: "Free, confidential counselling for 11 to 25 year olds in Bexley.",
    description: `Talk to a trained counsellor about whatever is on your mind. Sessions are weekly, and you can meet in person or online.

You can refer yourself. You don't need to tell your parents or school.`,
    taxonomies: ["counselling-and-talking-therapies", "youth-services", "mental-health"],
    offerings: ["Up to 12 sessions", "Online or in person", "Self-referral"],
    eligibility: ["age-12-15", "age-16-18", "age-19-25"],
    waitTime: "longer",
    referral: { method: "internal", button: "Refer yourself", disclaimer: true },
    venues: [{ venue: "broadway-hub", schedule: "after-school" }],
    tags: ["appointment-only", "online"],
    score: 5,
  },
  {
    name: "Belvedere Youth Club",
    organisation: "belvedere-youth-project",
    type: "club",
    intro: "Youth club nights with a music studio, sports and trips for young people in Belvedere.",
    description: `Our youth club is open two nights a week. Have a go at producing a track in our studio, play football, or just chill with friends.

We also run trips in the school holidays.`,
    taxonomies: ["youth-clubs", "music-and-singing", "holiday-activities"],
    offerings: ["Music studio", "Sport", "Holiday trips"],
    eligibility: ["age-12-15", "age-16-18"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "belvedere-centre", schedule: "youth-evenings" }],
    tags: ["evenings"],
    socials: ["instagram"],
  },
  {
    name: "Danson Park Volunteer Gardeners",
    organisation: "friends-of-danson-park",
    type: "activity",
    intro: "Help look after the gardens at Danson Park every other Saturday morning.",
    description: `Join our friendly team of volunteer gardeners to weed, plant, prune and mulch. No experience needed: we'll show you what to do.

Tools, gloves and refreshments provided.`,
    taxonomies: ["gardening-and-nature", "volunteering"],
    offerings: ["Gardening tasks", "Training", "Refreshments"],
    usefulInfos: [
      ["What to wear", "Sturdy shoes and clothes you don't mind getting dirty."],
      ["Parking", "Free parking at the Danson Road car park, next to the boathouse."],
    ],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "danson-park", schedule: "fortnightly-sat" }],
    tags: ["weekends", "volunteer-led"],
    gallery: 4,
  },
  {
    name: "Erith Repair Café",
    organisation: "erith-repair-cafe",
    type: "activity",
    intro: "Get broken things fixed for free and learn how to repair them yourself.",
    description: `On the last Sunday of every month, volunteer fixers set up at The Exchange to repair electricals, clothes, bikes, jewellery and more.

Repairs are free; donations towards parts are welcome.`,
    taxonomies: ["repair-and-reuse", "climate-action"],
    offerings: ["Electrical repairs", "Sewing", "Bike fixing"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "the-exchange", schedule: "last-sunday" }],
    tags: ["weekends", "volunteer-led"],
    socials: ["facebook"],
    gallery: 2,
  },
  {
    name: "Lesnes Abbey Conservation Volunteers",
    organisation: "lesnes-abbey-volunteers",
    type: "activity",
    intro: "Practical conservation in ancient woodland and around the abbey ruins.",
    description: `Help care for one of Bexley's most special places. Tasks include coppicing, path repairs, planting and wildlife surveys.

Sessions start at the visitor centre at 10am.`,
    taxonomies: ["gardening-and-nature", "heritage-and-museums", "volunteering"],
    offerings: ["Conservation tasks", "Wildlife surveys", "Training"],
    usefulInfos: [["Meeting up", "Meet at the visitor centre at 10am. We finish at 1pm."]],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "lesnes-abbey", schedule: "first-saturday" }],
    tags: ["weekends", "volunteer-led"],
    gallery: 3,
    video: true,
  },
  {
    name: "Hall Place Family Trails",
    organisation: "hall-place-heritage-friends",
    type: "activity",
    intro: "Free family trails and Tudor-themed crafts in the house and gardens at Hall Place.",
    description: `Explore the Tudor house and its gardens with a themed trail, then make something to take home in our craft room.

Trails change every school holiday.`,
    taxonomies: ["heritage-and-museums", "holiday-activities", "arts-and-crafts"],
    offerings: ["Family trails", "Craft activities"],
    eligibility: ["age-5-11"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "hall-place", schedule: "weekend" }],
    tags: ["family-friendly", "weekends"],
    socials: ["instagram"],
    gallery: 5,
  },
  {
    name: "Bexley Health Walks",
    organisation: "bexley-health-walks",
    type: "activity",
    intro: "Free short walks led by trained volunteers, in parks across Bexley.",
    description: `Our walks last between 30 and 60 minutes and go at a gentle pace. They're a great way to get active, enjoy the outdoors and meet people.

No need to book: just turn up in comfortable shoes.`,
    taxonomies: ["walking", "wellbeing-activities"],
    offerings: ["Led walks", "Walk leader training"],
    waitTime: null,
    referral: { method: "none" },
    venues: [
      { venue: "danson-park", schedule: "tue-morning" },
      { venue: "foots-cray", schedule: "fri-lunch", name: "Foots Cray Meadows walk" },
      { venue: "riverside-gardens", schedule: "wed-afternoon", name: "Erith riverside walk" },
    ],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Beginners' Running Group",
    organisation: "welling-road-runners",
    type: "club",
    intro: "A nine-week course for complete beginners, ending with your first 5K.",
    description: `Our friendly run leaders will take you from walking to running 5K at your own pace. You'll run with a supportive group twice a week.

Many of our graduates go on to join the club.`,
    taxonomies: ["running", "sport-and-fitness"],
    offerings: ["Nine-week course", "Run leaders", "Club membership offer"],
    fees: { text: "£20 for the course, including a club T-shirt.", url: true },
    custom: { age_group: "Adults aged 18 and over who can walk briskly for 30 minutes." },
    waitTime: "month",
    referral: { method: "external", button: "Join the next course" },
    venues: [{ venue: "danson-park", schedule: "evening" }],
    tags: ["evenings"],
  },
  {
    name: "Inclusive Football",
    organisation: "sidcup-sharks-football-club",
    type: "club",
    intro:
      "Weekly football for disabled players of all ages and abilities, with qualified coaches.",
    description: `Our inclusive sessions welcome players with learning disabilities, autism, physical disabilities and mental health conditions.

Come along for a free taster session. Parents and carers are welcome to stay and watch.`,
    taxonomies: ["football", "disability-support", "learning-disability-support"],
    offerings: ["Weekly training", "Friendly fixtures", "Free taster"],
    eligibility: ["learning-disability", "autism", "physical-disability"],
    fees: { text: "£3 per session." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "sidcup-leisure", schedule: "saturday" }],
    tags: ["weekends"],
    socials: ["facebook", "youtube"],
  },
  {
    name: "Dial-a-Ride",
    organisation: "bexley-dial-a-ride",
    type: "service",
    intro:
      "Accessible, door-to-door transport for Bexley residents who find public transport difficult.",
    description: `Book a journey to the shops, a day centre, a club or to visit friends. Our drivers will help you from your front door to your destination.

Register once, then book by phone up to a week ahead.`,
    taxonomies: ["community-transport", "staying-independent"],
    offerings: ["Door-to-door journeys", "Shopping trips", "Volunteer drivers for hospital visits"],
    eligibility: ["physical-disability", "sight-impairment", "age-80-plus"],
    fees: { text: "£2 per single journey." },
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Register", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Booking line" }],
    tags: ["appointment-only"],
    score: 4,
  },
  {
    name: "Housing Advice Service",
    organisation: "bexley-housing-advice-service",
    type: "service",
    intro:
      "Independent advice if you're behind on rent, facing eviction or living in poor conditions.",
    description: `Our advisers can check your tenancy, explain your rights, and help you respond to notices and court papers.

We also help with disrepair claims and deposit disputes.`,
    taxonomies: ["housing-advice", "homelessness-support", "legal-advice"],
    offerings: ["Tenancy advice", "Eviction help", "Disrepair claims", "Deposit disputes"],
    eligibility: ["private-renter", "social-tenant", "lease-holder"],
    waitTime: "one_week",
    referral: { method: "external", button: "Request advice" },
    venues: [{ venue: "central-library", schedule: "mornings" }],
    tags: ["drop-in"],
    score: 4,
  },
  {
    name: "Day Centre",
    organisation: "open-door-bexley",
    type: "service",
    intro:
      "Hot breakfast, showers, laundry and housing help for people who are homeless or vulnerably housed.",
    description: `Drop in on weekday mornings for breakfast, a shower and a change of clothes. Our support workers can help you register with a GP, claim benefits and find somewhere to live.

Everyone is welcome. You don't need a referral.`,
    taxonomies: ["homelessness-support", "community-meals"],
    offerings: ["Breakfast", "Showers and laundry", "Housing support", "Post address"],
    eligibility: ["homeless"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "welling-methodist", schedule: "mornings" }],
    tags: ["drop-in"],
    score: 4,
  },
  {
    name: "Winter Night Shelter",
    organisation: "open-door-bexley",
    type: "service",
    intro:
      "A bed, an evening meal and breakfast every night of the winter for people sleeping rough.",
    description: `Guests are referred by the council's rough sleeping team or our day centre. Once you have a place, it's yours for the season.

Our housing workers help every guest plan their next move.`,
    taxonomies: ["homelessness-support"],
    offerings: ["Evening meal and breakfast", "Safe bed", "Housing support"],
    eligibility: ["homeless"],
    waitTime: null,
    referral: { method: "internal", button: "Refer a guest", disclaimer: true },
    venues: [{ venue: "welling-methodist", schedule: "night-shelter" }],
    tags: ["evenings"],
    endsInDays: 80,
  },
  {
    name: "Domestic Abuse Support",
    organisation: "bexley-domestic-abuse-partnership",
    type: "service",
    intro:
      "Confidential advice, advocacy and safety planning for anyone affected by domestic abuse.",
    description: `Our independent advocates support people of all genders to stay safe, understand their options and, if they choose, take action through the police or courts.

We also run the Freedom Programme and support for children affected by abuse.

**If you are in danger now, call 999.**`,
    taxonomies: ["domestic-abuse", "victim-support"],
    offerings: [
      "Independent advocacy",
      "Safety planning",
      "Freedom Programme",
      "Children's support",
    ],
    custom: {
      age_group: "Aged 16 and over.",
      other:
        "Anyone living in Bexley who is affected by domestic abuse, whatever their gender or sexuality.",
    },
    waitTime: "one_week",
    referral: { method: "internal", button: "Contact us safely", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Confidential location" }],
    tags: ["appointment-only", "women-only"],
    score: 5,
  },
  {
    name: "Evening Law Clinic",
    organisation: "bexley-community-law-clinic",
    type: "service",
    intro: "Free 30-minute legal advice appointments with a volunteer solicitor.",
    description: `Book an appointment to talk through a problem with housing, employment, family or consumer law.

The solicitor will explain your options and can refer you for ongoing help or legal aid.`,
    taxonomies: ["legal-advice"],
    offerings: ["30-minute appointments", "Referral to legal aid"],
    custom: {
      other:
        "People who live or work in Bexley. The clinic can't advise on criminal law or immigration.",
    },
    waitTime: "two_weeks",
    referral: { method: "external", button: "Book a slot" },
    venues: [{ venue: "sidcup-library", schedule: "thu-evening" }],
    tags: ["appointment-only", "evenings"],
  },
  {
    name: "Refugee Welcome Café",
    organisation: "bexley-refugee-welcome",
    type: "group",
    intro:
      "A weekly café with English practice, advice and friendship for refugees and people seeking asylum.",
    description: `Drop in for a hot drink, practise your English with volunteers and get help with letters, forms and appointments.

An immigration adviser attends once a month: ask us for an appointment.`,
    taxonomies: ["refugees-and-migrants", "english-classes-esol", "immigration-advice"],
    offerings: ["English practice", "Help with forms", "Monthly immigration advice"],
    eligibility: ["arabic", "ukrainian", "portuguese", "romanian"],
    custom: { language: "All languages welcome. Interpreters can often be arranged." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "erith-library", schedule: "wed-afternoon" }],
    tags: ["drop-in", "family-friendly", "volunteer-led"],
  },
  {
    name: "ESOL and Adult Learning",
    organisation: "bexley-adult-learning",
    type: "service",
    intro:
      "English, maths, digital and creative courses for adults at Crayford Manor House and in the community.",
    description: `We offer ESOL from beginner to level 2, maths and English qualifications, and hundreds of part-time courses from photography to bookkeeping.

Many courses are free if you're on a low income. Enrol online or visit us for advice.`,
    taxonomies: ["english-classes-esol", "adult-learning", "digital-skills"],
    offerings: ["ESOL", "Maths and English", "Digital skills", "Creative courses"],
    eligibility: ["age-19-25", "age-26-39", "age-40-64", "age-65-79"],
    fees: { text: "Free for people on low incomes; other courses from £60.", url: true },
    waitTime: "longer",
    referral: { method: "external", button: "Enrol online" },
    venues: [
      { venue: "crayford-manor", schedule: "office-late" },
      { venue: "lamorbey", schedule: "wed-afternoon", name: "Sidcup community classes" },
    ],
    tags: ["evenings"],
    socials: ["facebook"],
    video: true,
    score: 4,
  },
  {
    name: "Digital Buddies",
    organisation: "bexley-digital-buddies",
    type: "service",
    intro: "Friendly volunteers who'll help you use your phone, tablet or computer.",
    description: `Bring your device and your questions. We can help with email, video calls, online shopping, the NHS App and staying safe online.

No device? Borrow one of our tablets for up to three months.`,
    taxonomies: ["digital-skills", "scams-and-fraud"],
    offerings: ["One-to-one help", "Tablet loans", "Online safety"],
    waitTime: null,
    referral: { method: "none" },
    venues: [
      { venue: "sidcup-library", schedule: "tue-morning" },
      { venue: "upper-belvedere", schedule: "monthly-31", name: "Upper Belvedere session" },
    ],
    tags: ["drop-in", "free-wifi", "volunteer-led"],
  },
  {
    name: "Jobs Hub Coaching",
    organisation: "bexley-jobs-hub",
    type: "service",
    intro:
      "One-to-one employment coaching, job matching and apprenticeship advice for Bexley residents.",
    description: `Your coach will help you work out what you want to do, update your CV, prepare for interviews and find vacancies that suit you.

We support people of all ages, including young people leaving school and people returning to work after illness or caring.`,
    taxonomies: ["employment-support"],
    offerings: ["CV writing", "Interview practice", "Job matching", "Apprenticeship advice"],
    eligibility: ["not-working", "age-16-18", "age-19-25", "age-26-39", "age-40-64"],
    waitTime: "one_week",
    referral: { method: "internal", button: "Register", disclaimer: true },
    contactName: "Jobs Hub team",
    venues: [{ venue: "central-library", schedule: "office" }],
    tags: ["appointment-only"],
    score: 4,
  },
  {
    name: "Memory Café",
    slug: "bexleyheath-memory-cafe",
    organisation: "bexley-memory-cafe-network",
    type: "group",
    intro: "Music, reminiscence and good company for people living with dementia and their carers.",
    description: `Our memory café meets on the fourth Monday of each month. Enjoy a singalong, gentle activities and tea and cake in a friendly, understanding atmosphere.

A dementia support worker is always on hand.`,
    taxonomies: ["dementia-support", "carer-support"],
    offerings: ["Music and reminiscence", "Refreshments", "Dementia support worker"],
    eligibility: ["dementia"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "barnehurst-hall", schedule: "fourth-monday" }],
    tags: ["drop-in"],
    gallery: 2,
  },
  {
    name: "Sidcup Lunch Club",
    organisation: "bexley-lunch-club-partnership",
    type: "group",
    intro: "A hot lunch, a quiz and plenty of chat every Thursday for people aged 60 and over.",
    description: `Our volunteers serve a freshly cooked two-course lunch, followed by a quiz, bingo or a visiting entertainer.

We can help with transport. Please book by Tuesday.`,
    taxonomies: ["lunch-clubs", "community-meals", "older-people"],
    offerings: ["Two-course lunch", "Entertainment", "Transport on request"],
    eligibility: ["age-65-79", "age-80-plus"],
    fees: { text: "£6.50 per lunch." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "lamorbey", schedule: "thu-evening", name: "Lunch and afternoon" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Friendly Voices Telephone Befriending",
    organisation: "friendly-voices-befriending",
    type: "service",
    intro: "A weekly chat on the phone with a friendly volunteer for older people who feel lonely.",
    description: `We'll match you with a volunteer who calls at a time that suits you each week.

If you'd like to get out more, we can also introduce you to local groups and arrange a volunteer to go with you the first time.`,
    taxonomies: ["befriending", "older-people"],
    offerings: ["Weekly calls", "Home visits", "Accompanied first visits to groups"],
    eligibility: ["age-65-79", "age-80-plus"],
    waitTime: "month",
    referral: { method: "internal", button: "Ask for a befriender", disclaimer: true },
    testimonial: "It's lovely to have someone to talk to. I look forward to Thursdays now.",
    venues: [{ venue: "bexley-village-library", schedule: "office", name: "Phone service" }],
    tags: ["online", "home-visits", "volunteer-led"],
    score: 5,
  },
  {
    name: "Sight and Sound Resource Centre",
    organisation: "bexley-sight-and-sound",
    type: "service",
    intro: "Try out equipment for sight and hearing loss and get expert, friendly advice.",
    description: `Visit our resource centre to see magnifiers, lighting, talking products and amplified phones. Our staff can also check and re-tube NHS hearing aids.

Home visits are available if you can't get to us.`,
    taxonomies: ["sight-and-hearing-loss", "equipment-and-adaptations"],
    offerings: ["Equipment demonstrations", "Hearing aid clinic", "Home visits"],
    eligibility: ["sight-impairment", "hearing-impairment", "bsl"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "civic-offices", schedule: "clinic" }],
    tags: ["drop-in", "bsl", "home-visits"],
  },
  {
    name: "Autism Parents' Coffee Morning",
    organisation: "bexley-autism-parents-group",
    type: "group",
    intro:
      "Meet other parents and carers of autistic children for coffee, support and practical tips.",
    description: `A welcoming group run by parents, for parents. Share experiences, swap ideas and find out about local support and activities.

Diagnosis not needed.`,
    taxonomies: ["autism-support", "parenting-support", "special-educational-needs-send"],
    offerings: ["Peer support", "Information", "Sensory-friendly events"],
    eligibility: ["autism", "adhd"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "lower-belvedere", schedule: "fortnightly-wed" }],
    tags: ["drop-in"],
  },
  {
    name: "Baby and Toddler Stay and Play",
    organisation: "bexley-family-hubs",
    type: "activity",
    intro: "Free play sessions for children under five and their parents or carers.",
    description: `Play, sing and explore together in a friendly group. Family hub staff are on hand for a chat about feeding, sleep, behaviour or anything else.

No need to book.`,
    taxonomies: ["early-years", "parenting-support"],
    offerings: ["Messy play", "Songs and rhymes", "Family hub staff on hand"],
    eligibility: ["age-0-4"],
    waitTime: null,
    referral: { method: "none" },
    venues: [
      { venue: "lower-belvedere", schedule: "mornings" },
      { venue: "albany-park-hall", schedule: "tue-morning" },
      { venue: "thamesmead-library", schedule: "fri-lunch" },
    ],
    tags: ["drop-in", "family-friendly"],
    gallery: 3,
    score: 4,
  },
  {
    name: "Young Carers Project",
    organisation: "bexley-young-carers",
    type: "club",
    intro: "Clubs, trips and one-to-one support for young carers aged 8 to 18.",
    description: `If you help look after someone in your family, you're a young carer. Our clubs give you a break, some fun and a chance to meet others in the same situation.

We can also help your school understand what you need.`,
    taxonomies: ["young-carers", "youth-clubs"],
    offerings: ["Club nights", "Holiday trips", "School support"],
    eligibility: ["age-5-11", "age-12-15", "age-16-18"],
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Refer a young carer", disclaimer: true },
    venues: [{ venue: "falconwood", schedule: "evening" }],
    tags: ["evenings"],
  },
  {
    name: "Sexual Health Clinic",
    slug: "bexley-sexual-health-clinic",
    organisation: "bexley-sexual-health-service",
    type: "service",
    intro: "Free, confidential NHS sexual health testing, treatment and contraception.",
    description: `Book an appointment or order a free home testing kit online. We offer STI testing and treatment, contraception including long-acting methods, and PrEP.

Young people under 25 can walk in on Saturday mornings.`,
    taxonomies: ["sexual-health", "gp-and-health-services"],
    offerings: ["STI testing", "Contraception", "PrEP", "Home testing kits"],
    eligibility: ["age-16-18", "age-19-25", "age-26-39", "age-40-64"],
    waitTime: "one_week",
    referral: { method: "external", button: "Book online" },
    cqc: "1-3344556677",
    venues: [{ venue: "queen-marys", schedule: "clinic" }],
    tags: ["appointment-only", "drop-in"],
    score: 4,
  },
  {
    name: "Stop Smoking Support",
    organisation: "bexley-stop-smoking-service",
    type: "service",
    intro: "Twelve weeks of free support and stop-smoking aids, including vapes, to help you quit.",
    description: `An adviser will support you every week, by phone or in person, and help you choose the right stop-smoking aid.

Extra support is available if you're pregnant or have a long-term health condition.`,
    taxonomies: ["stop-smoking"],
    offerings: ["Weekly support", "Free stop-smoking aids", "Pregnancy support"],
    custom: {
      age_group: "Young people from age 12, and adults.",
      other: "Bexley residents, and anyone registered with a GP practice in the borough.",
    },
    waitTime: "one_week",
    referral: { method: "internal", button: "Sign up", disclaimer: false },
    venues: [{ venue: "crook-log", schedule: "wed-afternoon" }],
    tags: ["online"],
    score: 3,
  },
  {
    name: "Recovery Support",
    organisation: "bexley-recovery-community",
    type: "service",
    intro: "Help for adults who want to change their drinking or drug use, and for their families.",
    description: `We'll work with you on your goals, whether that's cutting down or stopping. You'll have a key worker and access to medical support and recovery groups.

Family and friends can get support in their own right.`,
    taxonomies: ["drug-and-alcohol-support", "peer-support"],
    offerings: ["Key working", "Medical support", "Recovery groups", "Family support"],
    custom: {
      age_group:
        "Adults aged 18 and over; under-18s are seen by the young people's drug and alcohol team.",
    },
    waitTime: "two_weeks",
    referral: { method: "external", button: "Refer yourself" },
    cqc: "1-7788990011",
    venues: [{ venue: "broadway-hub", schedule: "office-late" }],
    tags: ["appointment-only"],
    score: 4,
  },
  {
    name: "Singing for Lung Health",
    organisation: "bexley-breathe-easy",
    type: "group",
    intro:
      "Fun singing sessions that help people with COPD and other lung conditions control their breathing.",
    description: `Singing can help you manage breathlessness and feel more in control. Our trained leader uses simple songs and breathing exercises.

You don't need to be able to sing well. Carers are welcome.`,
    taxonomies: ["long-term-health-conditions", "music-and-singing", "peer-support"],
    offerings: ["Fortnightly sessions", "Breathing exercises", "Tea and chat"],
    eligibility: ["long-term-condition"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "northumberland-heath", schedule: "fortnightly-fri" }],
  },
  {
    name: "Community Choir",
    slug: "erith-community-choir-rehearsals",
    organisation: "erith-community-choir",
    type: "club",
    intro:
      "Sing Motown, musicals and pop with a friendly choir. No auditions and no need to read music.",
    description: `We rehearse every Wednesday evening and perform at local events through the year.

Your first session is free, so come and give it a go.`,
    taxonomies: ["music-and-singing", "wellbeing-activities"],
    offerings: ["Weekly rehearsals", "Concerts", "Free first session"],
    fees: { text: "£20 per month, or £6 per session." },
    waitTime: null,
    referral: { method: "none" },
    video: true,
    venues: [{ venue: "the-exchange", schedule: "evening" }],
    tags: ["evenings"],
    socials: ["youtube"],
    gallery: 2,
  },
  {
    name: "Veterans' Drop-In",
    organisation: "bexley-veterans-hub",
    type: "group",
    intro: "A weekly brew and a chat for veterans and their families, with advice on hand.",
    description: `Drop in for tea, a biscuit and company. Advisers from veterans' charities attend regularly to help with housing, benefits and health.`,
    taxonomies: ["veterans", "social-groups", "peer-support"],
    offerings: ["Weekly drop-in", "Advice", "Social events"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "bexley-village-library", schedule: "fri-lunch" }],
    tags: ["drop-in"],
  },
  {
    name: "Summer Holiday Food and Fun",
    organisation: "london-borough-of-bexley",
    type: "activity",
    intro:
      "Last summer's free holiday club programme has finished. Details of the next programme will be published soon.",
    description: `Free holiday activities and a healthy meal for children receiving benefits-related free school meals.

This programme has ended.`,
    taxonomies: ["holiday-activities", "healthy-eating"],
    offerings: ["Holiday activities", "Healthy lunch"],
    eligibility: ["age-5-11", "age-12-15", "receiving-benefits"],
    waitTime: null,
    referral: { method: "external", button: "Find out more" },
    status: "inactive",
    endsInDays: -120,
    venues: [{ venue: "crook-log", schedule: "after-school" }],
  },
  {
    name: "Furniture Reuse Shop",
    organisation: "bexley-furniture-reuse-project",
    type: "service",
    intro:
      "Affordable refurbished furniture and appliances, with free items for referred households.",
    description: `Our shop sells good-quality second-hand furniture and tested appliances at low prices. Households referred by a support worker can get essential items free.

We also collect unwanted furniture for free.`,
    taxonomies: ["furniture-and-household-items", "repair-and-reuse"],
    offerings: ["Low-cost furniture", "Free items on referral", "Free collections"],
    fees: { text: "Items from £5. Free for referred households.", url: true },
    custom: {
      income:
        "Anyone can buy from the shop. Free items are for households on a low income referred by a support worker, social worker or housing officer.",
    },
    waitTime: "three_weeks",
    referral: { method: "internal", button: "Refer a household", disclaimer: true },
    venues: [{ venue: "slade-green", schedule: "weekend" }],
    tags: ["weekends"],
    socials: ["facebook"],
    gallery: 3,
  },
  {
    name: "Handyperson Service",
    organisation: "bexley-handyperson-service",
    type: "service",
    intro: "Small repairs, grab rails and key safes for older and disabled residents.",
    description: `Our handypersons can help you stay safe and independent at home, with small jobs like fitting grab rails, key safes and smoke alarms.

We also carry out free falls-prevention checks.`,
    taxonomies: [
      "home-repairs-and-adaptations",
      "equipment-and-adaptations",
      "staying-independent",
    ],
    offerings: ["Small repairs", "Grab rails and key safes", "Falls-prevention checks"],
    eligibility: ["age-65-79", "age-80-plus", "physical-disability"],
    fees: { text: "Labour is free for people on means-tested benefits; otherwise £20 per hour." },
    waitTime: "month",
    referral: { method: "internal", button: "Request a visit", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "office" }],
    tags: ["home-visits"],
    score: 3,
  },
];
