// Events in Bexley. Occurrence offsets are days from the reference date.
import type { AuthoredEvent } from "./types.ts";

export const BEXLEY_EVENTS: AuthoredEvent[] = [
  {
    title: "Danson Festival",
    organisation: "london-borough-of-bexley",
    intro:
      "Two days of music, food, funfair rides and community stalls in Danson Park. Free entry.",
    description: `Bexley's biggest summer event returns to Danson Park.

- Live music on two stages
- Community village with local groups
- Food market and funfair
- Quiet zone for families who need a break from the crowds

Accessible viewing platform, accessible toilets and blue badge parking available.`,
    taxonomies: ["social-groups", "music-and-singing", "holiday-activities"],
    venue: "danson-park",
    start: "11:00",
    end: "19:00",
    days: 2,
    weekday: 6,
    annual: { month: 7, day: 26 },
    organiser: "Events team",
    homepage: true,
  },
  {
    title: "Cost of Living Advice Day",
    organisation: "bexley-advice-network",
    intro:
      "Free advice on benefits, energy, debt and housing from local organisations, all in one place.",
    description: `Drop in to speak to advisers from across Bexley. Get a benefits check, energy saving tips and help with bills.

Free refreshments. No appointment needed.`,
    taxonomies: ["benefits-advice", "energy-and-bills", "housing-advice"],
    venue: "central-library",
    start: "10:00",
    end: "15:00",
    weekday: 4,
    occurrences: [-49, -7, 21, 49],
    homepage: true,
  },
  {
    title: "Online Energy Saving Session",
    organisation: "bexley-energy-advice",
    intro: "Simple ways to cut your energy bills this winter, explained in one hour online.",
    description: `Our energy advisers will share practical tips, explain the grants available and answer your questions.

We'll send a joining link by email.`,
    taxonomies: ["energy-and-bills", "cost-of-living-help"],
    start: "18:00",
    end: "19:00",
    weekday: 3,
    occurrences: [-30, 6, 34],
    booking: {
      title: "Reserve your place",
      summary: "Sessions are free but places are limited.",
      cta: "Book now",
    },
  },
  {
    title: "Repair Café: Electricals",
    organisation: "erith-repair-cafe",
    intro: "Bring broken lamps, radios, kettles and more for free repairs.",
    description: `Our volunteer electricians will help you diagnose and fix small household appliances.

All repairs are PAT tested before they go home.`,
    taxonomies: ["repair-and-reuse", "climate-action"],
    venue: "the-exchange",
    start: "11:00",
    end: "14:00",
    weekday: 6,
    occurrences: [-63, 25],
  },
  {
    title: "Lesnes Abbey Bat Walk",
    organisation: "lesnes-abbey-volunteers",
    intro: "Discover the bats of Lesnes Abbey Woods on a guided evening walk with bat detectors.",
    description: `Join our volunteer ecologists at dusk to spot and listen to bats feeding in the woods.

Bat detectors provided. Bring a torch and wear sturdy footwear.`,
    taxonomies: ["gardening-and-nature", "heritage-and-museums"],
    venue: "lesnes-abbey",
    start: "19:30",
    end: "21:00",
    weekday: 5,
    annual: { month: 8, day: 22 },
    fees: { text: "£4 per person, children £2.", url: true },
    booking: {
      title: "Book a place",
      summary: "Walks are limited to 25 people.",
      cta: "Book now",
    },
  },
  {
    title: "Bexley Jobs and Skills Fair",
    organisation: "bexley-jobs-hub",
    intro: "Meet employers, training providers and colleges, and get expert CV advice.",
    description: `Employers from logistics, health, retail and construction will be recruiting on the day.

Bring your CV. Careers advisers will be on hand.`,
    taxonomies: ["employment-support", "adult-learning"],
    venue: "crook-log",
    start: "10:00",
    end: "14:00",
    weekday: 3,
    occurrences: [-100, 30],
    organiser: "Jobs Hub employer team",
    homepage: true,
  },
  {
    title: "Tudor Christmas at Hall Place",
    organisation: "hall-place-heritage-friends",
    intro: "Discover how the Tudors celebrated Christmas, with costumed interpreters and crafts.",
    description: `Step back in time at Hall Place with Tudor music, games and seasonal crafts.

Suitable for all ages.`,
    taxonomies: ["heritage-and-museums", "holiday-activities", "arts-and-crafts"],
    venue: "hall-place",
    start: "11:00",
    end: "16:00",
    days: 2,
    weekday: 6,
    annual: { month: 12, day: 6 },
    fees: { text: "£6 adults, £3 children, under-3s free.", url: true },
    booking: {
      title: "Buy tickets",
      summary: "Timed entry tickets must be booked in advance.",
      cta: "Buy tickets",
    },
    homepage: true,
  },
  {
    title: "Young Carers' Summer Trip",
    organisation: "bexley-young-carers",
    intro: "A free day out to the seaside for young carers registered with the project.",
    description: `A coach trip to the coast with games on the beach, fish and chips and ice cream.

Free for registered young carers. Parental consent form required.`,
    taxonomies: ["young-carers", "holiday-activities"],
    venue: "falconwood",
    start: "08:30",
    end: "18:30",
    weekday: 3,
    annual: { month: 8, day: 6 },
  },
  {
    title: "Online Carers' Support Group",
    organisation: "bexley-carers-support",
    intro: "Meet other carers online for support and a chat, from the comfort of home.",
    description: `A friendly online group facilitated by a carer support worker.

Email us to receive the joining link.`,
    taxonomies: ["carer-support", "peer-support"],
    start: "19:30",
    end: "20:30",
    weekday: 2,
    occurrences: [-35, -7, 21, 49],
  },
  {
    title: "Family Fun Week",
    organisation: "bexley-family-hubs",
    intro:
      "A week of free play, stories and crafts for families with young children at your local family hub.",
    description: `Messy play, story times, baby massage and a teddy bears' picnic.

Free, no need to book.`,
    taxonomies: ["early-years", "parenting-support"],
    venue: "lower-belvedere",
    start: "10:00",
    end: "13:00",
    days: 5,
    weekday: 1,
    annual: { month: 10, day: 27 },
  },
  {
    title: "Erith Riverside Community Clean-Up",
    organisation: "slade-green-residents-association",
    intro: "Help clear litter from the Thames foreshore and riverside path.",
    description: `Join local volunteers for a morning of litter picking along the river. Equipment and gloves provided.

Children welcome with an adult.`,
    taxonomies: ["volunteering", "climate-action"],
    venue: "riverside-gardens",
    start: "10:00",
    end: "12:00",
    weekday: 7,
    // This Sunday's clean-up is not on the home page while the run below is: Connected Bexley's
    // home feed of this week's events always has one of each, whatever the day of the seed.
    occurrences: [-77, -21, 0, 35],
  },
  {
    title: "Choir in the Park",
    organisation: "erith-community-choir",
    intro: "An open-air summer concert with our community choir and guest bands.",
    description: `Bring a blanket and a picnic and enjoy an afternoon of Motown, musicals and pop classics.

Free. Donations go to Thamesmead Community Food Bank.`,
    taxonomies: ["music-and-singing", "social-groups"],
    venue: "riverside-gardens",
    start: "14:00",
    end: "17:00",
    weekday: 7,
    annual: { month: 7, day: 13 },
  },
  {
    title: "Dementia-Friendly Film Afternoon",
    organisation: "bexley-memory-cafe-network",
    intro: "A classic film with the lights up, the sound down a little and tea at the interval.",
    description: `A relaxed screening for people living with dementia, their families and carers. Feel free to move around, chat or sing along.`,
    taxonomies: ["dementia-support", "older-people"],
    venue: "sidcup-library",
    start: "14:00",
    end: "16:30",
    weekday: 4,
    occurrences: [-56, 16, 44],
    fees: { text: "£2 including tea and cake." },
  },
  {
    title: "Online ESOL Taster",
    organisation: "bexley-adult-learning",
    intro: "Try an English class online before you enrol on a full course.",
    description: `A friendly one-hour class for beginners. You'll practise introducing yourself and everyday conversation.

We'll send a joining link when you book.`,
    taxonomies: ["english-classes-esol", "adult-learning"],
    start: "10:00",
    end: "11:00",
    weekday: 5,
    occurrences: [-42, 10, 38],
    booking: {
      title: "Book a taster",
      summary: "Tell us your first language when you book so we can help you on the day.",
      cta: "Book a taster",
    },
    organiser: "ESOL team",
  },
  {
    title: "Veterans' Remembrance Breakfast",
    organisation: "bexley-veterans-hub",
    intro: "Breakfast and remembrance for veterans, serving personnel and their families.",
    description: `A full breakfast followed by a short act of remembrance.

Please let us know about any dietary needs.`,
    taxonomies: ["veterans", "social-groups"],
    venue: "bexley-village-library",
    start: "09:00",
    end: "11:00",
    weekday: 6,
    annual: { month: 11, day: 8 },
    fees: { text: "£5 per person." },
  },
  {
    title: "Inclusive Sports Festival",
    organisation: "sidcup-sharks-football-club",
    intro: "Come and try football, boccia, table tennis and more, with sports for every ability.",
    description: `A fun day of inclusive sport for disabled children, young people and adults, with qualified coaches.

Accessible changing rooms and a quiet space available.`,
    taxonomies: ["football", "disability-support", "sport-and-fitness"],
    venue: "sidcup-leisure",
    start: "10:00",
    end: "15:00",
    weekday: 6,
    annual: { month: 3, day: 14 },
    homepage: true,
  },
  {
    title: "Couch to 5K Graduation Run",
    organisation: "welling-road-runners",
    intro: "Cheer on our beginners as they run their first 5K in Danson Park, or join in yourself.",
    description: `The end of our nine-week beginners' course is always a celebration. Graduates run 5K with club members alongside them, followed by medals and cake at the boathouse.

Spectators very welcome.`,
    taxonomies: ["running", "sport-and-fitness"],
    venue: "danson-park",
    start: "09:00",
    end: "11:00",
    weekday: 7,
    occurrences: [-63, 0, 63],
    homepage: true,
  },
];
