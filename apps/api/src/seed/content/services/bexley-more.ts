// More of Connected Bexley's listings, each written from what its provider told the directory
// team: money and work, food, housing, health, families, older people, care, learning, and
// community life from Thamesmead to Foots Cray.
import type { ServiceDraft } from "./types.ts";

export const BEXLEY_MORE_SERVICES: ServiceDraft[] = [
  // Money and work --------------------------------------------------------------------------------
  {
    name: "Benefits Check by Phone",
    organisation: "bexley-advice-network",
    type: "service",
    intro:
      "A free phone appointment to check every benefit and grant you could claim, with a written summary afterwards.",
    description: `Tell us about your household, income and housing costs, and we'll work out whether you're missing out. Most calls take about 40 minutes.

If you are entitled to something new, we can help you claim it, or book you in with a caseworker for a more complicated claim such as PIP or an appeal.`,
    taxonomies: ["benefits-advice", "cost-of-living-help"],
    offerings: ["Full benefits calculation", "Written summary", "Help to claim"],
    custom: { other: "Bexley residents of any age, in work or not." },
    waitTime: "one_week",
    referral: { method: "external", button: "Book a phone appointment" },
    venues: [
      { venue: "broadway-hub", schedule: "Mon Tue Wed Thu Fri 09:30-16:30", name: "Phone line" },
    ],
    tags: ["online", "appointment-only"],
    score: 4,
  },
  {
    name: "PIP and Disability Benefits Casework",
    organisation: "bexley-independent-living-centre",
    type: "service",
    intro:
      "Specialist help with Personal Independence Payment, DLA for children and Attendance Allowance, from the form to an appeal.",
    description: `Disability benefit forms are long and the questions are easy to misunderstand. A caseworker will help you describe how your condition affects you day to day, gather medical evidence and prepare for an assessment.

If you've been turned down, we can ask for a mandatory reconsideration and represent you at tribunal.`,
    taxonomies: ["benefits-advice", "disability-support"],
    offerings: [
      "PIP claims",
      "DLA for children",
      "Attendance Allowance",
      "Reconsiderations and tribunals",
    ],
    eligibility: ["physical-disability", "mental-health-condition", "long-term-condition"],
    waitTime: "three_weeks",
    referral: { method: "internal", button: "Ask for a caseworker", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "Tue Wed Thu 10:00-15:30" }],
    tags: ["appointment-only", "home-visits"],
    score: 5,
  },
  {
    name: "Breathing Space Debt Help",
    organisation: "bexley-advice-network",
    type: "service",
    intro:
      "If you're being chased by creditors, a debt adviser can apply for 60 days of legal protection while you get advice.",
    description: `During Breathing Space, most creditors must stop contacting you, adding interest and taking enforcement action. We use that time to look at your whole situation and agree a plan, which might be a repayment plan, a debt relief order or something else.

There's a specialist Mental Health Crisis Breathing Space for people receiving crisis treatment.`,
    taxonomies: ["debt-advice"],
    offerings: ["Breathing Space applications", "Debt relief orders", "Repayment plans"],
    custom: {
      other:
        "Bexley residents with debts they are struggling to pay. You don't need to have missed a payment yet.",
    },
    waitTime: "one_week",
    referral: { method: "internal", button: "Get debt advice", disclaimer: true },
    venues: [{ venue: "broadway-hub", schedule: "office-late" }],
    tags: ["appointment-only"],
  },
  {
    name: "Warm Home Visits",
    organisation: "bexley-energy-advice",
    type: "service",
    intro:
      "An energy adviser visits your home to find draughts, check your heating controls and apply for insulation grants.",
    description: `We'll show you how to get the most from your boiler and thermostat, fit free draught-proofing and radiator reflectors on the spot, and check whether you can get cavity wall or loft insulation paid for.

Visits are free for households on a low income, people over 70 and families with young children.`,
    taxonomies: ["energy-and-bills", "home-repairs-and-adaptations"],
    offerings: ["Home energy check", "Free draught-proofing", "Insulation grant applications"],
    eligibility: ["low-income", "age-65-79", "age-80-plus"],
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Book a home visit" },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Visits booked from" }],
    tags: ["home-visits"],
  },
  {
    name: "Fuel Voucher Scheme",
    organisation: "bexley-energy-advice",
    type: "service",
    intro:
      "Emergency top-up vouchers for prepayment gas and electricity meters when you can't afford to top up.",
    description: `Vouchers are issued on the day by our advisers and some partner food banks. We'll also look at why you're struggling and whether you can switch away from a prepayment meter or claim help with an energy debt.`,
    taxonomies: ["energy-and-bills", "cost-of-living-help"],
    offerings: ["Prepayment top-up vouchers", "Energy debt advice"],
    eligibility: ["low-income"],
    referral: { method: "internal", button: "Ask for a voucher", disclaimer: false },
    venues: [{ venue: "the-exchange", schedule: "Tue Thu 10:00-13:00" }],
    tags: ["drop-in"],
  },
  {
    name: "Erith Job Shop",
    organisation: "bexley-jobs-hub",
    type: "service",
    intro:
      "Local vacancies, CV help and introductions to employers, in a shop unit on Erith's Pier Square.",
    description: `Walk in to see what's on the jobs board, sit down with an adviser to update your CV or get help applying online. We work with employers at Crossways, the riverside warehouses and the new shops in Erith, and often hear about jobs before they're advertised.

Jobcentre work coaches hold appointments here on Wednesdays.`,
    taxonomies: ["employment-support"],
    offerings: ["Local jobs board", "CV help", "Online applications", "Employer introductions"],
    eligibility: ["not-working", "in-work"],
    referral: { method: "none" },
    venues: [{ venue: "the-exchange", schedule: "Mon Tue Wed Thu 09:30-16:00" }],
    tags: ["drop-in", "free-wifi"],
  },
  {
    name: "Construction Skills Taster",
    organisation: "bexley-adult-learning",
    type: "service",
    intro:
      "A free two-week course to try bricklaying, carpentry and site safety, leading to a CSCS card test.",
    description: `The taster is aimed at adults who are out of work or looking for a change. You'll spend time in the workshop and on a training site, and finish with the health and safety test you need to work on building sites.

Our employer partners interview everyone who completes the course.`,
    taxonomies: ["employment-support", "adult-learning"],
    offerings: ["Workshop practice", "CSCS test", "Guaranteed interview"],
    eligibility: ["not-working", "age-19-25", "age-26-39", "age-40-64"],
    waitTime: "month",
    referral: { method: "external", button: "Apply for the course" },
    venues: [{ venue: "crayford-manor", schedule: "Mon Tue Wed Thu Fri 09:00-15:00" }],
  },
  {
    name: "Volunteer Centre Drop-In",
    organisation: "volunteer-bexley",
    type: "service",
    intro:
      "Come and chat about volunteering: we'll match you to a role that fits your interests, skills and the hours you have.",
    description: `We have roles with more than 150 local groups, including one-off events, weekend conservation days and regular weekly commitments. Young people can volunteer towards their Duke of Edinburgh's Award.

If you run a group and need volunteers, we can help you recruit them too.`,
    taxonomies: ["volunteering"],
    offerings: ["Role matching", "Duke of Edinburgh volunteering", "Support for groups"],
    referral: { method: "none" },
    venues: [{ venue: "central-library", schedule: "Tue 10:00-13:00; Thu 14:00-17:00" }],
    tags: ["drop-in"],
    socials: ["facebook", "instagram", "twitter"],
  },

  // Food and essentials ---------------------------------------------------------------------------
  {
    name: "Slade Green Community Larder",
    organisation: "slade-green-residents-association",
    type: "service",
    intro:
      "A low-cost grocery club where members pay £3.50 for ten items, including fresh and chilled food.",
    description: `The larder stocks tins, pasta, cereals, fruit and veg, dairy and some frozen food. Join on your first visit with proof of address.

There's a tea urn and usually a volunteer from the advice network on the first Friday of the month.`,
    taxonomies: ["food-banks", "cost-of-living-help"],
    offerings: ["Ten items for £3.50", "Fresh and chilled food", "Monthly advice session"],
    fees: { text: "£3.50 a visit for ten items." },
    custom: { other: "For residents of Slade Green, Northumberland Heath and North End." },
    referral: { method: "none" },
    venues: [{ venue: "slade-green", schedule: "Fri 12:00-14:30" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Food Bank Vouchers at the Library",
    organisation: "bexley-libraries",
    type: "service",
    intro:
      "Ask at the desk in Thamesmead or Erith library for a food bank voucher, with no questions asked about why.",
    description: `Library staff can issue a voucher for the Thamesmead Community Food Bank on the spot. Each voucher gives three days' food for your household.

Staff can also tell you about help with bills, school uniform and debt.`,
    taxonomies: ["food-banks", "libraries"],
    offerings: ["Food bank vouchers", "Information on other help"],
    referral: { method: "none" },
    venues: [
      { venue: "thamesmead-library", schedule: "Mon Tue Thu Fri 09:30-17:00; Sat 09:30-13:00" },
      { venue: "erith-library", schedule: "Mon Wed Thu Fri 09:30-17:00; Sat 09:30-16:00" },
    ],
    tags: ["drop-in"],
  },
  {
    name: "Welling Community Kitchen Lunches",
    organisation: "welling-community-kitchen",
    type: "group",
    intro:
      "A hot lunch at a shared table on Tuesdays and Thursdays, cooked from surplus food. Pay what you can.",
    description: `Our cooks turn donated surplus into proper meals: stews, curries, pasta bakes and always a pudding. Around forty people eat with us each session.

The kitchen also runs a six-week cookery course twice a year.`,
    taxonomies: ["community-meals", "social-groups"],
    offerings: ["Two-course lunch", "Cookery courses", "Takeaway boxes"],
    fees: { text: "Pay what you can." },
    referral: { method: "none" },
    venues: [{ venue: "welling-methodist", schedule: "Tue Thu 12:00-14:00" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Pre-Loved Children's Clothes Rail",
    organisation: "sidcup-baby-bank",
    type: "service",
    intro:
      "Free children's clothes in sizes newborn to age 12, sorted and on rails, open to any family on Saturday mornings.",
    description: `Unlike our baby bank bundles, the rail needs no referral. Take up to ten items per child per visit.

Donations of clean, good-condition clothes can be left at the same session.`,
    taxonomies: ["baby-banks-and-clothing"],
    offerings: ["Clothes up to age 12", "Coats and shoes", "Donation drop-off"],
    eligibility: ["age-0-4", "age-5-11"],
    referral: { method: "none" },
    venues: [{ venue: "lamorbey", schedule: "Sat 10:00-12:00" }],
    tags: ["drop-in", "family-friendly", "weekends"],
  },
  {
    name: "White Goods and Beds Service",
    organisation: "bexley-furniture-reuse-project",
    type: "service",
    intro:
      "Reconditioned washing machines, fridges and cookers with a twelve-month guarantee, and new beds at cost.",
    description: `Our electricians test and repair donated appliances, and every one comes with a guarantee. Prices are low, and free for households referred by a support worker or the council's welfare fund.

We deliver across the borough and can take away your old appliance.`,
    taxonomies: ["furniture-and-household-items", "repair-and-reuse"],
    offerings: ["Reconditioned appliances", "New beds and mattresses", "Delivery and removal"],
    fees: { text: "Washing machines from £95; free with a referral." },
    custom: {
      housing:
        "Free appliances and beds need a referral, usually for households setting up home after homelessness, a fire or fleeing abuse.",
    },
    referral: { method: "external", button: "See what's in stock" },
    venues: [
      { venue: "crayford-manor", schedule: "Tue Wed Thu Fri Sat 10:00-16:00", name: "Showroom" },
    ],
  },

  // Housing ---------------------------------------------------------------------------------------
  {
    name: "Homelessness Prevention Team",
    organisation: "london-borough-of-bexley",
    type: "service",
    intro:
      "If you might lose your home in the next eight weeks, contact the council's housing options team straight away.",
    description: `The sooner you tell us, the more we can do. Officers can negotiate with your landlord, help with rent arrears through a discretionary housing payment, or help you find a new private rented home with a deposit.

If you have nowhere to stay tonight, call us; out of hours, use the emergency number.`,
    taxonomies: ["homelessness-support", "housing-advice"],
    offerings: [
      "Housing options assessment",
      "Landlord mediation",
      "Rent deposit scheme",
      "Emergency accommodation",
    ],
    eligibility: ["homeless", "private-renter", "social-tenant"],
    referral: { method: "none" },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Housing options" }],
    tags: ["online"],
    score: 4,
  },
  {
    name: "Young People's Supported Housing",
    organisation: "bexley-youth-hub",
    type: "service",
    intro:
      "Supported flats for 16 to 24-year-olds who can't live at home, with a key worker and help to move on.",
    description: `Residents have their own room in a shared house, with staff on site during the day and on call at night. Key workers help with budgeting, cooking, education and training, and finding a permanent home.

Referrals come through the council's young people's housing panel.`,
    taxonomies: ["homelessness-support", "youth-services"],
    offerings: ["Supported rooms", "Key worker", "Life skills", "Move-on support"],
    eligibility: ["age-16-18", "age-19-25", "homeless"],
    waitTime: "longer",
    referral: { method: "internal", button: "Refer a young person", disclaimer: true },
    venues: [{ venue: "welling-north", schedule: "office" }],
  },
  {
    name: "Repairs Advice for Council and Housing Association Tenants",
    organisation: "bexley-community-law-clinic",
    type: "service",
    intro: "Legal advice if your landlord won't fix damp, leaks, broken heating or other repairs.",
    description: `Social landlords must keep your home fit to live in. We can help you use the landlord's complaints process, the Housing Ombudsman, or, where needed, take a claim to court under legal aid.

Bring photos of the problem and copies of any emails or letters.`,
    taxonomies: ["housing-advice", "legal-advice"],
    offerings: ["Disrepair claims", "Complaints and the Ombudsman", "Legal aid"],
    eligibility: ["social-tenant"],
    waitTime: "two_weeks",
    referral: { method: "external", button: "Book advice" },
    venues: [{ venue: "the-exchange", schedule: "Wed 13:00-17:00" }],
    tags: ["appointment-only"],
  },
  {
    name: "Day Centre Breakfast and Showers",
    organisation: "open-door-bexley",
    type: "service",
    intro:
      "Breakfast, showers, laundry and a caseworker for people who are homeless or vulnerably housed, every weekday morning.",
    description: `Come in out of the cold, have a hot breakfast and a shower, and put a wash on. Our caseworkers can help with ID, benefits, GP registration and finding somewhere to live.

You can use our address for post if you don't have one.`,
    taxonomies: ["homelessness-support", "community-meals"],
    offerings: ["Hot breakfast", "Showers and laundry", "Post address", "Caseworker"],
    eligibility: ["homeless"],
    referral: { method: "none" },
    venues: [{ venue: "broadway-hub", schedule: "Mon Tue Wed Thu Fri 08:00-11:00" }],
    tags: ["drop-in"],
    score: 5,
  },

  // Warm spaces and community places -----------------------------------------------------------
  {
    name: "Warm Hub at Northumberland Heath",
    organisation: "northumberland-heath-community-association",
    type: "group",
    intro:
      "A warm room with hot drinks, soup on Fridays, board games and a phone charging point, every weekday afternoon.",
    description: `The community centre opens its main hall as a warm hub from November to March. Volunteers serve drinks and there's a bookshelf, jigsaws and a children's corner after school.

Everyone is welcome; you don't need to explain why you've come.`,
    taxonomies: ["warm-spaces", "community-centres"],
    offerings: ["Hot drinks", "Soup on Fridays", "Games and books", "Phone charging"],
    referral: { method: "none" },
    venues: [{ venue: "northumberland-heath", schedule: "Mon Tue Wed Thu Fri 13:00-17:00" }],
    tags: ["drop-in", "family-friendly", "volunteer-led"],
  },
  {
    name: "Belvedere Community Centre",
    organisation: "belvedere-community-forum",
    type: "group",
    intro:
      "A community centre with a café, youth nights, a toddler group, bingo for over-60s and rooms to hire.",
    description: `The centre is run by local volunteers for local people. Pick up a timetable at the café, or just pop in; the café is open every weekday morning.

Rooms can be hired by community groups at reduced rates.`,
    taxonomies: ["community-centres", "social-groups"],
    offerings: ["Community café", "Weekly groups", "Room hire"],
    referral: { method: "none" },
    venues: [{ venue: "belvedere-centre", schedule: "Mon Tue Wed Thu Fri 09:00-13:00" }],
    tags: ["volunteer-led", "family-friendly"],
  },

  // Health -----------------------------------------------------------------------------------------
  {
    name: "Lung Health Checks",
    organisation: "bexley-primary-care-network",
    type: "service",
    intro:
      "A free lung check for current and former smokers aged 55 to 74, with a scan if you need one.",
    description: `You'll be invited by letter if your GP practice has you recorded as a smoker or ex-smoker, but you can also contact us if you think you're eligible. A nurse asks about your breathing and health, and some people are offered a low-dose CT scan in a mobile unit.

Finding lung problems early makes them much easier to treat.`,
    taxonomies: ["gp-and-health-services", "long-term-health-conditions", "stop-smoking"],
    offerings: ["Nurse check", "CT scan if needed", "Stop smoking support"],
    eligibility: ["age-40-64", "age-65-79"],
    referral: { method: "internal", button: "Check if you're eligible" },
    waitTime: "month",
    venues: [
      {
        venue: "queen-marys",
        schedule: "Mon Tue Wed Thu Fri 09:00-16:00",
        name: "Mobile scanning unit",
      },
    ],
  },
  {
    name: "Community Pharmacy Blood Pressure Service",
    organisation: "bexley-primary-care-network",
    type: "service",
    intro:
      "Walk into a participating pharmacy for a free blood pressure check, and borrow a monitor to check at home.",
    description: `Adults over 40 who don't already have high blood pressure can ask any participating pharmacy. If your reading is high, you may be asked to wear a monitor for 24 hours or take readings at home for a week.

Results are sent to your GP.`,
    taxonomies: ["gp-and-health-services", "long-term-health-conditions"],
    offerings: ["Blood pressure check", "Home monitoring", "Results sent to your GP"],
    eligibility: ["age-40-64", "age-65-79", "age-80-plus"],
    referral: { method: "none" },
    venues: [
      {
        venue: "broadway-hub",
        schedule: "Mon Tue Wed Thu Fri 09:00-18:00; Sat 09:00-13:00",
        name: "Broadway pharmacy",
      },
      { venue: "lamorbey", schedule: "Mon Tue Wed Thu Fri 09:00-18:00", name: "Lamorbey pharmacy" },
    ],
    tags: ["drop-in"],
  },
  {
    name: "Stroke Club",
    organisation: "bexley-stroke-group",
    type: "group",
    intro:
      "A Friday club for stroke survivors with exercise, speech and language games, a hot lunch and a lot of laughter.",
    description: `Our members are at all stages of recovery, some a few months after their stroke and some many years. Volunteers and a visiting physiotherapist lead the exercise, and there's a quiet room for people who tire easily.

Partners and carers are welcome too.`,
    taxonomies: ["long-term-health-conditions", "peer-support"],
    offerings: ["Seated exercise", "Communication games", "Hot lunch", "Carers welcome"],
    eligibility: ["acquired-brain-injury", "physical-disability"],
    fees: { text: "£6 including lunch." },
    referral: { method: "none" },
    venues: [{ venue: "albany-park-hall", schedule: "Fri 10:30-14:00" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Parkinson's Exercise and Social",
    organisation: "bexley-neuro-support",
    type: "group",
    intro:
      "Exercise classes designed for people with Parkinson's, followed by tea and a catch-up with others who understand.",
    description: `The class focuses on big movements, balance and voice, which help with symptoms. It's led by a fitness instructor trained in Parkinson's, and you can take part seated.

Once a month a Parkinson's nurse joins us to answer questions.`,
    taxonomies: ["long-term-health-conditions", "sport-and-fitness", "peer-support"],
    offerings: ["Weekly class", "Tea and chat", "Monthly nurse visit"],
    eligibility: ["long-term-condition"],
    fees: { text: "£4 a session." },
    referral: { method: "none" },
    venues: [{ venue: "sidcup-leisure", schedule: "Wed 13:30-15:00" }],
  },
  {
    name: "Healthy Lifestyle Coaching",
    organisation: "bexley-primary-care-network",
    type: "service",
    intro:
      "Up to six sessions with a health coach to eat better, move more, sleep well or cut down on alcohol.",
    description: `Your coach helps you set small, realistic goals and checks in with you by phone or in person. It's free for Bexley residents registered with a local GP.

Ask your GP practice for a referral, or refer yourself online.`,
    taxonomies: ["healthy-eating", "wellbeing-activities", "gp-and-health-services"],
    offerings: ["One-to-one coaching", "Phone or in person", "Goal setting"],
    custom: {
      age_group: "Adults aged 18 and over.",
      other: "You must be registered with a GP practice in Bexley.",
    },
    waitTime: "two_weeks",
    referral: { method: "external", button: "Refer yourself" },
    venues: [{ venue: "lamorbey", schedule: "Mon Wed Fri 09:00-17:00" }],
    tags: ["online"],
  },
  {
    name: "Quit Smoking in Pregnancy",
    organisation: "bexley-stop-smoking-service",
    type: "service",
    intro:
      "Specialist stop smoking support for pregnant women and their partners, with free nicotine replacement and shopping vouchers.",
    description: `Your adviser will see you at home, at your antenatal clinic or by phone each week. Women who stay smoke-free can get shopping vouchers through the pregnancy, checked with a simple breath test.

Partners can join the programme too.`,
    taxonomies: ["stop-smoking", "early-years"],
    offerings: ["Weekly support", "Free nicotine replacement", "Shopping vouchers"],
    eligibility: ["female"],
    waitTime: "one_week",
    referral: { method: "internal", button: "Get support to quit" },
    venues: [
      {
        venue: "queen-marys",
        schedule: "Mon Tue Wed Thu Fri 09:00-17:00",
        name: "Antenatal clinic",
      },
    ],
    tags: ["home-visits"],
  },
  {
    name: "Alcohol Advice Drop-In",
    organisation: "bexley-recovery-community",
    type: "service",
    intro:
      "Worried about your drinking? Drop in for a confidential chat and a check of how much you're drinking.",
    description: `There's no pressure to stop completely. A recovery worker will talk with you about your drinking, what you'd like to change, and the options, from a few sessions of advice to a supported home detox.

Family members are welcome to drop in for advice too.`,
    taxonomies: ["drug-and-alcohol-support"],
    offerings: ["Confidential chat", "Drinking check", "Detox referrals"],
    referral: { method: "none" },
    venues: [{ venue: "broadway-hub", schedule: "Tue 13:00-16:00; Thu 17:00-19:00" }],
    tags: ["drop-in", "evenings"],
  },
  {
    name: "Recovery Café",
    organisation: "bexley-recovery-community",
    type: "group",
    intro:
      "An alcohol and drug-free café on Saturday afternoons for people in recovery, their families and friends.",
    description: `Run by people in recovery, the café is a safe place to spend the weekend, which many find the hardest time. There's food, a pool table, music and mutual aid meetings in the side room.`,
    taxonomies: ["drug-and-alcohol-support", "peer-support", "social-groups"],
    offerings: ["Café", "Mutual aid meetings", "Activities"],
    referral: { method: "none" },
    venues: [{ venue: "the-exchange", schedule: "Sat 13:00-17:00" }],
    tags: ["drop-in", "weekends", "volunteer-led"],
  },
  {
    name: "Talking Therapies for Long-Term Conditions",
    organisation: "bexley-wellbeing-collective",
    type: "service",
    intro:
      "NHS talking therapy for people whose diabetes, COPD, heart disease or chronic pain is affecting their mood.",
    description: `Living with a long-term condition can bring worry, low mood and frustration. Our therapists understand physical health and can help you manage symptoms, pace activity and cope with uncertainty.

You can refer yourself; you don't need to see your GP first.`,
    taxonomies: [
      "counselling-and-talking-therapies",
      "long-term-health-conditions",
      "mental-health",
    ],
    offerings: ["Cognitive behavioural therapy", "Group courses", "Online therapy"],
    eligibility: ["long-term-condition", "mental-health-condition"],
    waitTime: "month",
    referral: { method: "external", button: "Refer yourself" },
    venues: [{ venue: "lamorbey", schedule: "Mon Tue Wed Thu 09:00-20:00; Fri 09:00-17:00" }],
    tags: ["online", "evenings"],
    score: 4,
  },
  {
    name: "Suicide Bereavement Support",
    organisation: "crayford-bereavement-cafe",
    type: "service",
    intro:
      "Support for anyone bereaved or affected by suicide, from one-to-one help soon after the death to a monthly peer group.",
    description: `Grief after suicide can be complicated and isolating. A support worker can contact you within days of a referral to help with practical things such as the inquest, and to listen.

Our peer group meets monthly and is facilitated by people who have lost someone to suicide themselves.`,
    taxonomies: ["bereavement-support", "mental-health", "peer-support"],
    offerings: ["Early support", "Help with the inquest", "Monthly peer group"],
    custom: {
      other:
        "Anyone affected by a death by suicide, however long ago: family, friends, colleagues and people who witnessed it. Children are supported with their families.",
    },
    waitTime: "one_week",
    referral: { method: "internal", button: "Ask for support", disclaimer: true },
    venues: [{ venue: "crayford-library", schedule: "last Thu 19:00-21:00", name: "Peer group" }],
    tags: ["evenings"],
  },
  {
    name: "Student Wellbeing Drop-In",
    organisation: "bexley-youth-hub",
    type: "service",
    intro:
      "A weekly drop-in for 16 to 25-year-olds with stress, anxiety or low mood, with a youth counsellor and peer mentors.",
    description: `You don't need an appointment or a diagnosis. Talk to someone about exams, relationships, money worries or just feeling flat, and leave with a plan for what might help.

If you'd benefit from counselling, we can book you in without a long wait.`,
    taxonomies: ["mental-health", "youth-services", "counselling-and-talking-therapies"],
    offerings: ["Drop-in chat", "Peer mentors", "Fast-track counselling"],
    eligibility: ["age-16-18", "age-19-25"],
    referral: { method: "none" },
    venues: [{ venue: "welling-north", schedule: "Wed 15:30-19:00" }],
    tags: ["drop-in", "evenings"],
  },
  {
    name: "Hearing Support Clinic",
    organisation: "bexley-sight-and-sound",
    type: "service",
    intro:
      "Help with your hearing aids, plus advice on doorbells, phones and alarms for people who are deaf or hard of hearing.",
    description: `Our volunteers retube and clean NHS hearing aids and give out batteries. An equipment adviser can demonstrate flashing doorbells, amplified phones and vibrating smoke alarms, and help you apply for free equipment from the council's sensory team.`,
    taxonomies: ["sight-and-hearing-loss", "equipment-and-adaptations"],
    offerings: ["Hearing aid maintenance", "Equipment demonstrations", "Sensory team referrals"],
    eligibility: ["hearing-impairment"],
    referral: { method: "none" },
    venues: [
      { venue: "sidcup-library", schedule: "1st Tue 10:00-12:30" },
      { venue: "erith-library", schedule: "3rd Tue 10:00-12:30" },
    ],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Sight Loss Befriending and Reading Service",
    organisation: "bexley-sight-and-sound",
    type: "service",
    intro:
      "A volunteer who visits or calls each week to read your post, help with forms and keep you company.",
    description: `Many people with sight loss tell us post is one of the hardest things to manage. Your volunteer can read letters and bills, help you fill in forms and make phone calls, and go with you to appointments.`,
    taxonomies: ["sight-and-hearing-loss", "befriending"],
    offerings: ["Reading post", "Form filling", "Accompanied appointments"],
    eligibility: ["sight-impairment"],
    waitTime: "month",
    referral: { method: "internal", button: "Ask for a volunteer" },
    venues: [{ venue: "central-library", schedule: "office" }],
    tags: ["home-visits", "volunteer-led"],
  },
  {
    name: "Contraception and Sexual Health Clinic, Erith",
    organisation: "bexley-sexual-health-service",
    type: "service",
    intro:
      "An evening clinic for contraception, including coils and implants, STI testing and emergency contraception.",
    description: `Book online for coils and implants; for everything else you can walk in. Young people and people with learning disabilities are seen with extra time.

All our services are free and confidential.`,
    taxonomies: ["sexual-health", "gp-and-health-services"],
    offerings: ["Contraception", "Coils and implants", "STI testing", "Emergency contraception"],
    referral: { method: "none" },
    venues: [{ venue: "the-exchange", schedule: "Mon Thu 16:00-19:30" }],
    tags: ["drop-in", "evenings"],
  },

  // Families and young people ---------------------------------------------------------------------
  {
    name: "Stay and Play at Lower Belvedere",
    organisation: "bexley-family-hubs",
    type: "activity",
    intro:
      "Messy play, sand and water, songs and a healthy snack for under-fives and their parents, with family hub staff on hand.",
    description: `It's a relaxed way to meet other families, and staff can answer questions about sleep, feeding, behaviour or starting nursery. Health visitors run a baby weighing clinic in the next room every other week.`,
    taxonomies: ["early-years", "parenting-support"],
    offerings: ["Play session", "Snack time", "Health visitor clinic"],
    eligibility: ["age-0-4"],
    referral: { method: "none" },
    venues: [{ venue: "lower-belvedere", schedule: "Mon Wed 09:30-11:30" }],
    tags: ["drop-in", "family-friendly"],
  },
  {
    name: "Storytime and Rhymes",
    organisation: "bexley-libraries",
    type: "activity",
    intro: "Stories, songs and simple crafts for under-fives at Sidcup's storytelling library.",
    description: `Sessions last about 40 minutes. Each term has a theme, and children can collect stickers towards a certificate for coming to every session.

Free, and no need to book.`,
    taxonomies: ["early-years", "libraries"],
    offerings: ["Stories and songs", "Crafts", "Book borrowing"],
    eligibility: ["age-0-4"],
    referral: { method: "none" },
    venues: [{ venue: "sidcup-library", schedule: "Tue Thu 10:30-11:10" }],
    tags: ["drop-in", "family-friendly"],
  },
  {
    name: "Free Early Education for Two-Year-Olds",
    organisation: "bexley-family-hubs",
    type: "service",
    intro:
      "Fifteen free hours a week of nursery or childminder care for two-year-olds in families on some benefits.",
    description: `Check online whether your family qualifies, and we'll send you a letter to take to any registered provider with a space. Children with an EHC plan, who get Disability Living Allowance, or who are looked after also qualify.

Our team can help you find a place with a provider near you.`,
    taxonomies: ["childcare", "early-years"],
    offerings: ["Eligibility check", "Help finding a place"],
    eligibility: ["age-0-4", "receiving-benefits", "low-income"],
    referral: { method: "external", button: "Check eligibility" },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Family information service" }],
    tags: ["online"],
  },
  {
    name: "Rainbow Tots Holiday Club",
    organisation: "rainbow-tots-nursery",
    type: "club",
    intro:
      "A school holiday club for children aged 4 to 11 with trips, sport, baking and arts, from 8am to 6pm.",
    description: `The club runs in every school holiday except Christmas. Days can be booked individually, and there's a discount for siblings.

We accept Tax-Free Childcare and the childcare element of Universal Credit.`,
    taxonomies: ["childcare", "holiday-activities"],
    offerings: ["Full-day care", "Trips and sport", "Sibling discount"],
    eligibility: ["age-0-4", "age-5-11"],
    fees: { text: "£38 a day; £34 for siblings." },
    referral: { method: "external", button: "Book days" },
    venues: [{ venue: "blendon-church", schedule: "Mon Tue Wed Thu Fri 08:00-18:00" }],
    tags: ["family-friendly"],
  },
  {
    name: "Parent Carer Support Line",
    organisation: "bexley-send-parent-carer-forum",
    type: "service",
    intro:
      "A phone line run by parents of children with SEND, for anyone who needs to talk things through or find the right help.",
    description: `Whether you're waiting for an assessment, struggling with school or simply exhausted, you can call and talk to someone who has been there. We can explain how SEN support and EHC plans work and point you to the local offer.`,
    taxonomies: ["special-educational-needs-send", "parenting-support", "peer-support"],
    offerings: ["Phone support", "Help with the local offer", "Coffee mornings"],
    freephone: true,
    referral: { method: "none" },
    venues: [{ venue: "broadway-hub", schedule: "Mon Wed Fri 10:00-14:00", name: "Support line" }],
    tags: ["online", "volunteer-led"],
  },
  {
    name: "Short Breaks for Disabled Children",
    organisation: "london-borough-of-bexley",
    type: "service",
    intro:
      "After-school, weekend and holiday activities for disabled children and young people, giving families a break.",
    description: `Short breaks range from inclusive youth clubs and Saturday sports to overnight stays. Some are open to any family; others follow an assessment by the children with disabilities team.

The full list of short breaks is part of Bexley's SEND local offer.`,
    taxonomies: ["special-educational-needs-send", "disability-support", "holiday-activities"],
    offerings: ["Inclusive clubs", "Saturday activities", "Overnight short breaks"],
    eligibility: [
      "age-5-11",
      "age-12-15",
      "age-16-18",
      "physical-disability",
      "learning-disability",
      "autism",
    ],
    waitTime: "longer",
    referral: { method: "internal", button: "Ask about short breaks", disclaimer: true },
    venues: [
      { venue: "civic-offices", schedule: "office", name: "Children with disabilities team" },
    ],
  },
  {
    name: "Autism Social Club for Teenagers",
    organisation: "bexley-autism-parents-group",
    type: "club",
    intro:
      "A calm Friday evening club for autistic 11 to 17-year-olds: gaming, LEGO, film nights and a quiet room.",
    description: `Members choose the activities each term. Youth workers are autism-trained and ratios are high, so nobody has to join in with anything they don't want to.

Parents can stay in the café next door or drop off and come back.`,
    taxonomies: ["autism-support", "youth-clubs"],
    offerings: ["Gaming and LEGO", "Film nights", "Quiet room"],
    eligibility: ["autism", "age-12-15", "age-16-18"],
    fees: { text: "£3 a session." },
    referral: { method: "external", button: "Register" },
    venues: [{ venue: "welling-north", schedule: "Fri 18:00-20:00" }],
    tags: ["evenings"],
  },
  {
    name: "Youth Night at Slade Green",
    organisation: "bexley-youth-hub",
    type: "club",
    intro:
      "Football cage, music studio, table tennis and food for young people aged 11 to 19, with detached youth workers.",
    description: `Drop in on Tuesday or Thursday nights. Youth workers run regular sessions on staying safe, healthy relationships and careers, and can support young people one-to-one.

Free entry and free food.`,
    taxonomies: ["youth-clubs", "youth-services"],
    offerings: ["Football cage", "Music studio", "Table tennis", "Free food"],
    socials: ["snapchat", "other"],
    eligibility: ["age-12-15", "age-16-18"],
    referral: { method: "none" },
    venues: [{ venue: "slade-green", schedule: "Tue Thu 18:30-21:00" }],
    tags: ["drop-in", "evenings"],
  },
  {
    name: "Young Leaders Programme",
    organisation: "bexley-youth-hub",
    type: "service",
    intro:
      "A year-long programme for 14 to 18-year-olds to build leadership, run a community project and earn an award.",
    description: `Young leaders meet fortnightly, plan and deliver a project of their choice and get a mentor from a local business. Past projects include a clean-up of Erith riverside and a mental health podcast.

Places are free and open to anyone who applies.`,
    taxonomies: ["youth-mentoring", "volunteering", "youth-services"],
    offerings: ["Fortnightly sessions", "Business mentor", "Community project", "Award"],
    eligibility: ["age-12-15", "age-16-18"],
    referral: { method: "external", button: "Apply" },
    venues: [{ venue: "central-library", schedule: "every other Wed 17:00-19:00" }],
    tags: ["evenings"],
  },
  {
    name: "Thamesmead Saturday Tuition",
    organisation: "thamesmead-homework-club",
    type: "service",
    intro:
      "Free Saturday morning tuition in maths, English and science for secondary pupils in Thamesmead and Abbey Wood.",
    description: `Tutors are qualified teachers and university students from the area. Pupils work in small groups by year, and GCSE students get past-paper practice in the spring term.

Places are free. Please register your child at the library.`,
    taxonomies: ["homework-and-tutoring", "youth-services"],
    offerings: ["Maths", "English", "Science", "GCSE practice"],
    eligibility: ["age-12-15", "age-16-18"],
    referral: { method: "internal", button: "Register your child" },
    venues: [{ venue: "thamesmead-library", schedule: "Sat 10:00-12:30" }],
    tags: ["weekends", "volunteer-led"],
  },
  {
    name: "Young Carers' Days Out",
    organisation: "bexley-young-carers",
    type: "activity",
    intro:
      "Trips in the school holidays for young carers aged 8 to 17: theme parks, the seaside, climbing and cinema.",
    description: `Days out give young carers a break and a chance to be with others who understand. Trips are free, including transport and lunch.

Young carers need to be registered with Bexley Young Carers; registering is easy and can be done by a parent, school or the young person.`,
    taxonomies: ["young-carers", "holiday-activities"],
    offerings: ["Holiday trips", "Transport and lunch", "Time with other young carers"],
    eligibility: ["age-5-11", "age-12-15", "age-16-18"],
    referral: { method: "internal", button: "Register as a young carer" },
    venues: [{ venue: "broadway-hub", schedule: "Mon Tue Wed Thu Fri 09:00-17:00" }],
    tags: ["family-friendly"],
  },
  {
    name: "Junior Swimming Lessons",
    organisation: "crook-log-swimming-club",
    type: "club",
    intro:
      "Swimming lessons for children from age 4, following the Swim England Learn to Swim stages.",
    description: `Lessons are 30 minutes in small groups, with teachers in the water for the youngest stages. Children move up a stage when they are ready and get a badge for each.

Free lessons are available for children on free school meals.`,
    taxonomies: ["swimming", "sport-and-fitness"],
    offerings: ["Stage-based lessons", "Badges", "Free places"],
    eligibility: ["age-0-4", "age-5-11"],
    fees: { text: "£7.20 a lesson, paid monthly; free for children on free school meals." },
    waitTime: "month",
    referral: { method: "external", button: "Join the waiting list" },
    venues: [{ venue: "crook-log", schedule: "Mon Tue Wed Thu 16:00-18:30; Sat 09:00-12:00" }],
  },
  {
    name: "Girls' Football",
    organisation: "sidcup-sharks-football-club",
    type: "club",
    intro:
      "Football training for girls aged 7 to 16, from complete beginners to players in our league teams.",
    description: `Sessions are run by female coaches and are a mix of skills, small-sided games and fitness. Our under-12 and under-14 teams play in the local girls' league.

Come along to a free taster; borrowed boots are available.`,
    taxonomies: ["football", "youth-clubs"],
    offerings: ["Weekly training", "League teams", "Free taster"],
    eligibility: ["female", "age-5-11", "age-12-15"],
    fees: { text: "£45 a term." },
    referral: { method: "external", button: "Book a taster" },
    venues: [{ venue: "sidcup-leisure", schedule: "Wed 17:30-19:00" }],
    tags: ["evenings"],
  },
  {
    name: "Bike Kitchen Learn to Ride",
    organisation: "bexley-bike-kitchen",
    type: "activity",
    intro:
      "Learn to ride a bike at any age in a safe space, with balance bikes for beginners and patient instructors.",
    description: `Adults who never learned as children are very welcome, as are children moving on from stabilisers. Bikes and helmets are provided.

Most people are riding by the end of their second session.`,
    taxonomies: ["cycling"],
    offerings: ["Balance bike start", "Bikes and helmets", "One-to-one instruction"],
    fees: { text: "£5 a session; free for under-16s." },
    custom: { age_group: "Children from age 4, and adults of any age." },
    referral: { method: "external", button: "Book a session" },
    venues: [{ venue: "danson-park", schedule: "Sat 10:00-12:00" }],
    tags: ["weekends", "family-friendly"],
  },
  {
    name: "Youth Arts Studio",
    organisation: "exchange-arts-erith",
    type: "club",
    intro:
      "Music production, street art and photography for 13 to 19-year-olds, with artists who work in the industry.",
    description: `The studio has recording equipment, a darkroom and a graffiti wall. Young people can work towards Arts Award qualifications and show their work at the Exchange's summer festival.

Free to attend.`,
    taxonomies: ["arts-and-crafts", "music-and-singing", "youth-clubs"],
    offerings: ["Music production", "Street art", "Photography", "Arts Award"],
    socials: ["tiktok", "youtube", "instagram"],
    eligibility: ["age-12-15", "age-16-18", "age-19-25"],
    referral: { method: "none" },
    venues: [{ venue: "the-exchange", schedule: "Wed Fri 16:00-19:00" }],
    tags: ["evenings", "drop-in"],
  },
  {
    name: "Rainbow Youth Club",
    organisation: "bexley-pride-network",
    type: "club",
    intro: "A safe youth club for LGBTQ+ young people aged 13 to 19 and those who are questioning.",
    description: `We meet fortnightly for games, film nights, trips and conversation. Youth workers can talk one-to-one about coming out, school or family, and can come with you to other services.

The venue address is given when you register.`,
    taxonomies: ["lgbtq-plus-communities", "youth-clubs", "peer-support"],
    offerings: ["Fortnightly club", "One-to-one support", "Trips"],
    eligibility: ["age-12-15", "age-16-18"],
    referral: { method: "external", button: "Register" },
    venues: [
      {
        venue: "welling-north",
        schedule: "every other Thu 18:30-20:30",
        name: "Confidential venue",
      },
    ],
    tags: ["evenings"],
  },

  // Older people ------------------------------------------------------------------------------------
  {
    name: "Blackfen Friendship Group",
    organisation: "blackfen-friendship-group",
    type: "group",
    intro:
      "Tuesday afternoons of tea, talks, quizzes and the occasional outing, for anyone who'd like to make new friends.",
    description: `The group has met at Blackfen library for years and has a loyal membership, but we love new faces. Speakers have included a local historian, a police officer on scams and a former Concorde pilot.

Lifts can sometimes be arranged with other members.`,
    taxonomies: ["social-groups", "older-people", "befriending"],
    offerings: ["Talks and quizzes", "Tea and cake", "Outings"],
    fees: { text: "£2 a week." },
    referral: { method: "none" },
    venues: [{ venue: "blackfen-library", schedule: "Tue 14:00-16:00" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Punjabi Elders' Lunch",
    organisation: "bexley-punjabi-cultural-society",
    type: "group",
    intro:
      "A vegetarian lunch, exercise and conversation in Punjabi for older people, every Monday.",
    description: `Lunch is cooked by volunteers from the gurdwara kitchen. After lunch there's gentle chair exercise and bhangra, and a volunteer can help with letters in English.

Everyone is welcome, whatever their background.`,
    taxonomies: ["lunch-clubs", "older-people", "faith-communities"],
    offerings: ["Vegetarian lunch", "Chair exercise", "Help with letters"],
    eligibility: ["punjabi", "age-65-79", "age-80-plus"],
    fees: { text: "£3 for lunch and a cup of chai." },
    referral: { method: "none" },
    venues: [{ venue: "northumberland-heath", schedule: "Mon 11:30-14:30" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Crayford Lunch and Bingo",
    organisation: "bexley-lunch-club-partnership",
    type: "group",
    intro:
      "A cooked lunch, bingo and a raffle on Wednesdays at Crayford Manor House, with minibus pick-ups.",
    description: `Lunch is a roast or a hot main with pudding. Members can be collected from home by the Dial-a-Ride minibus, which we book for you.

Please tell us about special diets when you first come.`,
    taxonomies: ["lunch-clubs", "older-people"],
    offerings: ["Two-course lunch", "Bingo and raffle", "Minibus pick-ups"],
    eligibility: ["age-65-79", "age-80-plus"],
    fees: { text: "£6.50 for lunch and bingo." },
    referral: { method: "none" },
    venues: [{ venue: "crayford-manor", schedule: "Wed 11:30-14:30" }],
  },
  {
    name: "Good Morning Calls",
    organisation: "friendly-voices-befriending",
    type: "service",
    intro:
      "A short phone call every morning to check you're up and well, from a friendly volunteer who gets to know you.",
    description: `If you live alone, knowing someone will ring each morning can bring peace of mind, for you and your family. If you don't answer, we follow an agreed plan, such as calling a relative or a neighbour.

Calls are free and you choose the time.`,
    taxonomies: ["befriending", "staying-independent", "older-people"],
    offerings: ["Daily check-in call", "Agreed emergency plan", "Weekly longer chat"],
    eligibility: ["age-65-79", "age-80-plus"],
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Sign up for calls" },
    venues: [{ venue: "broadway-hub", schedule: "seven-days", name: "Phone service" }],
    tags: ["online", "volunteer-led"],
  },
  {
    name: "Seated Exercise and Social",
    organisation: "bexley-health-walks",
    type: "activity",
    intro:
      "A gentle seated exercise class for people who find walking difficult, followed by tea and a chat.",
    description: `Exercises use resistance bands and soft balls to build strength in arms and legs and help with balance when you stand. The instructor is trained in falls prevention.

Carers are welcome to join in.`,
    taxonomies: ["sport-and-fitness", "staying-independent", "older-people"],
    offerings: ["Seated exercise", "Resistance bands", "Tea afterwards"],
    eligibility: ["age-65-79", "age-80-plus", "physical-disability"],
    fees: { text: "£3 a session." },
    referral: { method: "none" },
    venues: [{ venue: "falconwood", schedule: "Thu 10:30-11:30" }],
  },
  {
    name: "Barnehurst Bowls Club",
    organisation: "barnehurst-bowls-club",
    type: "club",
    intro:
      "Lawn bowls in summer and short mat bowls in winter, with free coaching for beginners of any age.",
    description: `Bowls is a sociable, gentle sport you can play for life. The club has a flat green, a clubhouse with a bar, and a friendly mix of members.

Come to an open day in April or May, or ask for a free coaching session any time in the season.`,
    taxonomies: ["sport-and-fitness", "social-groups", "older-people"],
    offerings: ["Free coaching", "Summer lawn bowls", "Winter short mat"],
    fees: { text: "£120 a year; first year £60." },
    referral: { method: "none" },
    venues: [{ venue: "barnehurst-hall", schedule: "Mon Wed Sat 13:30-17:00" }],
  },
  {
    name: "Digital Buddies for Older People",
    organisation: "bexley-digital-buddies",
    type: "service",
    intro:
      "A volunteer buddy who comes to your home to help you use a phone or tablet, at your pace.",
    description: `Your buddy visits for an hour a week for up to six weeks. They can help you video call family, order repeat prescriptions, use online banking safely and spot scam emails.

If you don't have a device, we can lend one.`,
    taxonomies: ["digital-skills", "older-people", "staying-independent"],
    offerings: ["Home visits", "Device loans", "Scam awareness"],
    eligibility: ["age-65-79", "age-80-plus"],
    waitTime: "three_weeks",
    referral: { method: "internal", button: "Ask for a buddy" },
    venues: [{ venue: "central-library", schedule: "office" }],
    tags: ["home-visits", "volunteer-led"],
  },
  {
    name: "Dial-a-Ride Hospital Transport",
    organisation: "bexley-dial-a-ride",
    type: "service",
    intro:
      "Door-to-door rides to hospital and GP appointments for people who can't use public transport.",
    description: `Book at least two days ahead. Our drivers are trained to help passengers with mobility difficulties, and the vehicles have ramps or lifts.

We cover Queen Mary's, Darent Valley, Queen Elizabeth and local GP practices.`,
    taxonomies: ["community-transport", "gp-and-health-services"],
    offerings: ["Hospital trips", "GP appointments", "Wheelchair-accessible vehicles"],
    eligibility: ["physical-disability", "age-80-plus"],
    fees: { text: "£5 return within Bexley; £8 to hospitals outside the borough." },
    waitTime: "one_week",
    referral: { method: "internal", button: "Book a journey" },
    venues: [{ venue: "crayford-manor", schedule: "office", name: "Booking office" }],
  },
  {
    name: "Memory Service Support Worker",
    organisation: "bexley-memory-cafe-network",
    type: "service",
    intro:
      "One-to-one support for people waiting for a memory assessment or newly diagnosed with dementia.",
    description: `Waiting for a memory assessment can be worrying. A support worker can explain what will happen, help you get your affairs in order, and introduce you to memory cafés and groups nearby.

After diagnosis they stay in touch for as long as you need.`,
    taxonomies: ["dementia-support"],
    offerings: ["One-to-one support", "Help planning ahead", "Introductions to groups"],
    eligibility: ["dementia"],
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Ask for support", disclaimer: true },
    venues: [{ venue: "lamorbey", schedule: "office" }],
    tags: ["home-visits"],
  },
  {
    name: "Singing for the Brain",
    organisation: "bexley-memory-cafe-network",
    type: "group",
    intro:
      "A singing group for people living with dementia and the people who care for them, with warm-ups and familiar songs.",
    description: `Music can reach people when words are hard. Sessions start with vocal warm-ups, followed by songs people know and love, and a cup of tea.

No singing experience needed.`,
    taxonomies: ["dementia-support", "music-and-singing", "carer-support"],
    offerings: ["Singing", "Tea and chat", "Carers welcome"],
    eligibility: ["dementia"],
    fees: { text: "£2.50 a session; carers come free." },
    referral: { method: "none" },
    venues: [{ venue: "blendon-church", schedule: "2nd Mon 14:00-15:30; 4th Mon 14:00-15:30" }],
  },
  {
    name: "Carers' Respite Sitting Service",
    organisation: "bexley-carers-support",
    type: "service",
    intro:
      "A trained sitter to stay with the person you care for for up to four hours, so you can have time to yourself.",
    description: `Sitters can keep the person company, make drinks and snacks, and help with some personal care. Most carers use the time for appointments, shopping or simply a rest.

The service is free for carers who have had a carer's assessment.`,
    taxonomies: ["carer-support"],
    offerings: ["Sitting sessions", "Trained sitters", "Regular or one-off"],
    custom: {
      other:
        "Unpaid carers in Bexley who have had a carer's assessment from the council or Bexley Carers Support.",
    },
    waitTime: "month",
    referral: { method: "internal", button: "Ask for a sitter", disclaimer: true },
    venues: [{ venue: "broadway-hub", schedule: "office" }],
    tags: ["home-visits"],
  },
  {
    name: "Carers' Coffee and Chat",
    organisation: "bexley-carers-support",
    type: "group",
    intro:
      "An informal monthly get-together for unpaid carers at Danson Park, with a carers' support worker on hand.",
    description: `Carers tell us they value meeting others who understand without having to explain. Bring the person you care for if you'd like; there's plenty of space.

The support worker can answer questions about carer's allowance, assessments and breaks.`,
    taxonomies: ["carer-support", "peer-support"],
    offerings: ["Coffee and chat", "Support worker on hand"],
    referral: { method: "none" },
    venues: [{ venue: "danson-park", schedule: "1st Thu 10:30-12:30" }],
    tags: ["drop-in"],
  },

  // Care and disability ---------------------------------------------------------------------------
  {
    name: "Independent Living Advice",
    organisation: "bexley-independent-living-centre",
    type: "service",
    intro:
      "Advice from disabled advisers on direct payments, personal assistants, adaptations and your rights.",
    description: `We're run by disabled people for disabled people. We can explain how direct payments work, help you recruit and employ a personal assistant, and support you through an adult social care assessment.

We also run a peer support group on the last Friday of each month.`,
    taxonomies: ["disability-support", "peer-support"],
    offerings: ["Direct payments advice", "Personal assistant support", "Peer group"],
    eligibility: ["physical-disability", "learning-disability", "mental-health-condition"],
    referral: { method: "none" },
    venues: [{ venue: "civic-offices", schedule: "Mon Tue Wed Thu 10:00-16:00" }],
    tags: ["online"],
  },
  {
    name: "Inclusive Dance for Adults",
    organisation: "sidcup-inclusive-dance",
    type: "activity",
    intro:
      "Creative dance for adults with learning disabilities, autism or physical disabilities, working towards a yearly performance.",
    description: `Dancers create their own routines with our choreographers and perform at the Sidcup community festival. Wheelchair users are welcome and the studio is fully accessible.

Support workers join in free.`,
    taxonomies: ["dance", "learning-disability-support", "disability-support"],
    offerings: ["Weekly class", "Annual performance", "Support workers free"],
    eligibility: ["learning-disability", "autism", "physical-disability"],
    fees: { text: "£5 a session." },
    referral: { method: "none" },
    venues: [{ venue: "lamorbey", schedule: "Thu 11:00-12:30" }],
  },
  {
    name: "Adaptations Assessment",
    organisation: "bexley-handyperson-service",
    type: "service",
    intro:
      "An occupational therapist visits to see how your home could be adapted: grab rails, ramps, stairlifts or a level-access shower.",
    description: `Small adaptations such as grab rails are fitted free. Larger ones may be funded by a Disabled Facilities Grant, which our caseworker can help you apply for.

You can ask for an assessment yourself or through your GP or hospital team.`,
    taxonomies: [
      "equipment-and-adaptations",
      "home-repairs-and-adaptations",
      "staying-independent",
    ],
    offerings: [
      "Occupational therapy assessment",
      "Minor adaptations",
      "Disabled Facilities Grants",
    ],
    eligibility: ["physical-disability", "age-65-79", "age-80-plus"],
    waitTime: "longer",
    referral: { method: "internal", button: "Ask for an assessment" },
    venues: [{ venue: "civic-offices", schedule: "office" }],
    tags: ["home-visits"],
  },
  {
    name: "Learning Disability Social Club",
    organisation: "belvedere-community-forum",
    type: "group",
    intro:
      "A Saturday club for adults with learning disabilities: discos, karaoke, cooking and days out.",
    description: `Members choose what happens next term at the members' meeting. Volunteers help with transport for outings, and support workers are welcome to come along.`,
    taxonomies: ["learning-disability-support", "social-groups"],
    offerings: ["Disco and karaoke", "Cooking", "Days out"],
    eligibility: ["learning-disability", "age-19-25", "age-26-39", "age-40-64"],
    fees: { text: "£3 a session; outings extra." },
    referral: { method: "none" },
    venues: [{ venue: "belvedere-centre", schedule: "Sat 13:00-16:00" }],
    tags: ["weekends", "volunteer-led"],
  },

  // Learning and advice -----------------------------------------------------------------------------
  {
    name: "ESOL Conversation Café",
    organisation: "ukrainian-community-bexley",
    type: "group",
    intro:
      "Practise speaking English over tea and biscuits with friendly volunteers, at any level.",
    description: `Tables are grouped by level, from complete beginners to people preparing for job interviews. Many of our learners came from Ukraine, but everyone is welcome.

Children can play in the corner with a volunteer.`,
    taxonomies: ["english-classes-esol", "refugees-and-migrants", "social-groups"],
    offerings: ["Conversation practice", "All levels", "Children's corner"],
    eligibility: ["ukrainian"],
    referral: { method: "none" },
    venues: [{ venue: "sidcup-library", schedule: "Sat 10:00-12:00" }],
    tags: ["drop-in", "volunteer-led", "weekends"],
  },
  {
    name: "English for Work",
    organisation: "bexley-adult-learning",
    type: "service",
    intro:
      "An intermediate English course focused on job applications, interviews and workplace communication.",
    description: `The twelve-week course suits learners who can already hold a conversation in English. You'll practise interviews, write a CV and learn the language of customer service, care and warehouse work.

Free if you're unemployed or on a low income.`,
    taxonomies: ["english-classes-esol", "employment-support"],
    offerings: ["Twelve-week course", "CV writing", "Interview practice"],
    eligibility: ["not-working", "low-income"],
    referral: { method: "external", button: "Enrol" },
    venues: [{ venue: "crayford-manor", schedule: "Tue Thu 09:30-12:00" }],
  },
  {
    name: "Refugee Advice Surgery",
    organisation: "bexley-refugee-welcome",
    type: "service",
    intro:
      "Help for refugees and people seeking asylum with asylum support, housing, school places and family reunion.",
    description: `Our caseworkers see people without an appointment on Monday mornings. We can contact the Home Office and asylum accommodation providers, help with applications for support, and refer to immigration solicitors.

Interpreters can be arranged.`,
    taxonomies: ["refugees-and-migrants", "immigration-advice"],
    offerings: ["Asylum support", "Family reunion", "School places", "Interpreters"],
    referral: { method: "none" },
    venues: [{ venue: "the-exchange", schedule: "Mon 10:00-13:00" }],
    tags: ["drop-in"],
  },
  {
    name: "Nigerian Community Advice Evenings",
    organisation: "bexley-nigerian-community-association",
    type: "service",
    intro:
      "Monthly evenings with advice on benefits, immigration, schools and business, followed by food and music.",
    description: `Volunteers who are lawyers, accountants and teachers give their time to answer questions one-to-one. The evenings are also a chance for families to meet and for young people to find mentors.`,
    taxonomies: ["benefits-advice", "social-groups"],
    offerings: ["One-to-one advice", "Mentoring for young people", "Food and music"],
    eligibility: ["yoruba"],
    referral: { method: "none" },
    venues: [{ venue: "the-exchange", schedule: "last Fri 18:30-21:30" }],
    tags: ["evenings", "family-friendly"],
  },
  {
    name: "Beginners' Computer Course",
    organisation: "bexley-adult-learning",
    type: "service",
    intro:
      "Five morning sessions for adults who have never used a computer: mouse, keyboard, email and the internet.",
    description: `The course moves at a gentle pace with no more than eight learners. By the end you'll be able to send emails, search the internet safely and use GOV.UK services.

Free for everyone.`,
    taxonomies: ["digital-skills", "adult-learning"],
    offerings: ["Five sessions", "Small groups", "Certificate"],
    custom: {
      age_group: "Adults aged 19 and over.",
      other: "For people who have never used a computer, or have tried and given up.",
    },
    referral: { method: "external", button: "Book a place" },
    venues: [{ venue: "welling-library", schedule: "Mon 09:30-11:30" }],
  },
  {
    name: "Family History Help",
    organisation: "hall-place-heritage-friends",
    type: "group",
    intro:
      "Volunteers help you trace your family tree using census records, parish registers and the local archive.",
    description: `Bring whatever you know: names, dates, old photos. Our volunteers will show you how to search free and subscription websites, and the archive collection at Hall Place.

Sessions are free; donations go towards conservation.`,
    taxonomies: ["heritage-and-museums", "adult-learning"],
    offerings: ["One-to-one help", "Archive access", "Free websites"],
    referral: { method: "none" },
    venues: [{ venue: "hall-place", schedule: "2nd Wed 14:00-16:00" }],
    tags: ["volunteer-led"],
  },

  // Community, safety and leisure ---------------------------------------------------------------
  {
    name: "Thamesmead Men's Shed",
    organisation: "thamesmead-mens-shed",
    type: "group",
    intro:
      "A space to make, mend and talk, with woodwork tools, a bike corner and a kettle that never stops.",
    description: `Members come for the company as much as the tools. There's always a project on, from bird boxes for the lake to repairs for neighbours.

All abilities welcome; safety training is given before you use the machines.`,
    taxonomies: ["social-groups", "repair-and-reuse", "wellbeing-activities"],
    offerings: ["Woodwork", "Bike repairs", "Community projects", "Tea and company"],
    eligibility: ["male"],
    fees: { text: "£1 a visit." },
    referral: { method: "none" },
    venues: [{ venue: "southmere", schedule: "Mon Wed 10:00-15:00" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Foots Cray Meadows Conservation Group",
    organisation: "friends-of-danson-park",
    type: "activity",
    intro: "Monthly Sunday work days tending the meadows and woodland along the River Cray.",
    description: `Tasks change with the seasons: clearing scrub, coppicing, litter picks and surveying wildflowers. Tools and gloves are provided.

Meet at the Rectory Lane car park.`,
    taxonomies: ["gardening-and-nature", "volunteering", "climate-action"],
    offerings: ["Monthly work days", "Tools provided", "Wildlife surveys"],
    referral: { method: "none" },
    venues: [{ venue: "foots-cray", schedule: "1st Sun 10:00-13:00" }],
    tags: ["weekends", "volunteer-led"],
  },
  {
    name: "Riverside Litter Pickers",
    organisation: "slade-green-residents-association",
    type: "activity",
    intro:
      "A monthly litter pick along the Thames path and Erith riverside, with pickers, bags and hi-vis provided.",
    description: `Join neighbours for an hour or two; families welcome. We sort what we collect, so plastics and cans are recycled.

Meet at the Riverside Gardens pavilion.`,
    taxonomies: ["recycling", "volunteering", "climate-action"],
    offerings: ["Monthly litter pick", "Equipment provided", "Recycling of what we collect"],
    referral: { method: "none" },
    venues: [{ venue: "riverside-gardens", schedule: "last Sat 10:00-12:00" }],
    tags: ["weekends", "family-friendly", "volunteer-led"],
  },
  {
    name: "Textile Repair Café",
    organisation: "erith-repair-cafe",
    type: "group",
    intro:
      "Bring clothes that need mending: our volunteer menders fix zips, hems and tears and show you how.",
    description: `Alongside the main repair café, the textile table teaches darning, patching and simple alterations. Sewing machines are available to use.`,
    taxonomies: ["repair-and-reuse", "arts-and-crafts"],
    offerings: ["Clothes mending", "Sewing machines", "Darning and patching lessons"],
    referral: { method: "none" },
    venues: [{ venue: "erith-library", schedule: "2nd Sat 10:30-13:00" }],
    tags: ["drop-in", "volunteer-led", "weekends"],
  },
  {
    name: "Veterans' Breakfast Club",
    organisation: "bexley-veterans-hub",
    type: "group",
    intro:
      "A full English and good company on the first Saturday of the month for veterans of any service and their families.",
    description: `Veterans of all ages come, from National Service to recent operations. A welfare officer attends to help with pensions, housing and health, and there's information about Op COURAGE and other veterans' services.`,
    taxonomies: ["veterans", "social-groups"],
    offerings: ["Breakfast", "Welfare officer", "Veterans' services information"],
    fees: { text: "Breakfast £6." },
    referral: { method: "none" },
    venues: [{ venue: "crayford-manor", schedule: "first-saturday" }],
    tags: ["weekends"],
  },
  {
    name: "Domestic Abuse Outreach",
    organisation: "bexley-domestic-abuse-partnership",
    type: "service",
    intro:
      "Confidential one-to-one support for anyone experiencing domestic abuse, meeting you somewhere safe.",
    description: `An outreach worker can meet you at a GP surgery, library, children's centre or another safe place. They can help you plan for your safety, understand your options, and get support with housing, the courts and your children.

If you are in immediate danger, call 999. If you can't speak, press 55 when prompted.`,
    taxonomies: ["domestic-abuse", "victim-support"],
    offerings: [
      "Safety planning",
      "Court support",
      "Housing options",
      "Support for men and LGBTQ+ survivors",
    ],
    custom: {
      other:
        "Anyone aged 16 or over experiencing domestic abuse in Bexley, including people still living with the person harming them.",
    },
    waitTime: "one_week",
    referral: { method: "internal", button: "Ask for support", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Confidential" }],
    tags: ["online"],
    score: 5,
  },
  {
    name: "Hate Crime Reporting",
    organisation: "bexley-victim-care",
    type: "service",
    intro:
      "Report a hate incident to us if you'd rather not go to the police, and get support to deal with it.",
    description: `We can record what happened, pass it to the police anonymously if you choose, and help with repairs, security and talking to your landlord or school.

Reports help us and the council see where problems are happening.`,
    taxonomies: ["hate-crime", "victim-support"],
    offerings: ["Third-party reporting", "Support", "Anonymous reports to police"],
    custom: {
      other:
        "Victims and witnesses of hate incidents in Bexley, of any age. You can also report on someone else's behalf.",
    },
    referral: { method: "external", button: "Report online" },
    venues: [{ venue: "broadway-hub", schedule: "Mon Tue Wed Thu Fri 09:00-17:00" }],
    tags: ["online"],
  },
  {
    name: "Doorstep Crime Prevention",
    organisation: "bexley-victim-care",
    type: "service",
    intro:
      "Free door chains, spy holes and call blockers for older and vulnerable residents targeted by rogue traders or scammers.",
    description: `A volunteer fits the equipment and talks you through how to spot a doorstep scam. If you've already been targeted, we'll help you report it and work with Trading Standards.`,
    taxonomies: ["scams-and-fraud", "staying-independent"],
    offerings: ["Door chains and spy holes", "Call blockers", "Scam advice"],
    eligibility: ["age-65-79", "age-80-plus"],
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Ask for a visit" },
    venues: [{ venue: "broadway-hub", schedule: "office" }],
    tags: ["home-visits", "volunteer-led"],
  },
  {
    name: "Interfaith Walks",
    organisation: "bexley-faith-forum",
    type: "activity",
    intro:
      "Guided walks between Bexley's churches, mosque, gurdwara and temple, with a welcome and refreshments at each.",
    description: `Walks happen four times a year and last about three hours with rests. It's a chance to see inside places of worship and meet the people who look after them.`,
    taxonomies: ["faith-communities", "walking"],
    offerings: ["Guided walks", "Visits to places of worship", "Refreshments"],
    custom: {
      other:
        "Everyone, of any faith or none. You'll need to manage about three miles with rests; under-16s walk with an adult.",
    },
    referral: { method: "external", button: "Book a walk" },
    venues: [{ venue: "central-library", schedule: "3rd Sun 13:00-16:00", name: "Meeting point" }],
    tags: ["weekends"],
  },
  {
    name: "Parkrun Volunteers' Breakfast",
    organisation: "welling-road-runners",
    type: "activity",
    intro:
      "Join the Saturday 5k run, jog or walk in Danson Park, or volunteer as a marshal, then stay for breakfast.",
    description: `The 5k is free and open to everyone: runners, walkers, buggies and dogs on short leads. The club's coaches run a beginners' warm-up at 8.45.

Volunteers are always needed for marshalling and timekeeping.`,
    taxonomies: ["running", "volunteering", "sport-and-fitness"],
    offerings: ["Free 5k", "Beginners' warm-up", "Volunteering roles"],
    referral: { method: "none" },
    venues: [{ venue: "danson-park", schedule: "Sat 08:45-10:30" }],
    tags: ["weekends", "family-friendly"],
  },
  {
    name: "Aqua Natal",
    organisation: "crook-log-swimming-club",
    type: "activity",
    intro: "Gentle water exercise for pregnant women, led by a midwife-trained instructor.",
    description: `Exercise in water eases back pain and swelling and helps you stay active through pregnancy. You don't need to be a strong swimmer.

Suitable from 16 weeks with your midwife's agreement.`,
    taxonomies: ["swimming", "early-years"],
    offerings: ["Water exercise", "Relaxation", "Meet other parents-to-be"],
    eligibility: ["female"],
    fees: { text: "£6 a session." },
    referral: { method: "none" },
    venues: [{ venue: "crook-log", schedule: "Wed 19:00-19:45" }],
    tags: ["evenings", "women-only"],
  },
  {
    name: "Yoga in the Park",
    organisation: "bexley-health-walks",
    type: "activity",
    intro: "Free outdoor yoga by the lake on summer Sunday mornings, for all levels.",
    description: `Bring a mat or a towel. Classes run from May to September, weather permitting; check our social media on the morning.

Suitable for beginners and for people who want a gentle stretch.`,
    taxonomies: ["yoga-and-pilates", "wellbeing-activities"],
    offerings: ["Outdoor yoga", "All levels"],
    referral: { method: "none" },
    venues: [{ venue: "danson-park", schedule: "Sun 09:00-10:00" }],
    tags: ["weekends"],
    socials: ["instagram"],
  },
  {
    name: "Pilates for Back Pain",
    organisation: "bexley-primary-care-network",
    type: "activity",
    intro:
      "An eight-week Pilates course led by a physiotherapist, for adults with long-lasting back pain.",
    description: `Exercises strengthen the muscles that support your spine. You'll get a home programme to carry on afterwards.

You need a referral from your GP practice or a physiotherapist.`,
    taxonomies: ["yoga-and-pilates", "long-term-health-conditions"],
    offerings: ["Eight-week course", "Home programme"],
    custom: {
      age_group: "Adults aged 18 and over.",
      other:
        "For back pain that has lasted 12 weeks or more. Not suitable during pregnancy or soon after spinal surgery.",
    },
    waitTime: "month",
    referral: { method: "internal", button: "Ask about a referral" },
    venues: [{ venue: "queen-marys", schedule: "Tue 17:30-18:30", name: "Physiotherapy gym" }],
    tags: ["evenings"],
  },
  {
    name: "Community Choir for All Voices",
    organisation: "erith-community-choir",
    type: "group",
    intro:
      "A non-audition choir singing pop, gospel and folk on Monday evenings. Everyone can sing.",
    description: `We learn by ear, with words on song sheets, so you don't need to read music. The choir performs at Erith's riverside festival and at care homes at Christmas.`,
    taxonomies: ["music-and-singing", "wellbeing-activities"],
    offerings: ["Weekly rehearsals", "Concerts", "No auditions"],
    fees: { text: "£4 a week." },
    referral: { method: "none" },
    venues: [{ venue: "the-exchange", schedule: "Mon 19:30-21:00" }],
    tags: ["evenings"],
  },
  {
    name: "Watercolour Group",
    organisation: "exchange-arts-erith",
    type: "group",
    intro:
      "A relaxed painting group for adults, with a short demonstration each week and time to paint.",
    description: `Beginners are welcome; paints and paper are available to borrow for your first few weeks. The group exhibits in the Exchange café every summer.`,
    taxonomies: ["arts-and-crafts", "social-groups"],
    offerings: ["Weekly demonstration", "Materials to borrow", "Summer exhibition"],
    fees: { text: "£5 a session." },
    referral: { method: "none" },
    venues: [{ venue: "the-exchange", schedule: "Thu 10:00-12:30" }],
  },
  {
    name: "Thamesmead Growing Club",
    organisation: "thamesmead-growing-together",
    type: "activity",
    intro:
      "Grow fruit and vegetables in the community garden by Southmere Lake, and take home a share of the harvest.",
    description: `Members look after the beds together, with a grower on hand on Saturdays. There's a polytunnel, a wormery and a tool shed.

Families are welcome, and there's a children's bed.`,
    taxonomies: ["gardening-and-nature", "healthy-eating"],
    offerings: ["Shared beds", "Polytunnel", "Children's bed"],
    referral: { method: "none" },
    venues: [{ venue: "southmere", schedule: "Sat 10:00-13:00; Wed 16:00-18:00" }],
    tags: ["family-friendly", "volunteer-led", "weekends"],
  },
  {
    name: "Lesnes Abbey History Talks",
    organisation: "lesnes-abbey-volunteers",
    type: "activity",
    intro:
      "Monthly talks and guided tours of the abbey ruins and woods, from the medieval canons to the bluebells.",
    description: `Tours last about an hour and a half on uneven paths. Talks are held in the visitor centre and are accessible to wheelchair users.`,
    taxonomies: ["heritage-and-museums", "walking"],
    offerings: ["Guided tours", "Monthly talks"],
    fees: { text: "Free; donations welcome." },
    referral: { method: "none" },
    venues: [{ venue: "lesnes-abbey", schedule: "2nd Sun 14:00-15:30" }],
    tags: ["weekends", "volunteer-led"],
  },
  {
    name: "Walking Football",
    organisation: "bexley-walking-sports",
    type: "activity",
    intro:
      "Football with no running or tackling, for men and women over 50 who want to play again.",
    description: `Walking football keeps the skill and banter of the game without the strain on knees and hearts. We play small-sided games on the indoor pitch.

Many players had given up football years ago; some had never played.`,
    taxonomies: ["football", "older-people", "sport-and-fitness"],
    offerings: ["Weekly games", "Indoor pitch", "Social afterwards"],
    eligibility: ["age-40-64", "age-65-79"],
    fees: { text: "£4 a session." },
    referral: { method: "none" },
    venues: [{ venue: "sidcup-leisure", schedule: "Mon Thu 11:00-12:00" }],
  },
  // More neighbourhood listings ---------------------------------------------------------------
  {
    name: "Sidcup Coffee Morning",
    organisation: "blackfen-friendship-group",
    type: "group",
    intro:
      "Fresh coffee, toast and conversation in Sidcup's storytelling library on Wednesday mornings.",
    description: `Friendly volunteers greet everyone at the door, and there's a table of local leaflets. Many people come after the Wednesday market.`,
    taxonomies: ["social-groups", "befriending"],
    offerings: ["Coffee and toast", "Local leaflets"],
    fees: { text: "By donation." },
    referral: { method: "none" },
    venues: [{ venue: "sidcup-library", schedule: "Wed 10:00-11:30" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Erith Friendship Café",
    organisation: "northumberland-heath-community-association",
    type: "group",
    intro:
      "A Friday morning café where nobody sits alone: volunteers make the introductions and the tea.",
    description: `Started by residents who noticed how many neighbours lived alone, the café has become a weekly fixture. There's a quiz on the last Friday of the month.`,
    taxonomies: ["social-groups", "befriending"],
    offerings: ["Tea and cake", "Monthly quiz", "Introductions to other groups"],
    referral: { method: "none" },
    venues: [{ venue: "erith-library", schedule: "Fri 10:00-12:00" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "The Tuesday Club, Albany Park",
    organisation: "bexley-lunch-club-partnership",
    type: "group",
    intro:
      "A two-course lunch and an afternoon activity on Tuesdays for older residents in Albany Park and Blendon.",
    description: `The menu changes weekly and there's always a vegetarian choice. After lunch, members play cards, do a chair exercise session or listen to a visiting speaker.`,
    taxonomies: ["lunch-clubs", "older-people"],
    offerings: ["Two-course lunch", "Afternoon activities"],
    eligibility: ["age-65-79", "age-80-plus"],
    fees: { text: "£6 a week, including lunch." },
    referral: { method: "none" },
    venues: [{ venue: "albany-park-hall", schedule: "Tue 12:00-14:30" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Knit and Knatter",
    organisation: "belvedere-community-forum",
    type: "group",
    intro: "Knitting, crochet and chat on Monday afternoons, with squares for charity blankets.",
    description: `Experienced knitters are happy to teach, and spare needles and wool are available. The group has sent more than 200 blankets to hospitals and shelters.`,
    taxonomies: ["arts-and-crafts", "social-groups"],
    offerings: ["Knitting and crochet", "Lessons for beginners", "Charity projects"],
    referral: { method: "none" },
    venues: [{ venue: "upper-belvedere", schedule: "Mon 13:30-15:30" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Baby Weighing and Health Visitor Clinic",
    organisation: "bexley-family-hubs",
    type: "service",
    intro:
      "Get your baby weighed and talk to a health visitor about feeding, sleep or development, no appointment needed.",
    description: `Bring your baby's red book. Health visitors can also check how you are feeling and tell you about local groups for parents.`,
    taxonomies: ["early-years", "gp-and-health-services"],
    offerings: ["Baby weighing", "Health visitor advice", "Red book updates"],
    eligibility: ["age-0-4"],
    referral: { method: "none" },
    venues: [
      { venue: "lower-belvedere", schedule: "every other Wed 13:30-15:30" },
      { venue: "lamorbey", schedule: "Fri 09:30-11:30" },
    ],
    tags: ["drop-in", "family-friendly"],
  },
  {
    name: "Breastfeeding Support Group",
    organisation: "abbey-wood-family-project",
    type: "group",
    intro:
      "Friendly help with breastfeeding and chestfeeding from trained peer supporters, every Thursday.",
    description: `Come in pregnancy to learn what to expect, or any time after your baby is born. Peer supporters can help with latching, expressing and returning to work, and will tell you when to see your GP or health visitor.`,
    taxonomies: ["early-years", "parenting-support", "peer-support"],
    offerings: ["Peer support", "Feeding advice", "Pregnancy sessions"],
    eligibility: ["age-0-4"],
    referral: { method: "none" },
    venues: [{ venue: "thamesmead-library", schedule: "Thu 10:00-12:00" }],
    tags: ["drop-in", "family-friendly"],
  },
  {
    name: "Positive Behaviour Workshops",
    organisation: "bexley-family-hubs",
    type: "service",
    intro:
      "Three evening workshops for parents of children aged 3 to 10 on tantrums, routines and bedtime battles.",
    description: `The workshops are practical and non-judgemental, with ideas to try at home between sessions. A crèche is available if you book ahead.`,
    taxonomies: ["parenting-support"],
    offerings: ["Three workshops", "Crèche", "Take-home ideas"],
    eligibility: ["age-0-4", "age-5-11"],
    waitTime: "three_weeks",
    referral: { method: "external", button: "Book the workshops" },
    venues: [{ venue: "welling-library", schedule: "Mon 18:30-20:30" }],
    tags: ["evenings"],
  },
  {
    name: "Money Skills for Young Adults",
    organisation: "bexley-advice-network",
    type: "service",
    intro:
      "A two-session workshop for 16 to 25-year-olds on payslips, rent, credit scores and avoiding scams.",
    description: `Sessions are run in colleges and youth centres, or online. Everyone who completes both sessions gets a budgeting app subscription for a year.`,
    taxonomies: ["debt-advice", "youth-services", "scams-and-fraud"],
    offerings: ["Two workshops", "Online option", "Budgeting app"],
    eligibility: ["age-16-18", "age-19-25"],
    referral: { method: "external", button: "Book a workshop" },
    venues: [{ venue: "welling-north", schedule: "1st Wed 17:00-19:00" }],
    tags: ["online", "evenings"],
  },
  {
    name: "Community Café at Lamorbey",
    organisation: "welling-community-kitchen",
    type: "group",
    intro:
      "A pay-as-you-feel café serving breakfasts and lunches made from rescued food, three days a week.",
    description: `Everyone pays what they can afford, and nobody is turned away. The café also hosts a monthly repair table and a book swap.`,
    taxonomies: ["community-meals", "warm-spaces", "food-banks"],
    offerings: ["Breakfast and lunch", "Pay what you feel", "Book swap"],
    fees: { text: "Pay what you feel." },
    referral: { method: "none" },
    venues: [{ venue: "lamorbey", schedule: "Mon Wed Fri 09:30-14:00" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Bexley Village Reading Group",
    organisation: "bexley-libraries",
    type: "group",
    intro:
      "A friendly monthly book group at Bexley Village Library, with copies of each book to borrow.",
    description: `The group reads a mix of novels, memoirs and the occasional classic, chosen by members. Large-print and audiobook copies are available.`,
    taxonomies: ["libraries", "social-groups"],
    offerings: ["Monthly meeting", "Books to borrow"],
    referral: { method: "none" },
    venues: [{ venue: "bexley-village-library", schedule: "1st Thu 19:00-20:30" }],
    tags: ["evenings", "volunteer-led"],
  },
  {
    name: "Advice Outreach at Queen Mary's",
    organisation: "bexley-advice-network",
    type: "service",
    intro:
      "Advice on benefits, debt and work problems for patients and visitors at Queen Mary's Hospital.",
    description: `Illness often brings money worries. An adviser sits in the hospital's main entrance on Tuesdays and can also visit wards on request from staff.`,
    taxonomies: ["benefits-advice", "debt-advice"],
    offerings: ["Benefits advice", "Debt advice", "Ward visits"],
    referral: { method: "none" },
    venues: [{ venue: "queen-marys", schedule: "Tue 09:30-15:30", name: "Main entrance" }],
    tags: ["drop-in"],
  },
  {
    name: "Supported Volunteering",
    organisation: "volunteer-bexley",
    type: "service",
    intro:
      "Volunteering with extra support for people with a learning disability, mental health condition or low confidence.",
    description: `A coordinator helps you find a role, visits it with you first and checks in regularly. Many people go on to paid work or college.`,
    taxonomies: ["volunteering", "learning-disability-support", "mental-health"],
    offerings: ["Role matching", "Accompanied first visits", "Regular check-ins"],
    eligibility: ["learning-disability", "mental-health-condition"],
    waitTime: "month",
    referral: { method: "internal", button: "Ask about a supported role" },
    venues: [{ venue: "central-library", schedule: "office" }],
  },
  {
    name: "Wellbeing Walks at Hall Place",
    organisation: "bexley-health-walks",
    type: "activity",
    intro:
      "A gentle, led walk round the gardens and riverside at Hall Place, ending with a coffee.",
    description: `Walks are about 45 minutes on level paths, and walk leaders stay with the slowest walker. It's a good first step if you've been unwell or haven't exercised for a while.`,
    taxonomies: ["walking", "wellbeing-activities"],
    offerings: ["Led walk", "Coffee afterwards"],
    referral: { method: "none" },
    venues: [{ venue: "hall-place", schedule: "Thu 10:30-11:30" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Crayford Art Club",
    organisation: "exchange-arts-erith",
    type: "group",
    intro: "Drawing and painting for adults on Tuesday evenings in Crayford, with an artist tutor.",
    description: `Each term follows a theme, from still life to the river landscape. The club welcomes beginners and has spare materials.`,
    taxonomies: ["arts-and-crafts"],
    offerings: ["Weekly class", "Tutor", "Materials available"],
    fees: { text: "£6 a session." },
    referral: { method: "none" },
    venues: [{ venue: "crayford-library", schedule: "Tue 19:00-21:00" }],
    tags: ["evenings"],
  },
  {
    name: "Mosque Open Day and Food Share",
    organisation: "bexley-faith-forum",
    type: "group",
    intro:
      "A monthly open day with a tour, tea and a free food share, open to neighbours of every faith and none.",
    description: `Volunteers give tours and answer questions, and the food share offers fresh and dried food to anyone who needs it.`,
    taxonomies: ["faith-communities", "food-banks"],
    offerings: ["Tours", "Tea", "Food share"],
    referral: { method: "none" },
    venues: [{ venue: "northumberland-heath", schedule: "last Sun 12:00-15:00" }],
    tags: ["weekends", "drop-in"],
  },
  {
    name: "Older People's Advice Line",
    organisation: "bexley-advice-network",
    type: "service",
    intro:
      "Advice by phone for people over 60 and their families on care, benefits, housing and planning ahead.",
    description: `Advisers can explain how paying for care works, help you claim Attendance Allowance and Pension Credit, and tell you about lasting powers of attorney.`,
    taxonomies: ["benefits-advice", "older-people"],
    offerings: ["Care funding advice", "Benefits", "Planning ahead"],
    eligibility: ["age-65-79", "age-80-plus"],
    referral: { method: "none" },
    venues: [
      { venue: "broadway-hub", schedule: "Mon Tue Wed Thu 10:00-16:00", name: "Advice line" },
    ],
    tags: ["online"],
  },
  {
    name: "Teen Bereavement Group",
    organisation: "crayford-bereavement-cafe",
    type: "group",
    intro:
      "A small group for 13 to 18-year-olds who have lost someone close, with activities, talking and no pressure.",
    description: `The group meets after school twice a month. Young people say it helps to be with others who just get it.`,
    taxonomies: ["bereavement-support", "youth-services"],
    offerings: ["Fortnightly group", "Activities", "One-to-one chats"],
    eligibility: ["age-12-15", "age-16-18"],
    referral: { method: "internal", button: "Join the group" },
    venues: [{ venue: "crayford-library", schedule: "every other Tue 16:30-18:00" }],
  },
  {
    name: "Scam Busters Sessions",
    organisation: "bexley-digital-buddies",
    type: "service",
    intro:
      "Drop-in sessions to check a suspicious text, email or call with a volunteer before you act on it.",
    description: `Bring the message or tell us about the call. Volunteers can help you report it and set up protections such as two-step verification and call blocking.`,
    taxonomies: ["scams-and-fraud", "digital-skills"],
    offerings: ["Message checks", "Reporting help", "Phone and account security"],
    referral: { method: "none" },
    venues: [{ venue: "welling-library", schedule: "Wed 14:00-16:00" }],
    tags: ["drop-in", "volunteer-led"],
  },
];
