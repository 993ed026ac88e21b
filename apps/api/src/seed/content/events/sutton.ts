// Events in Sutton. Occurrence offsets are days from the reference date.
import type { AuthoredEvent } from "./types.ts";

export const SUTTON_EVENTS: AuthoredEvent[] = [
  {
    title: "Carshalton Environmental Fair",
    organisation: "sutton-ecology-trust",
    intro:
      "Sutton's biggest green festival returns to The Grove, with stalls, music, food and family activities over two days.",
    description: `A weekend celebrating nature, community and greener living in the heart of Carshalton.

- Over 80 stalls from local groups and green businesses
- Live music and a children's area
- Bike doctor, repair café and plant swap
- Vegan and vegetarian street food

Entry is free. The park is mostly step-free, with accessible toilets by the main stage.`,
    taxonomies: ["climate-action", "gardening-and-nature", "social-groups"],
    venue: "the-grove",
    start: "10:00",
    end: "17:00",
    days: 2,
    weekday: 6,
    annual: { month: 8, day: 9 },
    organiser: "Fair organising team",
    homepage: true,
  },
  {
    title: "Benefits and Money Roadshow",
    organisation: "sutton-money-advice-centre",
    intro:
      "Drop in for a free benefits check, energy advice and help with debts, all under one roof.",
    description: `Advisers from across Sutton will be on hand to answer your money questions.

Bring any letters or bills you'd like help with. No appointment needed.`,
    taxonomies: ["benefits-advice", "debt-advice", "energy-and-bills"],
    venue: "central-library",
    start: "10:00",
    end: "15:00",
    weekday: 3,
    occurrences: [-42, -14, 14, 42],
    homepage: true,
  },
  {
    title: "Online Budgeting Workshop",
    organisation: "sutton-money-advice-centre",
    intro:
      "A practical one-hour online session on making a budget that works, with time for questions.",
    description: `Join our money adviser on a video call to learn simple ways to plan your spending, cut costs and deal with bills.

You'll receive a link by email when you book. Cameras are optional.`,
    taxonomies: ["debt-advice", "cost-of-living-help"],
    start: "18:30",
    end: "19:30",
    weekday: 2,
    occurrences: [-21, 7, 35],
    booking: {
      title: "Book your place",
      summary: "Places are limited to 20 people per session so everyone can ask questions.",
      cta: "Book now",
    },
  },
  {
    title: "Repair Café Special: Bikes",
    organisation: "hackbridge-repair-cafe",
    intro: "Bring your bike for a free safety check and repairs from volunteer mechanics.",
    description: `Squeaky brakes? Slipping gears? Flat tyres? Our volunteer bike mechanics will help you fix them and show you how to do it yourself next time.

Free, with donations welcome towards parts.`,
    taxonomies: ["repair-and-reuse", "cycling"],
    venue: "hackbridge-hall",
    start: "10:00",
    end: "13:00",
    weekday: 6,
    occurrences: [-56, 19],
  },
  {
    title: "Family Nature Day",
    organisation: "friends-of-beddington-park",
    intro: "Bug hunts, tree trails and crafts for families in Beddington Park.",
    description: `A fun-packed day exploring the park's wildlife. Follow the tree trail, build a bug hotel and make a leaf crown.

Suitable for children aged 3 to 11 with their grown-ups.`,
    taxonomies: ["gardening-and-nature", "holiday-activities", "early-years"],
    venue: "beddington-park",
    start: "11:00",
    end: "15:00",
    weekday: 6,
    occurrences: [-70, 26, 89],
    homepage: true,
  },
  {
    title: "Sutton Jobs Fair",
    organisation: "sutton-works",
    intro: "Meet local employers with vacancies, get CV advice and find out about apprenticeships.",
    description: `More than 40 employers from retail, care, hospitality, construction and the public sector will be recruiting.

Bring copies of your CV. Our advisers can help you update it on the day.`,
    taxonomies: ["employment-support", "adult-learning"],
    venue: "life-centre",
    start: "10:00",
    end: "14:00",
    weekday: 4,
    occurrences: [-90, 33],
    organiser: "Sutton Works employer team",
    homepage: true,
  },
  {
    title: "Memory Café Summer Party",
    organisation: "sutton-dementia-alliance",
    intro: "Music, afternoon tea and a singalong for people living with dementia and their carers.",
    description: `Our annual party with live music from a local swing band, afternoon tea and plenty of chances to dance.

Carers and family members very welcome.`,
    taxonomies: ["dementia-support", "music-and-singing", "carer-support"],
    venue: "wallington-hall",
    start: "14:00",
    end: "16:30",
    weekday: 5,
    annual: { month: 7, day: 18 },
    fees: { text: "£3 per person, including afternoon tea." },
    booking: {
      title: "Book tickets",
      summary: "Please book so we know how much food to prepare.",
      cta: "Reserve a place",
    },
  },
  {
    title: "Carers' Rights Day Drop-In",
    organisation: "sutton-carers-network",
    intro: "Find out about your rights as a carer and the support available to you.",
    description: `Talk to carer support workers, the council's adult social care team and benefits advisers.

Free refreshments, relaxation taster sessions and information stands.`,
    taxonomies: ["carer-support", "benefits-advice"],
    venue: "civic-offices",
    start: "10:00",
    end: "15:00",
    weekday: 4,
    annual: { month: 11, day: 20 },
  },
  {
    title: "Online Carers' Wellbeing Hour",
    organisation: "sutton-carers-network",
    intro: "Take an hour for yourself with a guided relaxation session online.",
    description: `A gentle online session with breathing exercises, stretching and a chance to chat with other carers.

Join from home. We'll email you a link.`,
    taxonomies: ["carer-support", "wellbeing-activities"],
    start: "19:00",
    end: "20:00",
    weekday: 1,
    occurrences: [-28, 0, 28],
  },
  {
    title: "Holiday Activity Week",
    organisation: "roundshaw-youth-project",
    intro:
      "Five days of sport, cooking, crafts and trips for 8 to 16 year olds, with a free lunch.",
    description: `A full week of activities during the school holidays. Free for children who get benefits-related free school meals; low-cost places for others.

Lunch is provided every day.`,
    taxonomies: ["holiday-activities", "youth-clubs", "healthy-eating"],
    venue: "phoenix-centre",
    start: "10:00",
    end: "15:00",
    days: 5,
    weekday: 1,
    annual: { month: 7, day: 28 },
    fees: {
      text: "Free for children eligible for free school meals; £10 per day otherwise.",
      url: true,
    },
    booking: {
      title: "Book holiday places",
      summary: "Booking opens four weeks before each holiday. Places fill quickly.",
      cta: "Book places",
    },
    homepage: true,
  },
  {
    title: "Community Choir Winter Concert",
    organisation: "carshalton-community-choir",
    intro:
      "Festive favourites and gospel songs from our community choir, with mince pies at the interval.",
    description: `Join us for an evening of singing in aid of the Wandle Valley Food Bank.

Tickets include a mince pie and a hot drink. Children under 12 go free.`,
    taxonomies: ["music-and-singing"],
    venue: "carshalton-north-hall",
    start: "19:00",
    end: "21:00",
    weekday: 6,
    annual: { month: 12, day: 6 },
    fees: { text: "£8 adults, £5 concessions, under-12s free.", url: true },
    booking: {
      title: "Buy tickets",
      summary: "Tickets are also available on the door if not sold out.",
      cta: "Buy tickets",
    },
  },
  {
    title: "Heritage Open Day at Honeywood",
    organisation: "honeywood-heritage-volunteers",
    intro: "Free behind-the-scenes tours of Honeywood Museum and talks on Carshalton's history.",
    description: `Explore rooms not usually open to the public and hear stories of Carshalton's past from our volunteer guides.

Tours run every hour. The ground floor is step-free.`,
    taxonomies: ["heritage-and-museums"],
    venue: "honeywood",
    start: "10:00",
    end: "16:00",
    days: 2,
    weekday: 6,
    annual: { month: 9, day: 13 },
  },
  {
    title: "Get Online Week Taster",
    organisation: "sutton-digital-champions",
    intro: "Try a tablet, learn to video call and get tips on staying safe online.",
    description: `Never used the internet, or want to do more? Pop in for a friendly one-to-one taster.

Devices provided.`,
    taxonomies: ["digital-skills", "libraries"],
    venue: "wallington-library",
    start: "10:00",
    end: "12:30",
    weekday: 2,
    occurrences: [-35, 21, 63],
  },
  {
    title: "Pride Picnic",
    organisation: "sutton-pride-network",
    intro: "Bring a picnic and celebrate with Sutton's LGBTQ+ community and friends.",
    description: `Music, games and a friendly crowd in Manor Park. Everyone welcome, including families and allies.

If it rains, we'll move into the café.`,
    taxonomies: ["lgbtq-plus-communities", "social-groups"],
    venue: "manor-park",
    start: "12:00",
    end: "16:00",
    weekday: 7,
    annual: { month: 6, day: 28 },
  },
  {
    title: "Mental Health First Aid Awareness (online)",
    organisation: "sutton-mind-matters",
    intro:
      "A free three-hour online course on spotting the signs of mental ill health and how to help.",
    description: `Learn how to recognise when someone is struggling, start a supportive conversation and signpost them to help.

Suitable for anyone aged 16 and over. Certificates provided.`,
    taxonomies: ["mental-health", "adult-learning"],
    start: "09:30",
    end: "12:30",
    weekday: 4,
    occurrences: [-63, 9, 37, 65],
    booking: {
      title: "Book a free place",
      summary: "You'll need a device with a camera and microphone.",
      cta: "Book your place",
    },
    organiser: "Training team",
  },
  {
    title: "Cheam Park Run-Walk",
    organisation: "cheam-striders-running-club",
    intro: "A friendly 3K run-walk for beginners around Cheam Park, followed by coffee.",
    description: `No pressure, no timing: just a gentle run-walk with friendly club members to help you get started.

Meet at the leisure centre entrance.`,
    taxonomies: ["running", "walking"],
    venue: "cheam-leisure",
    start: "09:00",
    end: "10:30",
    weekday: 7,
    occurrences: [-7, 14, 42],
  },
];
