// Hand-written core services for the Sutton Information Hub, one by one.
import type { ServiceDraft } from "./types.ts";

export const SUTTON_SERVICES: ServiceDraft[] = [
  {
    name: "Benefits and Money Advice",
    organisation: "sutton-money-advice-centre",
    type: "service",
    intro:
      "Free, confidential help to check you're getting all the benefits you're entitled to and to sort out money worries.",
    description: `Our trained advisers can look at your whole situation and explain your options in plain English. We can help with new claims, changes of circumstances, Universal Credit problems and challenging decisions you think are wrong.

You can drop in at the Central Library on Tuesdays and Thursdays, or ask for an appointment by phone or online. Appointments last about an hour.

**Please bring** any letters about your benefits, your bank statements and details of your rent and council tax if you have them.`,
    taxonomies: ["benefits-advice", "cost-of-living-help"],
    offerings: [
      "Full benefits check",
      "Help to fill in claim forms",
      "Mandatory reconsiderations and appeals",
      "Help with Household Support applications",
    ],
    eligibility: ["low-income", "receiving-benefits"],
    custom: { other: "You must live in the London Borough of Sutton." },
    usefulInfos: [
      [
        "What to bring",
        "Letters about your benefits, bank statements, and details of your rent and council tax.",
      ],
      [
        "Signing up",
        "Drop in during opening hours or ask for an appointment using the button on this page.",
      ],
    ],
    waitTime: "one_week",
    referral: { method: "internal", button: "Ask for an appointment", disclaimer: true },
    testimonial:
      "I didn't know I could claim Pension Credit. The adviser sorted everything out and now I'm £70 a week better off.",
    video: true,
    contactName: "Advice team",
    venues: [
      { venue: "central-library", schedule: "drop-in", name: "Library drop-in" },
      { venue: "civic-offices", schedule: "office", name: "Appointments" },
    ],
    tags: ["drop-in", "appointment-only"],
    socials: ["facebook"],
    gallery: 2,
    score: 5,
  },
  {
    name: "Debt Advice Appointments",
    organisation: "sutton-money-advice-centre",
    type: "service",
    intro:
      "One-to-one appointments with a qualified debt adviser who will help you make a plan and deal with the people you owe.",
    description: `Debt can feel overwhelming, but there is always a way forward. Our advisers are regulated by the Financial Conduct Authority and can help with council tax arrears, rent arrears, credit cards, loans, overpayments and bailiffs.

We'll work out a budget with you, check your income is as high as it can be, and then talk through solutions such as payment plans, breathing space, debt relief orders and bankruptcy.

Appointments can be face to face, by phone or by video call.`,
    taxonomies: ["debt-advice", "cost-of-living-help"],
    offerings: [
      "Budgeting support",
      "Negotiating with creditors",
      "Debt relief orders",
      "Breathing Space applications",
    ],
    custom: {
      other:
        "Sutton residents, and anyone whose council tax or rent arrears are owed to the London Borough of Sutton.",
    },
    waitTime: "two_weeks",
    referral: { method: "external", button: "Book online" },
    venues: [
      { venue: "central-library", schedule: "office-late" },
      { venue: "wallington-library", schedule: "wed-afternoon", name: "Wallington outreach" },
    ],
    tags: ["appointment-only", "online"],
    score: 4,
  },
  {
    name: "Energy Bill Helpline",
    organisation: "sutton-warm-homes-advice",
    type: "service",
    intro:
      "Struggling with gas or electricity bills, a prepayment meter or damp and mould? Call our friendly energy advisers.",
    description: `We can check you're on the best tariff, help you deal with arrears, apply for grants and the Warm Home Discount, and talk to your supplier for you.

If your home is cold or damp, we can arrange a free home energy visit and help you apply for insulation or heating grants.

You don't need to be on benefits to get help.`,
    taxonomies: ["energy-and-bills", "home-repairs-and-adaptations", "cost-of-living-help"],
    offerings: [
      "Tariff and bill checks",
      "Help with energy debt",
      "Home energy visits",
      "Grant applications",
    ],
    waitTime: null,
    freephone: true,
    referral: { method: "none" },
    venues: [{ venue: "high-street-hub", schedule: "office", name: "Phone line and appointments" }],
    tags: ["online", "home-visits"],
    score: 4,
  },
  {
    name: "Carers' Support and Advice",
    organisation: "sutton-carers-network",
    type: "service",
    intro:
      "A named support worker, advice on your rights and help to get a break, for adults looking after someone in Sutton.",
    description: `Caring can take over your life. Our support workers will listen, help you understand what support is available, and make sure you're not doing it all alone.

We can help with a carer's assessment, Carer's Allowance, planning for emergencies and talking to health and social care professionals.

We also run training, wellbeing sessions and regular social events where you can meet other carers.`,
    taxonomies: ["carer-support", "benefits-advice"],
    offerings: [
      "One-to-one support",
      "Carer's assessment support",
      "Carers' emergency card",
      "Training and wellbeing sessions",
    ],
    custom: { age_group: "Adults aged 18 and over who care for someone living in Sutton." },
    waitTime: "one_week",
    referral: { method: "internal", button: "Refer yourself or a carer", disclaimer: true },
    testimonial:
      "Having someone who understood what I was going through made all the difference. I finally got a break after two years.",
    contactName: "Carers' support team",
    venues: [
      { venue: "high-street-hub", schedule: "office" },
      { venue: "st-helier-north", schedule: "fourth-monday", name: "St Helier outreach" },
    ],
    tags: ["appointment-only", "home-visits"],
    socials: ["facebook", "instagram"],
    gallery: 3,
    score: 5,
  },
  {
    name: "Carers' Wellbeing Café",
    organisation: "sutton-carers-network",
    type: "group",
    intro: "Tea, cake and a chance to relax with other carers every other Wednesday morning.",
    description: `A relaxed, friendly group where you can talk to people who understand, pick up tips and information, and have an hour or two for yourself.

Some sessions have a guest speaker or a short activity such as chair yoga or a craft. You're welcome to just come and chat.`,
    taxonomies: ["carer-support", "peer-support", "wellbeing-activities"],
    offerings: ["Peer support", "Guest speakers", "Relaxation activities"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "carshalton-north-hall", schedule: "fortnightly-wed" }],
    tags: ["drop-in", "volunteer-led"],
    gallery: 2,
  },
  {
    name: "Emergency Food Parcels",
    organisation: "wandle-valley-food-bank",
    type: "service",
    intro:
      "Three days of nutritionally balanced emergency food for people in crisis, with a warm welcome and someone to talk to.",
    description: `If you can't afford food, we can help. Our volunteers will give you a parcel of tinned and dried food, toiletries and, where we can, fresh bread and vegetables.

An adviser is available at every session to help with the reasons you've needed a food bank, such as benefit delays, debt or a sudden change in circumstances.

Most people are referred with a food bank voucher, but if you arrive without one, please still come and talk to us.`,
    taxonomies: ["food-banks", "cost-of-living-help"],
    offerings: [
      "Three-day food parcels",
      "Toiletries and hygiene products",
      "Baby food and nappies",
      "On-site advice",
    ],
    custom: {
      income: "For people in financial crisis.",
      other:
        "A food bank voucher from an advice service, GP, school or support worker is usually needed.",
    },
    usefulInfos: [
      ["What to bring", "Your food bank voucher if you have one, and a couple of strong bags."],
      [
        "Additional information",
        "Tell us about any allergies or dietary needs and we'll do our best to help.",
      ],
    ],
    waitTime: null,
    referral: { method: "none" },
    venues: [
      { venue: "hackbridge-hall", schedule: "drop-in", name: "Hackbridge centre" },
      { venue: "brighton-road-church", schedule: "fri-lunch", name: "Sutton centre" },
      { venue: "worcester-park-hall", schedule: "saturday", name: "Worcester Park centre" },
    ],
    tags: ["drop-in", "volunteer-led"],
    socials: ["facebook"],
    gallery: 3,
    score: 5,
  },
  {
    name: "St Helier Pantry Membership",
    organisation: "st-helier-community-pantry",
    type: "service",
    intro:
      "Pay £4.50 a week and choose groceries worth around £20, including fresh fruit, vegetables and chilled food.",
    description: `The pantry is a food club run by and for local people. Members choose their own shopping from well-stocked shelves, so you get food your family actually likes.

Membership is open to anyone living in St Helier, Rosehill or the Wrythe. There's no referral needed. Just come along with proof of address to sign up.`,
    taxonomies: ["food-banks", "healthy-eating", "cost-of-living-help"],
    offerings: ["Weekly food shop", "Fresh fruit and vegetables", "Recipe cards and cooking tips"],
    fees: { text: "£4.50 per week for around £20 of shopping." },
    custom: { other: "Open to residents of St Helier, Rosehill and the Wrythe." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "wrythe-pantry", schedule: "drop-in-plus-saturday" }],
    tags: ["drop-in"],
    score: 4,
  },
  {
    name: "Baby Bank Referrals",
    organisation: "carshalton-baby-bank",
    type: "service",
    intro:
      "Free prams, cots, clothes and baby essentials for families who are struggling, through a referral from a professional.",
    description: `Health visitors, midwives, social workers, teachers and support workers can refer a family to us. We'll put together what the family needs, from a full newborn bundle to a winter coat, and arrange collection or delivery.

Everything we give is clean, safe and good quality. Car seats are always new.`,
    taxonomies: ["baby-banks-and-clothing", "early-years"],
    offerings: [
      "Newborn bundles",
      "Cots, prams and car seats",
      "Clothes up to age 8",
      "Emergency nappies and formula",
    ],
    eligibility: ["age-0-4", "age-5-11", "low-income"],
    custom: { other: "Families must be referred by a professional who knows them." },
    waitTime: "one_week",
    referral: { method: "internal", button: "Refer a family", disclaimer: false },
    venues: [{ venue: "the-grove", schedule: "tue-morning", name: "Collection point" }],
    tags: ["family-friendly", "volunteer-led"],
    socials: ["instagram"],
    gallery: 4,
  },
  {
    name: "Low-Cost Counselling for Adults",
    organisation: "sutton-mind-matters",
    type: "service",
    intro:
      "Up to twelve sessions with a qualified counsellor, with fees based on what you can afford.",
    description: `Counselling gives you a safe, confidential space to talk about what's troubling you, whether that's anxiety, depression, relationship problems, loss or something you can't quite put into words.

After a short assessment, we'll match you with a counsellor. Sessions are weekly and last 50 minutes, in person or online.

If you need help urgently, please call NHS 111 and choose the mental health option.`,
    taxonomies: ["counselling-and-talking-therapies", "mental-health"],
    offerings: ["Assessment appointment", "Up to 12 weekly sessions", "Face-to-face or online"],
    eligibility: [
      "age-19-25",
      "age-26-39",
      "age-40-64",
      "age-65-79",
      "age-80-plus",
      "mental-health-condition",
    ],
    fees: {
      text: "From £10 to £40 per session depending on your income. Free for people on means-tested benefits.",
      url: true,
    },
    waitTime: "month",
    referral: { method: "external", button: "Refer yourself" },
    testimonial:
      "My counsellor helped me understand my anxiety and gave me tools I still use every day.",
    venues: [{ venue: "high-street-hub", schedule: "office-late" }],
    tags: ["appointment-only", "online", "evenings"],
    socials: ["twitter", "instagram"],
    score: 4,
  },
  {
    name: "Evening Support Line",
    organisation: "sutton-mind-matters",
    type: "service",
    intro:
      "A listening phone line every evening from 6pm to 10pm for anyone in Sutton who is struggling and wants to talk.",
    description: `Our trained volunteers won't judge or tell you what to do. They'll listen, help you think things through, and let you know about other support if you'd like.

You can call about anything: feeling low, lonely, anxious, or just needing to hear a friendly voice.

This isn't a crisis service. If you're in immediate danger, call 999.`,
    taxonomies: ["crisis-support", "mental-health", "peer-support"],
    offerings: ["Listening support by phone", "Information about local services"],
    waitTime: null,
    freephone: true,
    referral: { method: "none" },
    venues: [{ venue: "high-street-hub", schedule: "seven-days", name: "Phone line" }],
    tags: ["online", "evenings", "weekends"],
    score: 3,
  },
  {
    name: "Men's Wellbeing Group",
    organisation: "sutton-mind-matters",
    type: "group",
    intro: "A relaxed monthly get-together where men can talk openly about how they're doing.",
    description: `It's okay to talk. This peer-led group meets on the third Thursday of every month for a brew and an honest chat.

There's no pressure to share: you're welcome to listen. Some evenings include a guest speaker on topics such as sleep, stress and money worries.`,
    taxonomies: ["peer-support", "mental-health", "wellbeing-activities"],
    offerings: ["Peer support", "Guest speakers", "Signposting to other services"],
    eligibility: ["male"],
    custom: { gender: "Open to anyone who identifies as a man.", age_group: "Aged 18 and over." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "life-centre", schedule: "third-thursday" }],
    tags: ["drop-in", "evenings"],
  },
  {
    name: "Bereavement Café",
    organisation: "cheam-bereavement-circle",
    type: "group",
    intro:
      "A gentle, informal café for anyone who has lost someone close to them, however long ago.",
    description: `Grief can be lonely. At our café you can meet others who understand, share memories, or simply sit quietly with a cup of tea.

Trained volunteers are on hand if you'd like to talk one to one, and we can point you to counselling and practical help.`,
    taxonomies: ["bereavement-support", "peer-support"],
    offerings: [
      "Informal peer support",
      "One-to-one listening",
      "Information on practical matters after a death",
    ],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "cheam-library", schedule: "monthly-1" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Youth Drop-In Centre",
    organisation: "sutton-youth-collective",
    type: "club",
    intro:
      "Somewhere to hang out after school with games, music, food and youth workers you can talk to.",
    description: `The drop-in is open four afternoons a week for young people aged 11 to 19 (up to 25 with a disability). There's a games room, a music corner, homework space and free snacks.

Youth workers can help with anything from exam stress to finding a part-time job, and everything you tell them is confidential unless you're at risk of harm.`,
    taxonomies: ["youth-clubs", "youth-mentoring"],
    offerings: [
      "Games, music and homework space",
      "Free snacks",
      "One-to-one chats with youth workers",
    ],
    eligibility: ["age-12-15", "age-16-18", "age-19-25"],
    custom: { age_group: "11 to 19, or up to 25 for young people with a disability." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "high-street-hub", schedule: "after-school" }],
    tags: ["drop-in", "free-wifi"],
    socials: ["instagram", "tiktok", "snapchat"],
    gallery: 3,
    score: 4,
  },
  {
    name: "Free Youth Counselling",
    organisation: "sutton-youth-collective",
    type: "service",
    intro:
      "Free, confidential counselling for young people aged 11 to 25 who live, work or study in Sutton.",
    description: `Whatever's on your mind (stress, family, friendships, self-harm, identity, or something else), our counsellors are here to listen.

You can refer yourself, or a parent, teacher or GP can refer you with your agreement. Sessions are weekly and you'll usually have up to ten.`,
    taxonomies: ["counselling-and-talking-therapies", "youth-services", "mental-health"],
    offerings: ["Assessment", "Up to 10 counselling sessions", "Online or face to face"],
    eligibility: ["age-12-15", "age-16-18", "age-19-25"],
    waitTime: "three_weeks",
    referral: { method: "internal", button: "Refer yourself", disclaimer: true },
    testimonial: "I was nervous at first, but it was the first time someone really listened to me.",
    venues: [{ venue: "high-street-hub", schedule: "office-late" }],
    tags: ["appointment-only", "online"],
    score: 5,
  },
  {
    name: "Roundshaw After-School Club",
    organisation: "roundshaw-youth-project",
    type: "club",
    intro: "Sport, cooking, games and trips for young people on the Roundshaw estate.",
    description: `A friendly club for 8 to 16 year olds, running four afternoons a week in term time and with a full programme in the holidays.

Each session includes a hot snack. Parents are welcome to pop in and meet the team.`,
    taxonomies: ["youth-clubs", "holiday-activities"],
    offerings: ["Sports and games", "Cooking sessions", "Holiday trips"],
    eligibility: ["age-5-11", "age-12-15"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "phoenix-centre", schedule: "after-school" }],
    tags: ["family-friendly"],
    gallery: 2,
  },
  {
    name: "Conservation Volunteering Days",
    organisation: "friends-of-beddington-park",
    type: "activity",
    intro:
      "Help care for Beddington Park on the first Saturday of every month: coppicing, planting, litter picking and more.",
    description: `No experience needed, just a willingness to get a bit muddy. We provide tools, gloves and training, plus tea and biscuits at half time.

It's a great way to get some fresh air, meet people and learn about the park's wildlife and history.`,
    taxonomies: ["gardening-and-nature", "volunteering", "heritage-and-museums"],
    offerings: ["Practical conservation tasks", "Tools and training provided", "Tea and biscuits"],
    usefulInfos: [
      ["What to wear", "Old clothes and sturdy boots. Bring waterproofs if it looks like rain."],
      [
        "Meeting up",
        "Meet at the pavilion at 10am. Late arrivals can find us by asking at the café.",
      ],
    ],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "beddington-park", schedule: "first-saturday" }],
    tags: ["weekends", "volunteer-led", "family-friendly"],
    gallery: 4,
  },
  {
    name: "Hackbridge Repair Café",
    organisation: "hackbridge-repair-cafe",
    type: "activity",
    intro:
      "Bring your broken toasters, lamps, clothes and bikes and fix them with our volunteer repairers, for free.",
    description: `Don't throw it away: let's fix it together! Our volunteers include electricians, sewers, bike mechanics and general tinkerers.

You'll sit with the repairer while they work, so you can learn how to fix it next time. Repairs are free, but donations are welcome.`,
    taxonomies: ["repair-and-reuse", "climate-action"],
    offerings: ["Electrical repairs", "Clothes mending", "Bike fixing", "Tea and cake"],
    usefulInfos: [
      ["What to bring", "The item that needs fixing, and any spare parts or manuals you have."],
    ],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "hackbridge-hall", schedule: "last-sunday" }],
    tags: ["weekends", "volunteer-led"],
    socials: ["facebook"],
    gallery: 3,
  },
  {
    name: "Wildlife Watch Family Club",
    organisation: "sutton-ecology-trust",
    type: "club",
    intro:
      "Pond dipping, bug hunts and nature crafts for children aged 5 to 11 and their grown-ups.",
    description: `Explore the ponds, meadow and woodland at the Ecology Centre with our friendly education team. Every session has a different theme, from minibeasts to birdsong.

Children must be accompanied by an adult.`,
    taxonomies: ["gardening-and-nature", "holiday-activities"],
    offerings: ["Pond dipping", "Bug hunts", "Nature crafts"],
    eligibility: ["age-5-11"],
    fees: { text: "£3 per child per session. Adults go free.", url: true },
    waitTime: null,
    referral: { method: "external", button: "Book a place" },
    venues: [{ venue: "ecology-centre", schedule: "fortnightly-sat" }],
    tags: ["family-friendly", "weekends"],
    socials: ["instagram"],
    gallery: 5,
    video: true,
  },
  {
    name: "Wallington Health Walks",
    organisation: "wallington-walking-for-health",
    type: "activity",
    intro: "Free, friendly, led walks of 30 to 60 minutes, finishing with a cuppa.",
    description: `Our walks are a gentle way to get more active, at a pace that suits you. Each walk has a trained leader and a back marker, so nobody gets left behind.

Just turn up in comfortable shoes. There's no need to book.`,
    taxonomies: ["walking", "wellbeing-activities"],
    offerings: ["Led walks", "Short and longer routes", "Coffee afterwards"],
    usefulInfos: [["Meeting up", "Meet outside the library ten minutes before the start."]],
    waitTime: null,
    referral: { method: "none" },
    venues: [
      { venue: "wallington-library", schedule: "tue-morning" },
      { venue: "beddington-park", schedule: "fri-lunch", name: "Beddington Park walk" },
    ],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Couch to 5K",
    organisation: "cheam-striders-running-club",
    type: "activity",
    intro:
      "A nine-week beginners' course that takes you from the sofa to running 5K, with friendly coaches.",
    description: `Never run before? Perfect. We start with short bursts of running and walking and build up gradually, with three sessions a week (two with the group and one on your own).

At the end of the course we'll celebrate together at a local parkrun.`,
    taxonomies: ["running", "sport-and-fitness"],
    offerings: ["Nine-week course", "Qualified run leaders", "Graduation run"],
    fees: { text: "£25 for the whole nine-week course.", url: true },
    custom: {
      age_group: "Adults aged 18 and over.",
      other: "If you have a heart or joint condition, check with your GP before you start.",
    },
    waitTime: "longer",
    referral: { method: "external", button: "Sign up" },
    venues: [{ venue: "cheam-leisure", schedule: "evening" }],
    tags: ["evenings"],
    socials: ["instagram"],
  },
  {
    name: "Walking Football for Over-50s",
    organisation: "sutton-spartans-football-club",
    type: "club",
    intro:
      "All the fun of football, without the running. Great for fitness, friendship and banter.",
    description: `Walking football is a slower version of the game with no running, no slide tackles and no heading. It's ideal if you haven't played for years or are managing a health condition.

Sessions are mixed and all abilities are welcome.`,
    taxonomies: ["football", "sport-and-fitness", "older-people"],
    offerings: ["Weekly sessions", "Friendly matches", "Social events"],
    eligibility: ["age-40-64", "age-65-79", "age-80-plus"],
    custom: { age_group: "Usually for people aged 50 and over." },
    fees: { text: "£3 per session. Your first session is free." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "westcroft", schedule: "fri-lunch" }],
    tags: ["drop-in"],
    gallery: 2,
  },
  {
    name: "Dial-a-Ride",
    organisation: "sutton-community-transport-trust",
    type: "service",
    intro:
      "Door-to-door accessible minibus journeys for people who find it hard to use buses and trains.",
    description: `Our wheelchair-accessible minibuses can take you to the shops, appointments, social groups and to visit friends anywhere in Sutton and neighbouring boroughs.

Drivers are trained to help you in and out of the vehicle. Book at least two days ahead.`,
    taxonomies: ["community-transport", "staying-independent", "disability-support"],
    offerings: [
      "Door-to-door journeys",
      "Wheelchair-accessible vehicles",
      "Volunteer car scheme for hospital visits",
    ],
    eligibility: ["physical-disability", "sight-impairment", "long-term-condition"],
    fees: { text: "£2.50 per single journey within Sutton." },
    waitTime: "one_week",
    referral: { method: "internal", button: "Register for Dial-a-Ride", disclaimer: true },
    venues: [{ venue: "beddington-lane", schedule: "office", name: "Booking office" }],
    tags: ["appointment-only"],
    score: 4,
  },
  {
    name: "Housing Advice Drop-In",
    organisation: "sutton-housing-advice-partnership",
    type: "service",
    intro:
      "Free, independent advice if you're worried about losing your home, have problems with a landlord or need repairs doing.",
    description: `Our advisers can help if you've received an eviction notice, are behind with your rent or mortgage, or your home is in poor condition.

We can check whether a notice is valid, negotiate with landlords, and represent you at the county court on possession day.

Drop in or call for an appointment. Bring any letters or notices you've received.`,
    taxonomies: ["housing-advice", "homelessness-support", "legal-advice"],
    offerings: [
      "Tenancy rights advice",
      "Eviction and possession help",
      "Disrepair advice",
      "Court duty representation",
    ],
    eligibility: ["private-renter", "social-tenant", "home-owner", "lease-holder"],
    waitTime: "one_week",
    referral: { method: "external", button: "Request a call back" },
    venues: [
      { venue: "central-library", schedule: "mornings" },
      { venue: "st-helier-north", schedule: "second-tuesday", name: "St Helier outreach" },
    ],
    tags: ["drop-in"],
    score: 4,
  },
  {
    name: "Winter Night Shelter",
    organisation: "safe-haven-sutton",
    type: "service",
    intro:
      "A warm bed, an evening meal and breakfast for people sleeping rough, every night through the winter.",
    description: `The shelter moves between church halls in Sutton each night of the week. Guests are referred by the outreach team or the council, and a place is kept for you for the whole season.

Our housing workers will help you find somewhere more settled to live.`,
    taxonomies: ["homelessness-support", "community-meals"],
    offerings: ["Evening meal and breakfast", "A safe bed", "Housing support"],
    eligibility: ["homeless"],
    custom: { housing: "For people who are sleeping rough or have nowhere safe to stay." },
    waitTime: null,
    referral: { method: "internal", button: "Refer someone", disclaimer: true },
    venues: [{ venue: "brighton-road-church", schedule: "night-shelter" }],
    tags: ["evenings", "volunteer-led"],
    endsInDays: 95,
    score: 4,
  },
  {
    name: "Domestic Abuse Advocacy",
    organisation: "sutton-safe-space",
    type: "service",
    intro:
      "Confidential support from an independent domestic violence adviser to help you stay safe and plan your next steps.",
    description: `If you're experiencing abuse from a partner, ex-partner or family member, you don't have to deal with it on your own. An independent domestic violence adviser (IDVA) can help you make a safety plan, understand your options and support you through the police and courts if you choose.

We support people of all genders, ages and backgrounds. We won't pressure you into doing anything you're not ready for.

**If you are in immediate danger, call 999.**`,
    taxonomies: ["domestic-abuse", "victim-support"],
    offerings: [
      "Safety planning",
      "Support with police and courts",
      "Refuge referrals",
      "Recovery groups",
    ],
    custom: {
      age_group: "Aged 16 and over.",
      other: "People living in Sutton, or moving to the borough to get away from abuse.",
    },
    waitTime: "one_week",
    referral: { method: "internal", button: "Get in touch safely", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Confidential venue" }],
    tags: ["appointment-only", "women-only"],
    score: 5,
  },
  {
    name: "Free Legal Advice Clinic",
    organisation: "south-london-community-law-clinic",
    type: "service",
    intro:
      "Free half-hour appointments with a volunteer solicitor for housing, employment, family and consumer problems.",
    description: `Our evening clinics give you a chance to talk through a legal problem with a qualified solicitor, free of charge.

The solicitor will explain your rights and options, and can refer you on if you need ongoing help or might qualify for legal aid.`,
    taxonomies: ["legal-advice", "housing-advice"],
    offerings: ["30-minute appointments", "Employment rights advice", "Help with court forms"],
    custom: {
      other:
        "Anyone who lives or works in Sutton. This clinic does not cover criminal or immigration law.",
    },
    waitTime: "two_weeks",
    referral: { method: "external", button: "Book an appointment" },
    venues: [{ venue: "central-library", schedule: "thu-evening" }],
    tags: ["appointment-only", "evenings"],
  },
  {
    name: "English Conversation Club",
    organisation: "sutton-migrant-welcome",
    type: "group",
    intro:
      "Practise speaking English in a relaxed group, make friends and find out about life in Sutton.",
    description: `Whether you've just arrived or have lived here for years, our conversation club is a friendly place to build your confidence.

Volunteers lead small group conversations about everyday topics. There's free childcare in the next room and tea and biscuits for everyone.`,
    taxonomies: ["english-classes-esol", "refugees-and-migrants", "social-groups"],
    offerings: ["Small-group conversation", "Free crèche", "Information about local services"],
    eligibility: ["arabic", "ukrainian", "tamil", "polish", "portuguese"],
    custom: { language: "For people whose first language is not English. All levels welcome." },
    waitTime: null,
    referral: { method: "none" },
    venues: [
      { venue: "central-library", schedule: "wed-afternoon" },
      { venue: "life-centre", schedule: "saturday", name: "Saturday club" },
    ],
    tags: ["drop-in", "family-friendly", "volunteer-led"],
    gallery: 2,
  },
  {
    name: "ESOL Courses",
    organisation: "sutton-college",
    type: "service",
    intro:
      "English for Speakers of Other Languages courses from beginner to level 2, in the daytime and evening.",
    description: `Our ESOL courses help you improve your speaking, listening, reading and writing for everyday life, work and further study.

Before you start, you'll have an assessment to find the right level. Courses run from September, January and April.`,
    taxonomies: ["english-classes-esol", "adult-learning"],
    offerings: ["Level assessment", "Daytime and evening classes", "Recognised qualifications"],
    eligibility: ["age-19-25", "age-26-39", "age-40-64", "age-65-79"],
    custom: {
      other:
        "You must have lived in the UK for at least three years, or have refugee status, to get a funded place.",
    },
    fees: {
      text: "Free if you receive benefits or earn less than the London Living Wage. Otherwise from £95 per term.",
      url: true,
    },
    waitTime: "longer",
    referral: { method: "external", button: "Book an assessment" },
    video: true,
    venues: [{ venue: "central-library", schedule: "office-late", name: "Sutton College" }],
    tags: ["appointment-only", "evenings"],
    socials: ["facebook", "youtube"],
    score: 4,
  },
  {
    name: "Get Online Drop-In",
    organisation: "sutton-digital-champions",
    type: "service",
    intro:
      "Patient, one-to-one help with phones, tablets, computers and the internet. No question is too basic.",
    description: `Bring your own device or use one of ours. Our volunteers can help you send emails, make video calls, order repeat prescriptions, use the NHS App, shop online safely and spot scams.

If you don't have a device, ask us about our tablet loan scheme.`,
    taxonomies: ["digital-skills", "scams-and-fraud", "libraries"],
    offerings: ["One-to-one digital help", "Tablet loans", "Online safety tips"],
    waitTime: null,
    referral: { method: "none" },
    venues: [
      { venue: "carshalton-library", schedule: "wed-afternoon" },
      { venue: "worcester-park-library", schedule: "tue-morning" },
    ],
    tags: ["drop-in", "free-wifi", "volunteer-led"],
  },
  {
    name: "Employment Coaching",
    organisation: "sutton-works",
    type: "service",
    intro:
      "One-to-one support to help you find work, from writing a CV to preparing for interviews and starting your new job.",
    description: `Your coach will get to know you, your skills and what you're looking for, then work with you on a plan. We have strong links with local employers and can tell you about vacancies before they're advertised.

We also offer specialist support for disabled people, people with health conditions and young people not in education or work.`,
    taxonomies: ["employment-support", "adult-learning"],
    offerings: ["CV writing", "Interview practice", "Job matching", "In-work support"],
    eligibility: ["not-working", "age-16-18", "age-19-25", "age-26-39", "age-40-64"],
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Register with Sutton Works", disclaimer: true },
    contactName: "Sutton Works team",
    venues: [{ venue: "jobs-hub", schedule: "office" }],
    tags: ["appointment-only"],
    socials: ["twitter"],
    score: 4,
  },
  {
    name: "Memory Café",
    organisation: "sutton-dementia-alliance",
    type: "group",
    intro:
      "A friendly afternoon of music, reminiscence and refreshments for people living with dementia and their carers.",
    description: `Memory cafés are a chance to relax and enjoy yourselves together, in a place where everyone understands.

Each month has a different activity: singing, old photographs, gentle exercise or a visiting speaker. A dementia adviser is always there to answer questions.`,
    taxonomies: ["dementia-support", "carer-support", "older-people"],
    offerings: ["Music and reminiscence", "Refreshments", "Advice from a dementia adviser"],
    eligibility: ["dementia"],
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "wallington-hall", schedule: "monthly-15" }],
    tags: ["drop-in"],
    gallery: 2,
  },
  {
    name: "Belmont Lunch Club",
    organisation: "sutton-lunch-club-association",
    type: "group",
    intro: "A hot two-course lunch and good company every Wednesday for people aged 60 and over.",
    description: `Our volunteers cook a fresh two-course meal, followed by tea, a quiz or a game of bingo.

We can arrange transport if you find it difficult to get here. Please let us know by Monday if you're coming, so we cook enough.`,
    taxonomies: ["lunch-clubs", "community-meals", "older-people"],
    offerings: ["Two-course lunch", "Entertainment and games", "Transport on request"],
    eligibility: ["age-65-79", "age-80-plus"],
    fees: { text: "£6 for a two-course lunch, tea and coffee." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "belmont-hall", schedule: "wed-afternoon", name: "Lunch from 12 noon" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Telephone Befriending",
    organisation: "silver-threads-befriending",
    type: "service",
    intro:
      "A weekly phone call from a friendly volunteer for older people who would like someone to talk to.",
    description: `We'll match you with a volunteer who shares some of your interests. They'll call at the same time each week for a chat about anything you like.

Many of our friendships have lasted for years. If you'd prefer a visit at home, ask about our home visiting scheme.`,
    taxonomies: ["befriending", "older-people"],
    offerings: ["Weekly phone calls", "Home visits", "Group outings"],
    eligibility: ["age-65-79", "age-80-plus"],
    waitTime: "month",
    referral: { method: "internal", button: "Ask for a befriender", disclaimer: true },
    testimonial: "My Tuesday call is the highlight of my week. Margaret feels like family now.",
    venues: [{ venue: "wallington-south", schedule: "office", name: "Phone service" }],
    tags: ["online", "home-visits", "volunteer-led"],
    score: 5,
  },
  {
    name: "Sight and Hearing Equipment Centre",
    organisation: "sutton-sight-and-hearing",
    type: "service",
    intro:
      "Try out magnifiers, talking clocks, amplified phones and other equipment, and get hearing aid batteries and re-tubing.",
    description: `Our resource centre lets you see and try equipment before you buy, with expert advice on what will help most.

We also run free NHS hearing aid maintenance clinics and can help you register as sight impaired.`,
    taxonomies: ["sight-and-hearing-loss", "equipment-and-adaptations"],
    offerings: ["Equipment demonstrations", "Hearing aid maintenance", "Registration support"],
    eligibility: ["sight-impairment", "hearing-impairment"],
    waitTime: null,
    referral: { method: "none" },
    venues: [
      { venue: "civic-offices", schedule: "clinic" },
      { venue: "cheam-library", schedule: "monthly-31", name: "Cheam hearing aid clinic" },
    ],
    tags: ["drop-in", "bsl"],
    score: 3,
  },
  {
    name: "Autism Parent Support Group",
    organisation: "sutton-autism-family-support",
    type: "group",
    intro:
      "Meet other parents and carers of autistic children, share experiences and pick up practical tips.",
    description: `Our fortnightly group is run by parents who've been there. Whether your child has just been diagnosed or you're still waiting, you're welcome.

Some sessions have a speaker on topics like sleep, school and sensory needs.`,
    taxonomies: ["autism-support", "parenting-support", "special-educational-needs-send"],
    offerings: ["Peer support", "Guest speakers", "Sensory-friendly family events"],
    eligibility: ["autism"],
    custom: { other: "For parents and carers. A diagnosis is not needed." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "benhilton-centre", schedule: "fortnightly-fri" }],
    tags: ["drop-in", "family-friendly"],
  },
  {
    name: "Stay and Play",
    organisation: "sutton-family-hubs",
    type: "activity",
    intro:
      "Free play sessions for babies and children under five and their parents or carers, with songs and messy play.",
    description: `A relaxed session where your child can explore, play and meet other children, and you can meet other parents.

Health visitors and family support workers often drop in, so it's a good chance to ask questions.`,
    taxonomies: ["early-years", "parenting-support"],
    offerings: ["Messy play", "Songs and rhymes", "Chat with family workers"],
    eligibility: ["age-0-4"],
    waitTime: null,
    referral: { method: "none" },
    venues: [
      { venue: "benhilton-centre", schedule: "mornings" },
      { venue: "st-helier-north", schedule: "tue-morning" },
      { venue: "phoenix-centre", schedule: "fri-lunch" },
    ],
    tags: ["drop-in", "family-friendly"],
    gallery: 3,
    score: 4,
  },
  {
    name: "Young Carers Club",
    organisation: "sutton-young-carers-project",
    type: "club",
    intro:
      "Fun, friendship and time out for young people aged 8 to 18 who help look after someone at home.",
    description: `At club you can relax, try new activities and meet other young people who understand what it's like to be a carer.

We also run trips in the holidays and can talk to your school about the support you need.`,
    taxonomies: ["young-carers", "youth-clubs"],
    offerings: ["Fortnightly club nights", "Holiday trips", "School support"],
    eligibility: ["age-5-11", "age-12-15", "age-16-18"],
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Refer a young carer", disclaimer: true },
    venues: [{ venue: "beddington-corner", schedule: "youth-evenings" }],
    tags: ["evenings"],
    socials: ["instagram"],
  },
  {
    name: "Sexual Health Clinic",
    organisation: "south-west-london-sexual-health",
    type: "service",
    intro:
      "Free, confidential NHS testing, treatment and contraception. Book online or walk in on Saturday mornings.",
    description: `We offer testing and treatment for sexually transmitted infections, all types of contraception including coils and implants, emergency contraception and PrEP.

You don't need to be registered with a GP, and we won't tell anyone you've visited.`,
    taxonomies: ["sexual-health", "gp-and-health-services"],
    offerings: ["STI testing and treatment", "Contraception", "Emergency contraception", "PrEP"],
    eligibility: ["age-16-18", "age-19-25", "age-26-39", "age-40-64"],
    waitTime: "one_week",
    referral: { method: "external", button: "Book online" },
    cqc: "1-2185536427",
    venues: [{ venue: "st-helier-hospital", schedule: "clinic" }],
    tags: ["appointment-only", "drop-in"],
    score: 4,
  },
  {
    name: "Stop Smoking Service",
    organisation: "sutton-health-improvement-team",
    type: "service",
    intro:
      "Free support and stop-smoking medicines or vapes to help you quit for good. You're three times more likely to succeed with us.",
    description: `An adviser will support you for 12 weeks with weekly check-ins by phone or in person, and help you choose the stop-smoking aid that's right for you.

Support is available in several languages, and there's extra help if you're pregnant.`,
    taxonomies: ["stop-smoking", "gp-and-health-services"],
    offerings: [
      "12 weeks of support",
      "Free nicotine replacement or vape kit",
      "Support in pregnancy",
    ],
    custom: {
      age_group: "Aged 12 and over.",
      other: "You must live in Sutton or be registered with a Sutton GP.",
    },
    waitTime: "one_week",
    referral: { method: "internal", button: "Sign up", disclaimer: false },
    venues: [{ venue: "civic-offices", schedule: "office" }],
    tags: ["online"],
    score: 3,
  },
  {
    name: "Alcohol and Drug Recovery Support",
    organisation: "sutton-recovery-hub",
    type: "service",
    intro:
      "Confidential help for adults who want to change their drinking or drug use, including medical support and recovery groups.",
    description: `Whatever your goal, whether it's cutting down, stopping or staying stopped, we'll work with you. You'll have a key worker, access to doctors and nurses, and a choice of groups.

Family members and friends can get support too.`,
    taxonomies: ["drug-and-alcohol-support", "peer-support"],
    offerings: [
      "Assessment and key working",
      "Medically assisted recovery",
      "Recovery groups",
      "Family support",
    ],
    eligibility: ["age-19-25", "age-26-39", "age-40-64", "age-65-79"],
    waitTime: "two_weeks",
    referral: { method: "external", button: "Refer yourself" },
    cqc: "1-1098765432",
    venues: [{ venue: "high-street-hub", schedule: "office-late" }],
    tags: ["appointment-only", "drop-in"],
    score: 4,
  },
  {
    name: "Community Choir",
    organisation: "carshalton-community-choir",
    type: "club",
    intro: "A warm, non-auditioned choir singing pop, folk and gospel. No need to read music.",
    description: `Singing together is good for the soul. We learn songs by ear, in harmony, and perform a couple of times a year.

Come along for a free taster: you'll be made very welcome.`,
    taxonomies: ["music-and-singing", "wellbeing-activities"],
    offerings: ["Weekly rehearsals", "Concerts", "Free taster session"],
    fees: { text: "£5 per session. Your first session is free." },
    waitTime: null,
    referral: { method: "none" },
    video: true,
    venues: [{ venue: "carshalton-north-hall", schedule: "thu-evening" }],
    tags: ["evenings"],
    socials: ["facebook", "youtube"],
    gallery: 2,
  },
  {
    name: "Seated Dance for Older People",
    organisation: "move-together-dance",
    type: "activity",
    intro: "Gentle, joyful dance classes done sitting down, set to music from the 1950s to today.",
    description: `Seated dance improves strength, flexibility and balance, and it's a lot of fun. Classes are suitable for wheelchair users and people with limited mobility.

Carers are welcome to join in for free.`,
    taxonomies: ["dance", "older-people", "disability-support"],
    offerings: ["Weekly seated dance", "Tea and chat afterwards"],
    eligibility: ["age-65-79", "age-80-plus", "physical-disability"],
    fees: { text: "£4 per class, pay as you go.", url: true },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "wallington-hall", schedule: "tue-morning" }],
    tags: ["drop-in"],
    socials: ["instagram"],
  },
  {
    name: "LGBTQ+ Youth Group",
    organisation: "sutton-pride-network",
    type: "group",
    intro: "A safe, fun space for LGBTQ+ and questioning young people aged 13 to 19.",
    description: `Meet other young people, take part in activities and talk to youth workers who get it. Sessions are confidential and you don't need to be out to come.

Please get in touch before your first visit so we can tell you where we meet.`,
    taxonomies: ["lgbtq-plus-communities", "youth-clubs", "peer-support"],
    offerings: ["Weekly youth group", "One-to-one support", "Trips and events"],
    eligibility: ["age-12-15", "age-16-18"],
    custom: { gender: "Open to young people of all genders and identities." },
    waitTime: null,
    referral: { method: "internal", button: "Get in touch", disclaimer: false },
    venues: [{ venue: "life-centre", schedule: "evening" }],
    tags: ["evenings"],
    socials: ["instagram", "tiktok"],
  },
  {
    name: "Veterans' Breakfast Club",
    organisation: "sutton-veterans-breakfast-club",
    type: "group",
    intro: "A full English and good company for veterans, serving personnel and their families.",
    description: `Once a month we meet for breakfast and a catch-up. It's informal and friendly, and a great way to reconnect with people who understand service life.

Representatives from veterans' charities often join us, so you can ask about housing, health or employment support.`,
    taxonomies: ["veterans", "social-groups"],
    offerings: ["Monthly breakfast", "Advice from veterans' charities"],
    fees: { text: "Pay for your own breakfast, around £7." },
    waitTime: null,
    referral: { method: "none" },
    venues: [{ venue: "manor-park", schedule: "second-tuesday" }],
  },
  {
    name: "Hate Crime Reporting Centre",
    organisation: "sutton-victim-care",
    type: "service",
    intro:
      "Report hate crime safely and get support, whether or not you want to involve the police.",
    description: `Hate crime is any crime targeted at someone because of their disability, race, religion, sexual orientation or gender identity. It can include verbal abuse, online harassment and damage to property.

Our trained staff will listen, help you report if you choose, and support you to feel safe again.`,
    taxonomies: ["hate-crime", "victim-support"],
    offerings: ["Third-party reporting", "Emotional support", "Help with police and courts"],
    custom: {
      other:
        "Anyone who has experienced or witnessed a hate incident in Sutton, including people who live elsewhere.",
    },
    waitTime: null,
    referral: { method: "external", button: "Report online" },
    venues: [{ venue: "central-library", schedule: "mornings" }],
    tags: ["online"],
  },
  {
    name: "Social Prescribing",
    organisation: "sutton-primary-care-network",
    type: "service",
    intro:
      "Link workers at your GP practice help you find local activities and support for things that affect your health.",
    description: `Not everything that affects your wellbeing needs a doctor. Loneliness, money worries, housing and caring can all take their toll.

A social prescribing link worker will spend time with you, find out what matters to you, and connect you with groups and services that can help.`,
    taxonomies: ["gp-and-health-services", "wellbeing-activities", "befriending"],
    offerings: [
      "Up to six sessions with a link worker",
      "Connection to local groups",
      "Follow-up support",
    ],
    custom: { other: "You must be registered with a GP practice in Sutton." },
    waitTime: "three_weeks",
    referral: { method: "internal", button: "Ask for a link worker", disclaimer: true },
    cqc: "1-5566778899",
    venues: [
      { venue: "life-centre", schedule: "office" },
      { venue: "wallington-hall", schedule: "drop-in" },
    ],
    tags: ["appointment-only"],
    score: 3,
  },
  {
    name: "Home Adaptations and Handyperson",
    organisation: "sutton-home-improvement-agency",
    type: "service",
    intro:
      "Grab rails, key safes, small repairs and help applying for Disabled Facilities Grants to keep you safe at home.",
    description: `Our handypersons can fit grab rails, stair rails and key safes, and do small jobs that make your home safer.

For bigger adaptations such as level-access showers or stairlifts, our caseworkers can help you apply for a Disabled Facilities Grant and manage the work.`,
    taxonomies: [
      "home-repairs-and-adaptations",
      "equipment-and-adaptations",
      "staying-independent",
    ],
    offerings: [
      "Handyperson visits",
      "Falls prevention checks",
      "Disabled Facilities Grant applications",
    ],
    eligibility: [
      "age-65-79",
      "age-80-plus",
      "physical-disability",
      "home-owner",
      "private-renter",
    ],
    fees: {
      text: "Free for people over 65 on means-tested benefits. Otherwise £25 per hour plus materials.",
      url: true,
    },
    waitTime: "longer",
    referral: { method: "internal", button: "Request a visit", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "office" }],
    tags: ["home-visits"],
    score: 4,
  },
  {
    name: "Christmas Toy Appeal",
    organisation: "sutton-furniture-reuse",
    type: "service",
    intro:
      "New toys for children in families who are struggling at Christmas. This year's appeal has closed.",
    description: `Every December we collect new, unwrapped toys and share them with families referred by schools and support workers.

The appeal has now closed. Thank you to everyone who donated. We'll be back next year.`,
    taxonomies: ["baby-banks-and-clothing", "cost-of-living-help"],
    offerings: ["New toys for children aged 0 to 16"],
    waitTime: null,
    referral: { method: "none" },
    status: "inactive",
    endsInDays: -30,
    venues: [{ venue: "beddington-lane", schedule: "saturday" }],
  },
  {
    name: "Furniture for Families",
    organisation: "sutton-furniture-reuse",
    type: "service",
    intro:
      "Free beds, sofas, tables and white goods for households setting up home, referred by a support worker.",
    description: `If you're moving into an empty home after homelessness, fleeing abuse, or leaving care, we can help you furnish it.

Your support worker fills in a short referral and we'll arrange delivery within a few weeks. Our shop is also open to everyone, with refurbished furniture at low prices.`,
    taxonomies: ["furniture-and-household-items", "homelessness-support", "repair-and-reuse"],
    offerings: ["Free furniture for referred households", "Delivery service", "Low-cost shop"],
    eligibility: ["low-income", "receiving-benefits", "social-tenant"],
    waitTime: "month",
    referral: { method: "internal", button: "Refer a household", disclaimer: true },
    venues: [{ venue: "beddington-lane", schedule: "weekend", name: "Shop and warehouse" }],
    tags: ["weekends"],
    socials: ["facebook", "instagram"],
    gallery: 3,
  },
];
