// Categories, personas and event categories for the Sutton Information Hub.
import type { AuthoredCollections } from "./types.ts";

export const SUTTON_COLLECTIONS: AuthoredCollections = {
  categories: [
    {
      name: "Health and wellbeing",
      icon: "heart",
      intro:
        "Local health services, ways to stay active and places to get support with long-term conditions, from stop-smoking clinics to walking groups.",
      sideboxes: [
        {
          title: "Not sure where to start?",
          content:
            "Your GP practice can point you to most local health services. Outside surgery hours, call **NHS 111** for urgent advice, or **999** in an emergency.",
        },
        {
          title: "Social prescribing",
          content:
            "Link workers at Sutton's GP practices can connect you with groups and activities that help your wellbeing. Ask at reception for a social prescribing referral.",
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
      name: "Mental health and emotional support",
      slug: "mental-health",
      icon: "chat",
      intro:
        "Someone to talk to, whatever you're going through. Find counselling, peer support groups and crisis help across Sutton.",
      sideboxes: [
        {
          title: "If you need help right now",
          content:
            "If you or someone else is in danger, call **999**. For urgent mental health support any time of day, call **NHS 111** and choose the mental health option.",
        },
        {
          title: "Talking therapies",
          content:
            "You can refer yourself to free NHS talking therapies without seeing a GP first. Look for services marked *self-referral* below.",
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
      name: "Money, benefits and debt",
      slug: "money-and-debt",
      icon: "coin",
      intro:
        "Free, confidential help to check what you're entitled to, deal with debts and keep on top of bills.",
      sideboxes: [
        {
          title: "Worried about bailiffs or court letters?",
          content:
            "Don't ignore them. Contact a free debt adviser as soon as you can: the earlier you get help, the more options you have.",
        },
        {
          title: "Check your benefits",
          content:
            "Millions of pounds of benefits go unclaimed every year. A quick benefits check with one of the advice services listed here could make a real difference.",
        },
      ],
      taxonomies: ["benefits-advice", "debt-advice", "energy-and-bills", "cost-of-living-help"],
    },
    {
      name: "Food and essentials",
      slug: "food-and-essentials",
      icon: "basket",
      intro:
        "Food banks, community meals, baby banks and low-cost essentials in Sutton. Most are friendly drop-ins and no one will judge you for asking.",
      sideboxes: [
        {
          title: "Do I need a referral?",
          content:
            "Some food banks ask for a voucher from an advice service, school or GP. Each listing says what you need. If you're unsure, call ahead.",
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
      name: "Housing and homelessness",
      slug: "housing",
      icon: "house",
      intro:
        "Advice on renting, repairs and keeping your home, plus urgent help if you are homeless or might lose your home soon.",
      sideboxes: [
        {
          title: "Facing homelessness in the next 56 days?",
          content:
            "Contact the council's housing options team as soon as possible. They have a legal duty to help you try to keep your home or find somewhere else.",
        },
        {
          title: "Duty to refer",
          content:
            "If you work for a public body and think someone may be homeless, you can make a duty to refer notification with their consent.",
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
      name: "Children, young people and families",
      slug: "families",
      icon: "people",
      intro:
        "Stay-and-play sessions, parenting support, holiday clubs and youth activities for Sutton families with children of all ages.",
      sideboxes: [
        {
          title: "Free holiday clubs",
          content:
            "Children who get benefits-related free school meals can book free places at holiday activity clubs in the Easter, summer and Christmas holidays.",
        },
        {
          title: "Family hubs",
          content:
            "Sutton's family hubs bring together health visitors, parenting courses and play sessions under one roof. Drop in or call ahead.",
        },
      ],
      taxonomies: [
        "early-years",
        "parenting-support",
        "childcare",
        "holiday-activities",
        "youth-services",
        "youth-clubs",
        "youth-mentoring",
        "homework-and-tutoring",
      ],
    },
    {
      name: "Special educational needs and disabilities (SEND)",
      slug: "send",
      icon: "star",
      intro:
        "Sutton's Local Offer: support, short breaks and activities for children and young people up to 25 with special educational needs or disabilities.",
      sideboxes: [
        {
          title: "Education, health and care plans",
          content:
            "If you think your child needs more support at school, talk to the school's SENCo first. You can also ask the council for an EHC needs assessment yourself.",
        },
      ],
      taxonomies: [
        "special-educational-needs-send",
        "autism-support",
        "learning-disability-support",
      ],
    },
    {
      name: "Older people",
      slug: "older-people",
      icon: "sun",
      intro:
        "Lunch clubs, befriending, day opportunities and practical help so you can keep doing the things you enjoy and stay independent at home.",
      sideboxes: [
        {
          title: "Feeling lonely?",
          content:
            "You're not alone in feeling that way. A befriending volunteer can call or visit every week, and lunch clubs are a warm way to meet new people.",
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
      name: "Carers",
      slug: "carers",
      icon: "hand",
      intro:
        "Looking after someone is rewarding but hard work. Find advice, breaks, training and people who understand.",
      sideboxes: [
        {
          title: "Are you a carer?",
          content:
            "If you help a family member or friend who couldn't manage without you, you're a carer, even if you don't call yourself one. You have a right to a carer's assessment.",
        },
      ],
      taxonomies: ["carer-support", "young-carers", "equipment-and-adaptations"],
    },
    {
      name: "Learning, work and skills",
      slug: "learning-and-work",
      icon: "book",
      intro:
        "English classes, adult learning, computer help and support to find a job or start volunteering.",
      sideboxes: [
        {
          title: "Free courses",
          content:
            "Many adult learning courses are free if you're on a low income or claiming benefits. Ask the course provider when you enrol.",
        },
      ],
      taxonomies: [
        "english-classes-esol",
        "adult-learning",
        "digital-skills",
        "libraries",
        "employment-support",
        "volunteering",
      ],
    },
    {
      name: "Things to do",
      slug: "things-to-do",
      icon: "music",
      intro:
        "Sport, arts, music, gardening and heritage: ways to get out, have fun and meet people across the borough.",
      sideboxes: [
        {
          title: "Try something new",
          content:
            "Lots of clubs offer a free taster session. It's fine to turn up on your own: most groups have someone to welcome newcomers.",
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
      name: "Community and volunteering",
      slug: "community",
      icon: "tree",
      intro:
        "Community centres, faith and cultural groups, and local projects that welcome volunteers and new members.",
      sideboxes: [
        {
          title: "Give a little time",
          content:
            "Even an hour a month helps. Volunteering is a great way to meet people, learn skills and give something back.",
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
        "climate-action",
        "repair-and-reuse",
      ],
    },
    {
      name: "Safety and domestic abuse",
      slug: "staying-safe",
      icon: "shield",
      intro:
        "Confidential support if you're experiencing abuse, have been a victim of crime, or need legal or immigration advice.",
      sideboxes: [
        {
          title: "In danger now?",
          content:
            "Call **999**. If you can't speak, stay on the line and press **55** when prompted so the operator knows it's a genuine emergency.",
        },
        {
          title: "Leave this site quickly",
          content:
            "Your browser history shows the pages you visit. Use private browsing if someone else may check your device.",
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
      name: "Disability and additional needs",
      slug: "disability",
      icon: "cross",
      intro:
        "Advice, equipment, social groups and support for adults with a disability, sight or hearing loss, or a learning disability.",
      sideboxes: [
        {
          title: "Equipment to help at home",
          content:
            "Grab rails, shower seats and other small aids can make daily life easier. An occupational therapist can assess what would help.",
        },
      ],
      taxonomies: [
        "disability-support",
        "learning-disability-support",
        "autism-support",
        "sight-and-hearing-loss",
        "equipment-and-adaptations",
      ],
    },
    {
      name: "Getting around",
      slug: "getting-around",
      icon: "bus",
      homepage: false,
      intro:
        "Community transport, Blue Badges and cycling schemes to help you get where you need to go.",
      sideboxes: [
        {
          title: "Door-to-door transport",
          content:
            "If you find public transport difficult, community transport schemes can take you to appointments, shops and social groups.",
        },
      ],
      taxonomies: ["community-transport", "blue-badge-and-parking", "cycling"],
    },
    {
      name: "Greener living",
      slug: "greener-living",
      icon: "leaf",
      homepage: false,
      intro: "Repair cafés, recycling and community climate projects in Sutton.",
      sideboxes: [
        {
          title: "Fix it, don't bin it",
          content:
            "Bring broken items to a repair café and volunteers will try to mend them with you, for free.",
        },
      ],
      taxonomies: ["environment", "repair-and-reuse", "recycling", "climate-action"],
    },
    {
      name: "COVID-19: Staying safe",
      slug: "covid-19-staying-safe",
      icon: "shield",
      enabled: false,
      homepage: false,
      intro:
        "This category is no longer in use. Information about vaccinations is available from your GP practice.",
      sideboxes: [],
      taxonomies: ["gp-and-health-services"],
    },
  ],
  personas: [
    {
      name: "Older residents",
      slug: "older-residents",
      subtitle: "Staying active, connected and independent",
      icon: "sun",
      intro:
        "Whether you've just retired or need a bit more help at home, these services can help you stay well and keep in touch with friends.",
      sideboxes: [
        {
          title: "Free bus travel",
          content:
            "If you're of state pension age you can apply for a Freedom Pass for free travel on buses, trams and most trains in London.",
        },
      ],
      taxonomies: ["older-people", "lunch-clubs", "befriending", "day-opportunities", "walking"],
    },
    {
      name: "Parents of young children",
      slug: "parents",
      subtitle: "From bump to starting school",
      icon: "people",
      intro:
        "Baby groups, health visitor clinics, childcare and support for parents, all in one place.",
      sideboxes: [
        {
          title: "Free childcare",
          content:
            "Some two-year-olds and all three- and four-year-olds can get free early education. Ask your nursery or children's centre how to apply.",
        },
      ],
      taxonomies: ["early-years", "parenting-support", "childcare", "baby-banks-and-clothing"],
    },
    {
      name: "Young people",
      slug: "young-people",
      subtitle: "Things to do and people to talk to, aged 11 to 25",
      icon: "star",
      intro:
        "Youth clubs, sport, mentoring and confidential advice on anything from exams to relationships.",
      sideboxes: [
        {
          title: "Need to talk?",
          content:
            "Our youth counselling services are free and confidential. You don't need to tell your parents or school to use them.",
        },
      ],
      taxonomies: ["youth-services", "youth-clubs", "youth-mentoring", "sexual-health", "football"],
    },
    {
      name: "Unpaid carers",
      slug: "unpaid-carers",
      subtitle: "Support for you, not just the person you care for",
      icon: "hand",
      intro:
        "Breaks, advice, training and a listening ear for anyone who looks after a relative, partner or friend.",
      sideboxes: [
        {
          title: "Carer's assessment",
          content:
            "A carer's assessment looks at what support you need. It's free and you can ask for one even if the person you care for doesn't get help from the council.",
        },
      ],
      taxonomies: ["carer-support", "young-carers", "dementia-support", "befriending"],
    },
    {
      name: "People with a disability",
      slug: "disabled-people",
      subtitle: "Advice, activities and equipment",
      icon: "hand",
      intro:
        "Services run by and for disabled people, from benefits advice to inclusive sport and social clubs.",
      sideboxes: [
        {
          title: "Accessible venues",
          content:
            "Each listing shows whether its venue has step-free access, a hearing loop and an accessible toilet.",
        },
      ],
      taxonomies: [
        "disability-support",
        "learning-disability-support",
        "autism-support",
        "sight-and-hearing-loss",
        "community-transport",
      ],
    },
    {
      name: "New to Sutton",
      slug: "new-to-sutton",
      subtitle: "Settling in and finding your feet",
      icon: "house",
      intro:
        "Register with a GP, find English classes, meet neighbours and discover what's on near you.",
      sideboxes: [
        {
          title: "Register with a GP",
          content:
            "You don't need proof of address or immigration status to register with a GP practice.",
        },
      ],
      taxonomies: [
        "gp-and-health-services",
        "english-classes-esol",
        "refugees-and-migrants",
        "libraries",
        "social-groups",
      ],
    },
    {
      name: "Struggling with money",
      slug: "struggling-with-money",
      subtitle: "Help with bills, debts and food",
      icon: "coin",
      intro:
        "If money is tight, you're not on your own. Find free advice, food support and warm places to spend the day.",
      sideboxes: [
        {
          title: "Household Support",
          content:
            "The council may be able to help with food and energy costs if you're on a low income. An advice service can help you apply.",
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
      name: "Feeling lonely",
      slug: "feeling-lonely",
      subtitle: "Ways to meet people and feel more connected",
      icon: "chat",
      homepage: false,
      intro:
        "Loneliness can affect anyone at any age. These friendly groups and volunteers are here to help you feel more connected.",
      sideboxes: [
        {
          title: "Small steps",
          content:
            "Start with something low-key, like a library reading group or a walk. Many groups will meet you at the door on your first visit.",
        },
      ],
      taxonomies: ["befriending", "social-groups", "peer-support", "walking", "community-meals"],
    },
    {
      name: "Armed forces community",
      slug: "armed-forces",
      subtitle: "Veterans, service families and reservists",
      icon: "shield",
      enabled: false,
      homepage: false,
      intro: "Support for veterans and their families. This persona is being reviewed.",
      sideboxes: [],
      taxonomies: ["veterans"],
    },
  ],
  eventCategories: [
    {
      name: "Family fun",
      slug: "family-events",
      icon: "star",
      intro: "Events for children and families: stay-and-play, holiday activities and days out.",
      sideboxes: [],
      taxonomies: ["early-years", "holiday-activities", "youth-clubs"],
    },
    {
      name: "Health and fitness",
      slug: "health-and-fitness-events",
      icon: "heart",
      intro: "Health checks, walks, classes and sessions to help you feel your best.",
      sideboxes: [],
      taxonomies: ["sport-and-fitness", "walking", "healthy-eating", "wellbeing-activities"],
    },
    {
      name: "Advice sessions",
      slug: "advice-events",
      icon: "coin",
      intro: "Drop-in advice on money, housing, energy and employment.",
      sideboxes: [],
      taxonomies: ["benefits-advice", "debt-advice", "energy-and-bills", "employment-support"],
    },
    {
      name: "Learning and workshops",
      slug: "learning-events",
      icon: "book",
      intro: "Talks, courses and hands-on workshops.",
      sideboxes: [],
      taxonomies: ["adult-learning", "digital-skills", "repair-and-reuse", "libraries"],
    },
    {
      name: "Arts and culture",
      slug: "arts-events",
      icon: "music",
      intro: "Concerts, exhibitions, heritage open days and creative sessions.",
      sideboxes: [],
      taxonomies: ["arts-and-crafts", "music-and-singing", "heritage-and-museums"],
    },
    {
      name: "Community and social",
      slug: "community-events",
      icon: "people",
      intro: "Fairs, coffee mornings and get-togethers to meet your neighbours.",
      sideboxes: [],
      taxonomies: ["social-groups", "community-centres", "volunteering", "gardening-and-nature"],
    },
  ],
};
