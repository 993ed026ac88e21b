// Categories, personas and event categories for Connected Bexley.
import type { AuthoredCollections } from "./types.ts";

export const BEXLEY_COLLECTIONS: AuthoredCollections = {
  categories: [
    {
      name: "Staying healthy",
      slug: "staying-healthy",
      icon: "heart",
      intro:
        "Health checks, stop-smoking help, exercise classes and support to manage a long-term condition, close to home in Bexley.",
      sideboxes: [
        {
          title: "Urgent but not an emergency?",
          content:
            "Call **NHS 111** or use NHS 111 online. For life-threatening emergencies always call **999**.",
        },
      ],
      taxonomies: [
        "gp-and-health-services",
        "long-term-health-conditions",
        "stop-smoking",
        "healthy-eating",
        "sexual-health",
        "sport-and-fitness",
        "drug-and-alcohol-support",
      ],
    },
    {
      name: "Mental wellbeing",
      slug: "mental-wellbeing",
      icon: "chat",
      intro:
        "Talking therapies, peer support and calm places to go when things feel too much. You don't need a diagnosis to get help.",
      sideboxes: [
        {
          title: "Talk to someone tonight",
          content:
            "Several services listed here run evening phone lines. If you feel unsafe, call **999** or go to your nearest A&E.",
        },
      ],
      taxonomies: [
        "mental-health",
        "crisis-support",
        "peer-support",
        "wellbeing-activities",
        "counselling-and-talking-therapies",
        "bereavement-support",
      ],
    },
    {
      name: "Money and benefits",
      slug: "money-and-benefits",
      icon: "coin",
      intro:
        "Free help to check your benefits, sort out debts, and cut the cost of energy and other bills.",
      sideboxes: [
        {
          title: "Priority debts first",
          content:
            "Rent, council tax and energy bills can have serious consequences if unpaid. An adviser will help you deal with these first.",
        },
      ],
      taxonomies: ["benefits-advice", "debt-advice", "energy-and-bills", "cost-of-living-help"],
    },
    {
      name: "Food support",
      slug: "food-support",
      icon: "basket",
      intro:
        "Food banks, community pantries, free meals and baby banks across Bexley, from Thamesmead to Sidcup.",
      sideboxes: [
        {
          title: "Community pantries",
          content:
            "Pantries are membership schemes: you pay a small weekly amount and choose food worth much more. No referral needed.",
        },
      ],
      taxonomies: [
        "food-banks",
        "community-meals",
        "baby-banks-and-clothing",
        "furniture-and-household-items",
      ],
    },
    {
      name: "A place to live",
      slug: "a-place-to-live",
      icon: "house",
      intro:
        "Advice on tenancies and repairs, help to stay in your home, and urgent support if you have nowhere to stay tonight.",
      sideboxes: [
        {
          title: "Nowhere to stay tonight?",
          content:
            "Contact the council's housing options team straight away. Outside office hours, the emergency out-of-hours line can help.",
        },
      ],
      taxonomies: [
        "housing-advice",
        "homelessness-support",
        "home-repairs-and-adaptations",
        "warm-spaces",
      ],
    },
    {
      name: "Families and children",
      slug: "families-and-children",
      icon: "people",
      intro:
        "Baby groups, family hubs, parenting courses, childcare and holiday clubs for families in Bexley.",
      sideboxes: [
        {
          title: "Family hubs",
          content:
            "Bexley's family hubs offer stay-and-play, health visitor clinics and infant feeding support. Everything is free.",
        },
      ],
      taxonomies: ["early-years", "parenting-support", "childcare", "holiday-activities"],
    },
    {
      name: "Young people",
      slug: "young-people-services",
      icon: "star",
      intro:
        "Youth clubs, mentoring, sport and someone to talk to, for young people aged 11 to 25.",
      sideboxes: [
        {
          title: "Free and confidential",
          content:
            "Youth workers won't share what you tell them unless they think you're at risk of serious harm.",
        },
      ],
      taxonomies: ["youth-services", "youth-clubs", "youth-mentoring", "homework-and-tutoring"],
    },
    {
      name: "SEND Local Offer",
      slug: "send-local-offer",
      icon: "star",
      intro:
        "Information and services for children and young people aged 0 to 25 with special educational needs and disabilities, and their families.",
      sideboxes: [
        {
          title: "Independent advice",
          content:
            "The SEND information, advice and support service gives free, impartial advice about education, health and care plans.",
        },
      ],
      taxonomies: [
        "special-educational-needs-send",
        "autism-support",
        "learning-disability-support",
      ],
    },
    {
      name: "Later life",
      slug: "later-life",
      icon: "sun",
      intro: "Social clubs, lunch clubs, befriending and help at home for older people in Bexley.",
      sideboxes: [
        {
          title: "Living with dementia",
          content:
            "Memory cafés offer a relaxed afternoon out for people with dementia and the people who care for them.",
        },
      ],
      taxonomies: [
        "older-people",
        "lunch-clubs",
        "befriending",
        "day-opportunities",
        "staying-independent",
        "dementia-support",
      ],
    },
    {
      name: "Caring for someone",
      slug: "caring-for-someone",
      icon: "hand",
      intro: "Support, breaks and advice for unpaid carers of every age, including young carers.",
      sideboxes: [
        {
          title: "Emergency plan",
          content:
            "A carers' emergency card tells professionals who you care for if something happens to you. Ask a carers' service to set one up.",
        },
      ],
      taxonomies: ["carer-support", "young-carers", "equipment-and-adaptations"],
    },
    {
      name: "Jobs, learning and skills",
      slug: "jobs-and-skills",
      icon: "book",
      intro:
        "Find work, build your confidence, learn English or get online with friendly local support.",
      sideboxes: [
        {
          title: "Job clubs",
          content:
            "Drop in to a library job club for help with CVs, online applications and interview practice.",
        },
      ],
      taxonomies: [
        "employment-support",
        "english-classes-esol",
        "adult-learning",
        "digital-skills",
        "libraries",
      ],
    },
    {
      name: "Out and about",
      slug: "out-and-about",
      icon: "tree",
      intro: "Parks, sport, heritage, arts and music: plenty to do in Bexley, much of it free.",
      sideboxes: [
        {
          title: "Green spaces",
          content:
            "From Danson Park to Lesnes Abbey Woods, Bexley has over 100 parks and open spaces to explore.",
        },
      ],
      taxonomies: [
        "sport-and-leisure",
        "sport-and-fitness",
        "arts-and-crafts",
        "music-and-singing",
        "gardening-and-nature",
        "heritage-and-museums",
      ],
    },
    {
      name: "Community and faith",
      slug: "community-and-faith",
      icon: "people",
      intro:
        "Community centres, faith groups, cultural organisations and ways to volunteer near you.",
      sideboxes: [
        {
          title: "Volunteer with us",
          content:
            "Local groups are always looking for help, from driving to gardening to answering phones.",
        },
      ],
      taxonomies: [
        "community-life",
        "social-groups",
        "faith-communities",
        "community-centres",
        "refugees-and-migrants",
        "lgbtq-plus-communities",
        "veterans",
        "volunteering",
      ],
    },
    {
      name: "Feeling safe",
      slug: "feeling-safe",
      icon: "shield",
      intro: "Confidential help with domestic abuse, hate crime, scams and legal problems.",
      sideboxes: [
        {
          title: "Silent 999 calls",
          content:
            "If you can't speak when you call **999**, listen to the questions and press **55** when prompted to be put through to the police.",
        },
      ],
      taxonomies: [
        "domestic-abuse",
        "victim-support",
        "legal-advice",
        "immigration-advice",
        "hate-crime",
        "scams-and-fraud",
      ],
    },
    {
      name: "Living with a disability",
      slug: "living-with-a-disability",
      icon: "cross",
      intro:
        "Independent living advice, equipment, accessible activities and support for people with sight or hearing loss.",
      sideboxes: [
        {
          title: "Blue Badge",
          content:
            "A Blue Badge lets you park closer to where you need to go. You can apply online or ask a disability advice service to help.",
        },
      ],
      taxonomies: [
        "disability-support",
        "learning-disability-support",
        "autism-support",
        "sight-and-hearing-loss",
        "equipment-and-adaptations",
        "blue-badge-and-parking",
      ],
    },
    {
      name: "Environment and transport",
      slug: "environment-and-transport",
      icon: "leaf",
      homepage: false,
      intro: "Repair cafés, community transport, cycling and climate action in Bexley.",
      sideboxes: [
        {
          title: "Dial-a-ride",
          content:
            "Door-to-door community transport is available for people who can't easily use buses or trains.",
        },
      ],
      taxonomies: [
        "environment",
        "repair-and-reuse",
        "recycling",
        "climate-action",
        "community-transport",
        "cycling",
      ],
    },
    {
      name: "Cost of living winter 2023",
      slug: "cost-of-living-winter-2023",
      icon: "sun",
      enabled: false,
      homepage: false,
      intro: "Last winter's campaign page. See Money and benefits for current help.",
      sideboxes: [],
      taxonomies: ["warm-spaces", "cost-of-living-help"],
    },
  ],
  personas: [
    {
      name: "I'm a parent or carer",
      slug: "parent-or-carer",
      subtitle: "Support for you and your children",
      icon: "people",
      intro:
        "From baby groups to teenage years, find activities, advice and help with childcare costs.",
      sideboxes: [
        {
          title: "Tax-Free Childcare",
          content:
            "Working families can get up to £500 every three months towards childcare costs. Check if you're eligible before booking.",
        },
      ],
      taxonomies: ["early-years", "parenting-support", "childcare", "holiday-activities"],
    },
    {
      name: "I'm over 65",
      slug: "over-65",
      subtitle: "Keeping well and keeping in touch",
      icon: "sun",
      intro: "Clubs, lunches, exercise classes and practical help at home.",
      sideboxes: [
        {
          title: "Pension Credit",
          content:
            "Pension Credit can also unlock help with rent, council tax and heating. An advice service can check if you qualify.",
        },
      ],
      taxonomies: ["older-people", "lunch-clubs", "befriending", "staying-independent", "walking"],
    },
    {
      name: "I'm a young person",
      slug: "young-person",
      subtitle: "Aged 11 to 25",
      icon: "star",
      intro: "Things to do, people to talk to and help with work, training and money.",
      sideboxes: [
        {
          title: "Not in work or education?",
          content:
            "Youth employment advisers can help you find training, an apprenticeship or your first job.",
        },
      ],
      taxonomies: ["youth-services", "youth-clubs", "youth-mentoring", "employment-support"],
    },
    {
      name: "I look after someone",
      slug: "i-look-after-someone",
      subtitle: "Help for unpaid carers",
      icon: "hand",
      intro: "Advice, breaks and support for carers of all ages.",
      sideboxes: [
        {
          title: "Take a break",
          content:
            "Respite and sitting services can give you a few hours to yourself. Ask about them at your carer's assessment.",
        },
      ],
      taxonomies: ["carer-support", "young-carers", "dementia-support"],
    },
    {
      name: "I'm looking for work",
      slug: "looking-for-work",
      subtitle: "Jobs, training and volunteering",
      icon: "book",
      intro: "Build your CV, gain skills and confidence, and find work that suits you.",
      sideboxes: [
        {
          title: "Volunteering counts",
          content:
            "Volunteering can give you recent experience and a reference, and it won't affect most benefits.",
        },
      ],
      taxonomies: ["employment-support", "volunteering", "digital-skills", "adult-learning"],
    },
    {
      name: "I'm new to Bexley",
      slug: "new-to-bexley",
      subtitle: "Settling into the borough",
      icon: "house",
      intro: "Register with a GP, improve your English, and find groups and places of worship.",
      sideboxes: [
        {
          title: "Libraries",
          content:
            "Joining a library is free. You'll get computer and Wi-Fi access, and staff can tell you what's on nearby.",
        },
      ],
      taxonomies: [
        "gp-and-health-services",
        "english-classes-esol",
        "refugees-and-migrants",
        "libraries",
        "faith-communities",
      ],
    },
    {
      name: "I'm finding money tight",
      slug: "money-tight",
      subtitle: "Food, bills and debt help",
      icon: "coin",
      intro: "Practical help when money doesn't stretch far enough.",
      sideboxes: [
        {
          title: "Warm spaces",
          content:
            "Libraries and community centres across Bexley welcome anyone who wants somewhere warm to spend the day, with free hot drinks.",
        },
      ],
      taxonomies: [
        "benefits-advice",
        "debt-advice",
        "food-banks",
        "energy-and-bills",
        "warm-spaces",
      ],
    },
    {
      name: "I've served in the armed forces",
      slug: "armed-forces-community",
      subtitle: "Veterans and service families",
      icon: "shield",
      homepage: false,
      intro:
        "Support with housing, employment, health and social connections for veterans and their families.",
      sideboxes: [
        {
          title: "Armed Forces Covenant",
          content:
            "The council has signed the Armed Forces Covenant, which means veterans shouldn't be disadvantaged when using public services.",
        },
      ],
      taxonomies: ["veterans", "housing-advice", "employment-support", "peer-support"],
    },
  ],
  eventCategories: [
    {
      name: "Family days out",
      slug: "family-days-out",
      icon: "star",
      intro: "Fun for all ages in parks, libraries and heritage sites.",
      sideboxes: [],
      taxonomies: ["early-years", "holiday-activities", "youth-clubs"],
    },
    {
      name: "Get active",
      slug: "get-active",
      icon: "heart",
      intro: "Walks, runs, classes and come-and-try sports sessions.",
      sideboxes: [],
      taxonomies: ["sport-and-fitness", "walking", "running", "wellbeing-activities"],
    },
    {
      name: "Money and advice",
      slug: "money-and-advice-events",
      icon: "coin",
      intro: "Drop-ins and roadshows for benefits, energy, housing and jobs.",
      sideboxes: [],
      taxonomies: ["benefits-advice", "energy-and-bills", "employment-support", "housing-advice"],
    },
    {
      name: "Talks and workshops",
      slug: "talks-and-workshops",
      icon: "book",
      intro: "Learn something new, from local history to fixing a bike.",
      sideboxes: [],
      taxonomies: ["adult-learning", "digital-skills", "repair-and-reuse", "heritage-and-museums"],
    },
    {
      name: "Music and arts",
      slug: "music-and-arts",
      icon: "music",
      intro: "Gigs, choirs, exhibitions and crafts.",
      sideboxes: [],
      taxonomies: ["arts-and-crafts", "music-and-singing"],
    },
    {
      name: "Meet your neighbours",
      slug: "meet-your-neighbours",
      icon: "people",
      intro: "Community fairs, coffee mornings and volunteering days.",
      sideboxes: [],
      taxonomies: ["social-groups", "community-centres", "volunteering", "gardening-and-nature"],
    },
  ],
};
