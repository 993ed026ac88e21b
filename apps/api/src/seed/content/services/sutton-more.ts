// More of Sutton's listings, written one by one as the council's directory team would take them
// from each provider: money and work, food, housing, health, families, older people, care,
// learning, and community life.
import type { ServiceDraft } from "./types.ts";

export const SUTTON_MORE_SERVICES: ServiceDraft[] = [
  // Money and work --------------------------------------------------------------------------------
  {
    name: "Universal Credit Help Point",
    organisation: "sutton-money-advice-centre",
    type: "service",
    intro:
      "Help to make a Universal Credit claim, keep your online journal up to date and sort out problems with your payments.",
    description: `Bring your phone or use one of our computers. An adviser will sit with you while you set up your account, upload documents and book your first Jobcentre appointment.

We also help people who have been sanctioned, whose payment is lower than expected or who have been asked to repay an advance. If something has gone wrong, we can contact the Department for Work and Pensions with you.`,
    taxonomies: ["benefits-advice"],
    offerings: [
      "Making a new claim",
      "Using your online journal",
      "Advance payments and deductions",
      "Challenging a sanction",
    ],
    eligibility: ["receiving-benefits", "low-income"],
    usefulInfos: [
      [
        "What to bring",
        "Photo ID, your bank card and your National Insurance number if you know it.",
      ],
    ],
    referral: { method: "none" },
    venues: [{ venue: "jobs-hub", schedule: "Mon Wed 09:30-12:30", name: "Help point" }],
    tags: ["drop-in", "free-wifi"],
    score: 4,
  },
  {
    name: "Pension Credit Checks at Home",
    organisation: "sutton-money-advice-centre",
    type: "service",
    intro:
      "A visit from an adviser to find out whether you could claim Pension Credit, Attendance Allowance or help with council tax.",
    description: `Thousands of older people in Sutton miss out on money they are owed. If you are over State Pension age, one of our visiting advisers can come to your home, go through your income with you and fill in the forms there and then.

Pension Credit also opens the door to a free TV licence for over-75s, help with heating costs and NHS dental treatment.`,
    taxonomies: ["benefits-advice", "older-people"],
    offerings: ["Benefit check", "Claim forms filled in with you", "Follow-up phone call"],
    eligibility: ["age-65-79", "age-80-plus"],
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Ask for a home visit", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Home visits booked from" }],
    tags: ["home-visits", "appointment-only"],
    contactName: "Visiting advice team",
    score: 4,
  },
  {
    name: "Money Mentors",
    organisation: "sutton-volunteer-network",
    type: "service",
    intro:
      "Six weekly sessions with a trained volunteer to get on top of your budget, bills and bank account.",
    description: `A money mentor is someone who has been trained to help with everyday money: setting up a budget that works, choosing a cheaper phone or broadband deal, understanding payslips and avoiding loan sharks.

Mentors are not debt advisers. If you owe money you can't repay, we will introduce you to the Sutton Money Advice Centre.`,
    taxonomies: ["debt-advice", "cost-of-living-help"],
    offerings: ["Budget planner", "Bill and contract checks", "Help to open a bank account"],
    eligibility: ["age-19-25", "age-26-39", "age-40-64"],
    waitTime: "three_weeks",
    referral: { method: "external", button: "Apply for a mentor" },
    venues: [{ venue: "high-street-hub", schedule: "Tue Thu 17:30-19:30" }],
    tags: ["evenings", "volunteer-led", "appointment-only"],
  },
  {
    name: "Council Tax Support Surgery",
    organisation: "london-borough-of-sutton",
    type: "service",
    intro:
      "Talk to a council officer about a council tax reduction, a payment plan or a bill you think is wrong.",
    description: `If you are on a low income you may pay less council tax. Our officers can check whether you qualify, help you apply and, if you are behind, agree a payment plan so that your account does not go to enforcement agents.

Single person discounts and discounts for people living with a severe mental impairment can also be set up at the surgery.`,
    taxonomies: ["benefits-advice", "cost-of-living-help"],
    offerings: ["Council tax reduction claims", "Payment plans", "Discounts and exemptions"],
    referral: { method: "none" },
    venues: [
      { venue: "civic-offices", schedule: "Mon Thu 10:00-15:00", name: "Ground floor reception" },
    ],
    tags: ["drop-in"],
    score: 3,
  },
  {
    name: "Household Support Fund",
    organisation: "london-borough-of-sutton",
    type: "service",
    intro:
      "One-off help with food, energy and essential household costs for residents who are struggling to get by.",
    description: `The fund can pay for supermarket vouchers, a top-up for a prepayment meter, or an essential item such as a cooker or a bed.

You can apply yourself online, or a support worker, school or advice service can apply for you. We aim to make a decision within ten working days.`,
    taxonomies: ["cost-of-living-help", "food-banks", "energy-and-bills"],
    offerings: ["Food vouchers", "Energy top-ups", "Essential household items"],
    eligibility: ["low-income", "receiving-benefits"],
    custom: {
      other:
        "You must live in the London Borough of Sutton. One award per household in six months.",
    },
    waitTime: "two_weeks",
    referral: { method: "external", button: "Apply online" },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Phone and online applications" }],
    tags: ["online"],
    score: 4,
  },
  {
    name: "Switch and Save Energy Sessions",
    organisation: "sutton-warm-homes-advice",
    type: "service",
    intro:
      "Bring your latest energy bill and we'll check your tariff, your meter readings and any grants you could get.",
    description: `Our energy advisers visit Wallington Library every month. Many people are paying more than they need to because of estimated readings, the wrong payment method or a debt on a prepayment meter.

We can also register you for the Priority Services Register if you or someone you live with is disabled, unwell or relies on medical equipment.`,
    taxonomies: ["energy-and-bills", "cost-of-living-help"],
    offerings: [
      "Tariff check",
      "Meter and bill checks",
      "Priority Services Register",
      "Warm Home Discount",
    ],
    referral: { method: "none" },
    venues: [{ venue: "wallington-library", schedule: "1st Wed 10:00-13:00" }],
    tags: ["drop-in"],
  },
  {
    name: "Apprenticeship and Training Advice",
    organisation: "sutton-works",
    type: "service",
    intro:
      "Careers advice for 16 to 24-year-olds looking for an apprenticeship, a traineeship or a college course.",
    description: `Our careers advisers know the local employers who take on apprentices and can help you with applications, assessment days and interviews.

If you are not in education, employment or training, we can also help you find a short course or a work placement to get you started.`,
    taxonomies: ["employment-support", "youth-services"],
    offerings: ["Careers guidance", "Apprenticeship vacancies", "Application and interview help"],
    eligibility: ["age-16-18", "age-19-25"],
    waitTime: "one_week",
    referral: { method: "internal", button: "Book a careers appointment" },
    venues: [{ venue: "jobs-hub", schedule: "Tue Thu 13:00-17:00" }],
    tags: ["appointment-only"],
  },
  {
    name: "Interview Clothes Bank",
    organisation: "sutton-works",
    type: "service",
    intro:
      "Free smart clothes and shoes to wear to a job interview or for your first weeks in a new job.",
    description: `Our rails are stocked with donated suits, shirts, blouses, trousers, skirts and shoes in a range of sizes. A volunteer will help you choose an outfit and it is yours to keep.

You need a referral from a work coach, employment adviser or support worker.`,
    taxonomies: ["employment-support", "baby-banks-and-clothing"],
    offerings: ["Interview outfits", "Work shoes", "Workwear for new starters"],
    eligibility: ["not-working"],
    referral: { method: "internal", button: "Refer someone", disclaimer: false },
    waitTime: "one_week",
    venues: [{ venue: "jobs-hub", schedule: "Fri 10:00-13:00", name: "Clothes bank" }],
    tags: ["appointment-only", "volunteer-led"],
  },
  {
    name: "Job Search Computers and Printing",
    organisation: "sutton-libraries",
    type: "service",
    intro:
      "Free use of library computers for job searching, with printing for CVs and applications free for jobseekers.",
    description: `Every Sutton library has public computers you can book for up to two hours a day. Show your library card and tell staff you are looking for work, and printing job applications is free.

Staff can help you get started with email and job websites. For help with your CV, ask about the Job Club at the Central Library.`,
    taxonomies: ["employment-support", "digital-skills", "libraries"],
    offerings: ["Computer booking", "Free printing for jobseekers", "Free Wi-Fi"],
    referral: { method: "none" },
    venues: [
      { venue: "central-library", schedule: "Mon Tue Thu Fri 09:00-18:00; Sat 09:00-17:00" },
      { venue: "worcester-park-library", schedule: "Tue Thu Fri 10:00-17:00; Sat 10:00-13:00" },
    ],
    tags: ["free-wifi", "drop-in"],
  },
  {
    name: "Volunteer Matching",
    organisation: "sutton-volunteer-network",
    type: "service",
    intro:
      "Tell us what you enjoy and how much time you have, and we'll find you a volunteering role with a local group.",
    description: `We have more than 200 roles on our books, from driving a minibus for the lunch club to helping at a repair café, reading with children or answering the phone for a helpline.

Volunteering is a good way to meet people, get experience for your CV or try out a new career. Most roles ask for two to four hours a week and travel expenses are paid.`,
    taxonomies: ["volunteering"],
    offerings: ["One-to-one chat about volunteering", "Roles for all ages", "DBS checks arranged"],
    eligibility: ["age-16-18", "age-19-25", "age-26-39", "age-40-64", "age-65-79", "age-80-plus"],
    referral: { method: "external", button: "Find a role" },
    venues: [{ venue: "high-street-hub", schedule: "Wed 10:00-16:00" }],
    tags: ["online"],
    socials: ["facebook", "instagram"],
    score: 4,
  },

  // Food and essentials ---------------------------------------------------------------------------
  {
    name: "Rosehill Community Fridge",
    organisation: "rosehill-community-hall-trust",
    type: "service",
    intro:
      "Surplus food from local supermarkets, free for anyone to take, so that good food isn't thrown away.",
    description: `Our fridge is restocked on Monday and Thursday afternoons with bread, fruit, vegetables, dairy and chilled food that is still in date. There is no need to register and no questions are asked.

Please take what you will use and leave some for others. If you have surplus food from your garden or allotment, you are welcome to bring it.`,
    taxonomies: ["food-banks", "climate-action"],
    offerings: ["Fresh and chilled surplus food", "Bread and bakery items"],
    referral: { method: "none" },
    venues: [{ venue: "rosehill-hall", schedule: "Mon Thu 15:00-18:00" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Worcester Park Food Share",
    organisation: "worcester-park-residents-association",
    type: "group",
    intro:
      "A Saturday food share with a hot drink and a chat: pick up groceries and meet your neighbours.",
    description: `Volunteers from the residents' association collect food that shops and growers can't sell, and share it out every Saturday morning at the community hall.

There's tea, coffee and toast while you wait, and usually someone from a local advice service you can talk to.`,
    taxonomies: ["food-banks", "social-groups"],
    offerings: ["Groceries and fresh produce", "Hot drinks", "Advice on the day"],
    fees: { text: "Pay what you can, suggested £1." },
    referral: { method: "none" },
    venues: [{ venue: "worcester-park-hall", schedule: "Sat 09:30-11:30" }],
    tags: ["drop-in", "volunteer-led", "weekends"],
  },
  {
    name: "School Uniform Swap",
    organisation: "benhilton-families-project",
    type: "service",
    intro:
      "Pre-loved school uniform, PE kit and shoes for every Sutton primary and secondary school, free to families.",
    description: `Bring outgrown uniform and take what you need; you don't have to bring anything to take something. Stock is washed, sorted by school and size, and labelled.

The swap is busiest in July and August. If you can't get to a session, email us your child's school and sizes and we'll put a bag aside.`,
    taxonomies: ["baby-banks-and-clothing", "cost-of-living-help"],
    offerings: ["School uniform", "PE kit", "School shoes", "Coats in winter"],
    eligibility: ["age-5-11", "age-12-15"],
    referral: { method: "none" },
    venues: [{ venue: "benhilton-centre", schedule: "last Fri 15:30-18:00" }],
    tags: ["family-friendly", "drop-in"],
    socials: ["facebook"],
  },
  {
    name: "Sunday Lunch at St Nicholas",
    organisation: "the-sunday-table",
    type: "group",
    intro:
      "A free two-course Sunday lunch, cooked by volunteers, for anyone who would like company and a hot meal.",
    description: `We lay the tables for about sixty people every week, with a roast or a vegetarian option, a pudding and plenty of tea. Guests come from all walks of life; some come every week, others when they need it.

No booking is needed. If you use a wheelchair or need help with your food, please tell a volunteer when you arrive.`,
    taxonomies: ["community-meals", "social-groups"],
    offerings: ["Two-course lunch", "Vegetarian option", "Takeaway portions when available"],
    referral: { method: "none" },
    venues: [{ venue: "brighton-road-church", schedule: "Sun 12:30-14:30" }],
    tags: ["drop-in", "volunteer-led", "weekends"],
    testimonial: "After my wife died, Sundays were the hardest day. Now I look forward to them.",
  },
  {
    name: "Home Starter Packs",
    organisation: "sutton-furniture-reuse",
    type: "service",
    intro:
      "Beds, sofas, kitchen equipment and bedding for people setting up home after homelessness or crisis.",
    description: `A starter pack includes a bed and mattress, a sofa or two chairs, a table, pots and pans, crockery, cutlery and bedding. Everything is refurbished, checked and delivered free.

Packs are arranged through a referral from a housing officer, support worker or social worker.`,
    taxonomies: ["furniture-and-household-items", "homelessness-support"],
    offerings: ["Bed and mattress", "Living room furniture", "Kitchen pack", "Free delivery"],
    eligibility: ["homeless", "low-income"],
    waitTime: "three_weeks",
    referral: { method: "internal", button: "Refer for a starter pack", disclaimer: true },
    venues: [
      { venue: "beddington-lane", schedule: "Mon Tue Wed Thu Fri 09:00-16:00", name: "Warehouse" },
    ],
    tags: ["appointment-only"],
  },

  // Housing ---------------------------------------------------------------------------------------
  {
    name: "Tenancy Support",
    organisation: "sutton-housing-advice-partnership",
    type: "service",
    intro:
      "A support worker for up to six months to help you keep your home: rent, bills, repairs and dealing with your landlord.",
    description: `If you are at risk of losing your tenancy, or have just moved into a new home after being homeless, a tenancy support worker can visit you at home each week.

We help with setting up bills, rent arrears, claiming housing costs, reporting repairs, and any letters from your landlord or the court.`,
    taxonomies: ["housing-advice", "homelessness-support"],
    offerings: [
      "Weekly home visits",
      "Help with rent arrears",
      "Letters from landlords and courts",
    ],
    eligibility: ["social-tenant", "private-renter"],
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Refer for tenancy support", disclaimer: true },
    venues: [{ venue: "high-street-hub", schedule: "office" }],
    tags: ["home-visits", "appointment-only"],
    score: 4,
  },
  {
    name: "Street Outreach for Rough Sleepers",
    organisation: "safe-haven-sutton",
    type: "service",
    intro:
      "Our outreach team goes out early every morning to find people sleeping rough and help them off the street.",
    description: `If you see someone sleeping rough, tell us where and when through StreetLink or by calling our team. We will go out and offer them a hot drink, a sleeping bag if needed, and an assessment for emergency accommodation.

If you are sleeping rough yourself, you can also come to our morning drop-in for a shower, breakfast and help.`,
    taxonomies: ["homelessness-support"],
    offerings: [
      "Early morning outreach",
      "Emergency accommodation referrals",
      "Showers and breakfast",
    ],
    eligibility: ["homeless"],
    referral: { method: "none" },
    venues: [
      {
        venue: "brighton-road-church",
        schedule: "Mon Tue Wed Thu Fri 07:30-10:00",
        name: "Morning drop-in",
      },
    ],
    tags: ["drop-in"],
    score: 5,
  },
  {
    name: "Private Renters' Advice Evening",
    organisation: "south-london-community-law-clinic",
    type: "service",
    intro:
      "Free legal advice for private tenants about deposits, repairs, rent increases and eviction notices.",
    description: `A housing solicitor and trained volunteers give half-hour appointments on the first Tuesday of the month. We can tell you whether your notice is valid, help you get your deposit back, and explain how to make your landlord carry out repairs.

If your case needs more help, we can take it on or refer you to a legal aid solicitor.`,
    taxonomies: ["housing-advice", "legal-advice"],
    offerings: ["Eviction notices", "Deposit disputes", "Disrepair", "Rent increases"],
    eligibility: ["private-renter"],
    waitTime: "one_week",
    referral: { method: "external", button: "Book an appointment" },
    venues: [{ venue: "central-library", schedule: "1st Tue 18:00-20:30" }],
    tags: ["evenings", "appointment-only"],
  },
  {
    name: "Damp and Mould Advice Line",
    organisation: "sutton-warm-homes-advice",
    type: "service",
    intro:
      "Phone advice on damp, condensation and mould in your home, and what your landlord must do about it.",
    description: `Our advisers can talk you through the causes of damp, simple ways to reduce condensation, and when mould is a sign of a repair problem your landlord must fix.

If you own your home, we can tell you about grants for insulation and ventilation. If you rent, we can help you write to your landlord and, if needed, contact the council's private sector housing team.`,
    taxonomies: ["home-repairs-and-adaptations", "housing-advice"],
    offerings: ["Phone advice", "Letters to landlords", "Insulation grant checks"],
    referral: { method: "none" },
    venues: [
      { venue: "high-street-hub", schedule: "Mon Wed Fri 10:00-16:00", name: "Advice line" },
    ],
    tags: ["online"],
  },

  // Warm spaces and community places -----------------------------------------------------------
  {
    name: "Warm Welcome at the Library",
    organisation: "sutton-libraries",
    type: "service",
    intro:
      "Every Sutton library is a warm space: free to come in, sit down, charge your phone and have a hot drink.",
    description: `From November to March there are free hot drinks at every library, and board games, jigsaws and newspapers to enjoy. You don't need a library card and you can stay as long as you like.

Staff can also tell you about other help with the cost of living, and our computers and Wi-Fi are free to use.`,
    taxonomies: ["warm-spaces", "libraries"],
    offerings: ["Hot drinks", "Phone charging", "Free Wi-Fi", "Games and newspapers"],
    referral: { method: "none" },
    venues: [
      { venue: "carshalton-library", schedule: "Mon Tue Thu Fri 09:30-17:30; Sat 09:30-16:00" },
      { venue: "cheam-library", schedule: "Tue Wed Fri 10:00-17:00; Sat 10:00-16:00" },
      { venue: "wallington-library", schedule: "Mon Tue Thu Fri 09:00-18:00; Sat 09:00-17:00" },
    ],
    tags: ["drop-in", "free-wifi", "family-friendly"],
  },
  {
    name: "St Nicholas Community Café",
    organisation: "st-nicholas-community-cafe",
    type: "group",
    intro:
      "A café in the church hall where soup, toast and hot drinks are free on weekday lunchtimes through the winter.",
    description: `Our café is a warm, friendly place to spend a winter afternoon. There's homemade soup every day, a lending shelf of books, and a table set aside for anyone who'd like to chat.

Everyone is welcome, of any faith or none. Children are welcome with an adult.`,
    taxonomies: ["warm-spaces", "community-meals"],
    offerings: ["Free soup and toast", "Hot drinks", "Book swap"],
    referral: { method: "none" },
    venues: [{ venue: "high-street-hub", schedule: "Mon Tue Wed Thu Fri 12:00-15:00" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Belmont Village Hall Activities",
    organisation: "belmont-community-association",
    type: "group",
    intro:
      "A busy village hall with something most days: short mat bowls, bridge, a book group and a Saturday café.",
    description: `The hall is run by volunteers from the Belmont Community Association. Regular groups include short mat bowls on Monday afternoons, bridge on Wednesdays and a book group once a month. The Saturday café is open to everyone.

The hall can also be hired for parties and meetings at reasonable rates.`,
    taxonomies: ["community-centres", "social-groups"],
    offerings: ["Short mat bowls", "Bridge club", "Saturday café", "Room hire"],
    fees: { text: "Most groups are £2 to £3 a session; the café is pay as you go." },
    referral: { method: "none" },
    venues: [
      { venue: "belmont-hall", schedule: "Mon 14:00-16:00; Wed 13:30-16:30; Sat 10:00-12:30" },
    ],
    tags: ["volunteer-led", "weekends"],
  },

  // Health -----------------------------------------------------------------------------------------
  {
    name: "Blood Pressure Checks at Cheam Library",
    organisation: "sutton-primary-care-network",
    type: "service",
    intro:
      "A free blood pressure check with a pharmacy technician, no appointment needed, and advice on what your numbers mean.",
    description: `High blood pressure rarely has symptoms, but it raises the risk of stroke and heart attack. The check takes five minutes. If your reading is high, we will send the result to your GP practice with your permission.

You don't need to be registered with a particular practice.`,
    taxonomies: ["gp-and-health-services", "long-term-health-conditions"],
    offerings: [
      "Blood pressure check",
      "Pulse check for atrial fibrillation",
      "Result sent to your GP",
    ],
    eligibility: ["age-40-64", "age-65-79", "age-80-plus"],
    referral: { method: "none" },
    venues: [{ venue: "cheam-library", schedule: "2nd Tue 10:00-13:00" }],
    tags: ["drop-in"],
  },
  {
    name: "NHS Health Check",
    organisation: "sutton-health-improvement-team",
    type: "service",
    intro:
      "A free check-up for adults aged 40 to 74 to spot early signs of heart disease, diabetes, kidney disease and stroke.",
    description: `The check takes about 30 minutes. A health trainer measures your height, weight, blood pressure and cholesterol with a finger-prick test, and talks with you about your lifestyle.

You will leave with your results and a plan, and your GP will be told. You can have a check every five years if you don't already have one of the conditions it looks for.`,
    taxonomies: ["gp-and-health-services", "healthy-eating"],
    offerings: ["Blood pressure and cholesterol", "Diabetes risk score", "Personal health plan"],
    eligibility: ["age-40-64", "age-65-79"],
    waitTime: "two_weeks",
    referral: { method: "external", button: "Book a health check" },
    venues: [
      { venue: "life-centre", schedule: "Tue Thu 09:00-16:00" },
      { venue: "phoenix-centre", schedule: "Wed 09:00-13:00" },
    ],
    tags: ["appointment-only"],
    score: 3,
  },
  {
    name: "Type 2 Diabetes Peer Support Evenings",
    organisation: "sutton-diabetes-circle",
    type: "group",
    intro:
      "Meet other people living with type 2 diabetes, share what works and hear from a diabetes nurse or dietitian.",
    description: `We meet on the third Thursday of the month. Each evening has a short talk, on topics such as foot care, eating out or managing medication, followed by time to chat in small groups.

Partners and family members are welcome. You don't need to be referred.`,
    taxonomies: ["long-term-health-conditions", "peer-support", "healthy-eating"],
    offerings: ["Monthly talks", "Small-group chat", "Recipe swaps"],
    eligibility: ["long-term-condition"],
    referral: { method: "none" },
    venues: [{ venue: "life-centre", schedule: "third-thursday" }],
    tags: ["evenings", "volunteer-led"],
  },
  {
    name: "Heart Rehab Exercise Class",
    organisation: "sutton-heart-to-heart",
    type: "activity",
    intro:
      "A supervised exercise class for people who have finished hospital cardiac rehabilitation and want to keep going.",
    description: `Our instructors are qualified in exercise after a heart attack, heart surgery or a diagnosis of heart failure. Each class starts with a warm-up and blood pressure checks, then a circuit at your own pace.

You need a letter from your cardiac rehab team or GP before your first class.`,
    taxonomies: ["long-term-health-conditions", "sport-and-fitness"],
    offerings: ["Supervised circuits", "Blood pressure checks", "Friendly support"],
    fees: { text: "£4 a class." },
    eligibility: ["long-term-condition"],
    referral: { method: "internal", button: "Ask for a place" },
    waitTime: "one_week",
    venues: [{ venue: "westcroft", schedule: "Mon Thu 11:00-12:00" }],
  },
  {
    name: "Stroke Survivors' Club",
    organisation: "sutton-stroke-and-neuro-club",
    type: "group",
    intro:
      "A weekly club for people recovering from a stroke and their families: exercise, conversation practice and friendship.",
    description: `Sessions include seated exercise, a communication group for people with aphasia, and lunch. Volunteers help with getting about the hall and with eating if needed.

Carers can join in or take a couple of hours off while their partner is with us.`,
    taxonomies: ["long-term-health-conditions", "peer-support", "disability-support"],
    offerings: ["Seated exercise", "Aphasia conversation group", "Lunch", "Carers' time out"],
    eligibility: ["acquired-brain-injury", "physical-disability"],
    fees: { text: "£5 including lunch." },
    referral: { method: "none" },
    venues: [{ venue: "phoenix-centre", schedule: "Tue 10:30-14:00" }],
    tags: ["volunteer-led"],
    score: 5,
  },
  {
    name: "Healthy Weight Course",
    organisation: "sutton-health-improvement-team",
    type: "service",
    intro:
      "Twelve weekly group sessions with a dietitian on eating well, moving more and losing weight in a way that lasts.",
    description: `The course is free for Sutton residents with a body mass index over 30 (or 27.5 for people from Black, Asian and minority ethnic backgrounds). There is no weighing in front of the group.

Sessions are in person or online; you can choose which.`,
    taxonomies: ["healthy-eating", "long-term-health-conditions"],
    offerings: ["Weekly group sessions", "Online option", "Recipes and meal plans"],
    eligibility: ["age-19-25", "age-26-39", "age-40-64", "age-65-79"],
    waitTime: "month",
    referral: { method: "internal", button: "Refer yourself" },
    venues: [{ venue: "life-centre", schedule: "Wed 18:00-19:30" }],
    tags: ["evenings", "online"],
  },
  {
    name: "Vaping and Smoking Advice for Young People",
    organisation: "sutton-health-improvement-team",
    type: "service",
    intro:
      "Confidential, non-judgemental help for 12 to 18-year-olds who want to stop vaping or smoking.",
    description: `Our young people's advisers visit schools and youth clubs and can also meet you at the Life Centre. We'll talk about what vaping does, how to cope with cravings and how to handle friends who still vape.

You don't need your parents' permission to talk to us.`,
    taxonomies: ["stop-smoking", "youth-services"],
    offerings: ["One-to-one sessions", "Text support", "School and youth club visits"],
    eligibility: ["age-12-15", "age-16-18"],
    referral: { method: "internal", button: "Get in touch" },
    waitTime: "one_week",
    venues: [{ venue: "life-centre", schedule: "Wed 15:30-18:00" }],
    tags: ["online"],
  },
  {
    name: "Family Support for Drug and Alcohol Use",
    organisation: "sutton-recovery-hub",
    type: "service",
    intro:
      "Support for parents, partners and adult children worried about someone else's drinking or drug use.",
    description: `Living with someone's addiction is exhausting. Our family workers offer one-to-one sessions and a monthly group where you can talk openly with people who understand.

You can get support whether or not the person you are worried about is ready to get help themselves.`,
    taxonomies: ["drug-and-alcohol-support", "carer-support", "peer-support"],
    offerings: ["One-to-one support", "Monthly family group", "Naloxone training"],
    custom: {
      age_group: "Adults aged 18 and over.",
      other:
        "Family members and friends of someone living in Sutton; that person does not need to be in treatment.",
    },
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Ask for family support", disclaimer: true },
    venues: [{ venue: "high-street-hub", schedule: "last Fri 18:00-20:00", name: "Family group" }],
    tags: ["evenings"],
  },
  {
    name: "Night Café for Mental Health Crisis",
    organisation: "sutton-mind-matters",
    type: "service",
    intro:
      "A calm place to go in the evening if you are struggling to cope, with trained staff to talk to and no appointment needed.",
    description: `The night café is an alternative to A&E for people in emotional distress. You can talk through what is happening, make a plan to stay safe tonight, and be put in touch with services for the days ahead.

If you can't get to us, call NHS 111 and choose the mental health option at any time.`,
    taxonomies: ["crisis-support", "mental-health"],
    offerings: ["Someone to talk to", "Safety planning", "Onward referrals"],
    eligibility: ["mental-health-condition"],
    custom: { age_group: "Adults aged 18 and over." },
    referral: { method: "none" },
    venues: [
      {
        venue: "high-street-hub",
        schedule: "Mon Tue Wed Thu Fri Sat Sun 18:00-23:00",
        name: "Night café",
      },
    ],
    tags: ["drop-in", "evenings", "weekends"],
    score: 5,
  },
  {
    name: "Managing Anxiety Course",
    organisation: "sutton-mind-matters",
    type: "service",
    intro:
      "A six-week course that teaches practical ways to manage worry, panic and anxious thoughts.",
    description: `Based on cognitive behavioural therapy, the course covers how anxiety works, breathing and grounding techniques, challenging worrying thoughts and facing situations you have been avoiding.

Groups have up to twelve people. You won't be asked to talk about your own experiences unless you want to.`,
    taxonomies: ["mental-health", "counselling-and-talking-therapies"],
    offerings: ["Six weekly sessions", "Workbook", "Follow-up call"],
    eligibility: ["mental-health-condition"],
    waitTime: "month",
    referral: { method: "external", button: "Refer yourself" },
    venues: [{ venue: "central-library", schedule: "Thu 18:30-20:00" }],
    tags: ["evenings", "appointment-only"],
  },
  {
    name: "Walk and Talk for Men",
    organisation: "sutton-mind-matters",
    type: "group",
    intro:
      "A Saturday morning walk round Beddington Park for men who'd find it easier to talk side by side than face to face.",
    description: `Come as you are. Some weeks the conversation is about football, some weeks it's about what's been weighing on you. Two of the walk leaders have been through tough times themselves and trained as peer supporters.

The walk is about 45 minutes on flat paths, followed by a coffee at the pavilion.`,
    taxonomies: ["mental-health", "peer-support", "walking"],
    offerings: ["Weekly walk", "Peer support", "Coffee afterwards"],
    eligibility: ["male"],
    referral: { method: "none" },
    venues: [{ venue: "beddington-park", schedule: "Sat 09:00-10:30" }],
    tags: ["weekends", "volunteer-led"],
  },
  {
    name: "New Parents' Wellbeing Group",
    organisation: "sutton-family-hubs",
    type: "group",
    intro:
      "A gentle group for mums and dads who are finding life with a new baby hard, led by a perinatal mental health worker.",
    description: `Bring your baby along. We talk about sleep, feeding, relationships and how you are feeling, and you will meet other parents going through the same thing.

If you are feeling very low or having frightening thoughts, please talk to your health visitor or GP as well.`,
    taxonomies: ["mental-health", "early-years", "parenting-support"],
    offerings: ["Weekly group", "One-to-one follow-up", "Baby-friendly room"],
    eligibility: ["age-0-4"],
    referral: { method: "internal", button: "Join the group" },
    waitTime: "one_week",
    venues: [{ venue: "benhilton-centre", schedule: "Thu 10:00-11:30" }],
    tags: ["family-friendly"],
  },
  {
    name: "Dementia Carers' Support Group",
    organisation: "sutton-dementia-alliance",
    type: "group",
    intro:
      "A monthly group for people caring for someone with dementia, to share experiences and get practical advice.",
    description: `Each meeting starts with a short talk from a dementia adviser, on subjects such as lasting power of attorney, day care, continence or changes in behaviour. Then there's time for tea and conversation.

If you can't leave the person you care for, let us know and we will try to arrange a volunteer sitter.`,
    taxonomies: ["dementia-support", "carer-support", "peer-support"],
    offerings: ["Monthly talks", "Peer support", "Sitting service"],
    referral: { method: "none" },
    venues: [{ venue: "carshalton-north-hall", schedule: "2nd Wed 14:00-16:00" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Dementia Adviser Service",
    organisation: "sutton-dementia-alliance",
    type: "service",
    intro:
      "A named adviser for anyone with a diagnosis of dementia, and their family, from diagnosis onwards.",
    description: `Your adviser will help you understand the diagnosis, plan for the future, claim any benefits you are entitled to, and find activities and support nearby. You can phone them whenever you need to.

Referrals come from the memory clinic or your GP, but you can also contact us yourself.`,
    taxonomies: ["dementia-support", "older-people"],
    offerings: ["Named adviser", "Home visits", "Help with planning ahead"],
    eligibility: ["dementia"],
    waitTime: "two_weeks",
    referral: { method: "internal", button: "Refer to a dementia adviser", disclaimer: true },
    venues: [{ venue: "high-street-hub", schedule: "office" }],
    tags: ["home-visits"],
    score: 5,
  },
  {
    name: "Day Club for People with Dementia",
    organisation: "sutton-dementia-alliance",
    type: "service",
    intro:
      "A day of activities, lunch and company for people living with dementia, giving family carers a regular break.",
    description: `Our day club runs on Mondays and Fridays with reminiscence, music, gentle exercise and a cooked lunch. Staff are trained in dementia care and can help with personal care.

Transport can be arranged for people who live in the borough.`,
    taxonomies: ["day-opportunities", "dementia-support", "carer-support"],
    offerings: ["Activities and music", "Cooked lunch", "Transport"],
    eligibility: ["dementia"],
    fees: {
      text: "£38 a day including lunch; funded places are available through an adult social care assessment.",
    },
    waitTime: "month",
    referral: { method: "internal", button: "Ask about a place" },
    venues: [{ venue: "north-cheam-hall", schedule: "Mon Fri 10:00-15:00" }],
    score: 4,
  },
  {
    name: "Hearing Aid Maintenance Clinic",
    organisation: "sutton-sight-and-hearing",
    type: "service",
    intro:
      "Free retubing, cleaning and batteries for NHS hearing aids, done while you wait by trained volunteers.",
    description: `Bring your hearing aids and your brown NHS record book. We can replace tubes and domes, clean your aids and give you a supply of batteries.

For problems we can't fix, we'll help you contact the audiology department.`,
    taxonomies: ["sight-and-hearing-loss", "equipment-and-adaptations"],
    offerings: ["Retubing", "Cleaning", "Batteries"],
    eligibility: ["hearing-impairment"],
    referral: { method: "none" },
    venues: [
      { venue: "wallington-library", schedule: "1st Mon 10:00-12:00" },
      { venue: "worcester-park-library", schedule: "3rd Thu 14:00-16:00" },
    ],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Low Vision Support Group",
    organisation: "sutton-sight-and-hearing",
    type: "group",
    intro:
      "Monthly meetings for people who are blind or partially sighted, with talks, equipment demonstrations and friendship.",
    description: `Members swap tips on everything from reading post to using a smartphone with a screen reader. A rehabilitation officer comes to most meetings, and we can arrange for a volunteer to meet you at the bus stop.

Large-print and audio copies of our newsletter are available.`,
    taxonomies: ["sight-and-hearing-loss", "peer-support", "social-groups"],
    offerings: ["Monthly talks", "Equipment demonstrations", "Guided help from the bus stop"],
    eligibility: ["sight-impairment"],
    referral: { method: "none" },
    venues: [{ venue: "life-centre", schedule: "4th Fri 10:30-12:30" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Deaf Social Club",
    organisation: "sutton-sight-and-hearing",
    type: "group",
    intro:
      "A social evening for Deaf BSL users and people learning sign language, with a quiz, games and food.",
    description: `Everything happens in British Sign Language. New signers are welcome; there's a beginners' table where members help you practise.

The club also invites speakers from local services with a BSL interpreter, so members can ask questions directly.`,
    taxonomies: ["sight-and-hearing-loss", "social-groups"],
    offerings: ["Monthly social", "Beginners' signing table", "Talks with interpreters"],
    eligibility: ["hearing-impairment", "bsl"],
    fees: { text: "£2 towards food." },
    referral: { method: "none" },
    venues: [{ venue: "wallington-hall", schedule: "last Fri 19:00-21:30" }],
    tags: ["bsl", "evenings"],
  },
  {
    name: "Children's Bereavement Support",
    organisation: "cheam-bereavement-circle",
    type: "service",
    intro:
      "Support for children and teenagers after the death of a parent, brother, sister or someone close to them.",
    description: `Our trained volunteers work with children aged 5 to 17 through play, art and conversation, in one-to-one sessions or at our family days in the school holidays.

We also support parents and carers who are grieving themselves while helping their children.`,
    taxonomies: ["bereavement-support", "youth-services"],
    offerings: ["One-to-one sessions", "Family days", "Advice for parents"],
    eligibility: ["age-5-11", "age-12-15", "age-16-18"],
    waitTime: "three_weeks",
    referral: { method: "internal", button: "Refer a child", disclaimer: true },
    venues: [{ venue: "cheam-library", schedule: "Wed 16:00-19:00", name: "Family room" }],
    tags: ["family-friendly", "appointment-only"],
  },
  {
    name: "Sexual Health Drop-In for Under-25s",
    organisation: "south-west-london-sexual-health",
    type: "service",
    intro:
      "Free and confidential condoms, contraception, pregnancy tests and STI testing for young people, no appointment needed.",
    description: `Our nurses see young people aged 13 to 24 every Wednesday afternoon at the Life Centre. You can also pick up a free STI testing kit to do at home.

We won't tell your parents or your school. We will only share information if we are worried that you are at risk of serious harm.`,
    taxonomies: ["sexual-health", "youth-services"],
    offerings: ["Contraception", "STI testing", "Pregnancy tests", "Free condoms"],
    eligibility: ["age-12-15", "age-16-18", "age-19-25"],
    referral: { method: "none" },
    venues: [{ venue: "life-centre", schedule: "Wed 15:00-18:00" }],
    tags: ["drop-in"],
  },

  // Families and young people ---------------------------------------------------------------------
  {
    name: "Baby Massage Course",
    organisation: "sutton-family-hubs",
    type: "activity",
    intro:
      "Five weekly sessions to learn baby massage, for parents and carers of babies from six weeks until they crawl.",
    description: `Baby massage can help with colic, wind and sleep, and is a lovely way to bond with your baby. A trained practitioner shows you each step, and there is time to chat afterwards.

Bring a towel and a bottle of unscented plant oil, such as sunflower oil.`,
    taxonomies: ["early-years", "parenting-support"],
    offerings: ["Five-week course", "Handouts to take home", "Time to meet other parents"],
    eligibility: ["age-0-4"],
    referral: { method: "external", button: "Book a place" },
    venues: [{ venue: "st-helier-north", schedule: "Mon 13:30-14:30" }],
    tags: ["family-friendly", "appointment-only"],
  },
  {
    name: "Rhyme Time at Wallington Library",
    organisation: "sutton-libraries",
    type: "activity",
    intro:
      "Half an hour of songs, rhymes and stories for babies and toddlers with their grown-ups.",
    description: `Rhyme time is free and there's no need to book; just come along and find a space on the mats. Afterwards, stay to choose some books to borrow. Children can join the library from birth.

Sessions are busy, so please arrive a few minutes early.`,
    taxonomies: ["early-years", "libraries"],
    offerings: ["Songs and rhymes", "Story time", "Library membership for babies"],
    eligibility: ["age-0-4"],
    referral: { method: "none" },
    venues: [{ venue: "wallington-library", schedule: "Tue Fri 10:30-11:00" }],
    tags: ["drop-in", "family-friendly"],
  },
  {
    name: "Childcare Information Service",
    organisation: "sutton-family-hubs",
    type: "service",
    intro:
      "Help to find a childminder, nursery or after-school club, and to check which free childcare hours you can get.",
    description: `Our advisers know the childcare available across Sutton, including settings with spaces for children with special educational needs. We can explain the free hours for two, three and four-year-olds, Tax-Free Childcare and help with costs if you are studying or on Universal Credit.

Call us, email, or ask at any family hub.`,
    taxonomies: ["childcare", "early-years"],
    offerings: ["Finding childcare", "Free early education hours", "Help with childcare costs"],
    referral: { method: "none" },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Phone and email" }],
    tags: ["online"],
    score: 4,
  },
  {
    name: "Breakfast and After-School Club",
    organisation: "little-acorns-pre-school",
    type: "club",
    intro:
      "Ofsted-registered childcare before and after school for children at Carshalton primary schools, with a walking pick-up.",
    description: `Breakfast club opens at 7:30 with a healthy breakfast, and we walk children to school. After school we collect them, give them a snack and a hot meal, and there's time for homework, outdoor play and crafts.

Childcare vouchers, Tax-Free Childcare and the childcare element of Universal Credit are accepted.`,
    taxonomies: ["childcare", "holiday-activities"],
    offerings: ["Breakfast club", "After-school club", "School pick-ups", "Holiday club"],
    eligibility: ["age-5-11"],
    fees: { text: "Breakfast club £7.50 a morning; after-school club £15 until 6pm." },
    waitTime: "month",
    referral: { method: "external", button: "Register your child" },
    venues: [
      {
        venue: "beeches-church-hall",
        schedule: "Mon Tue Wed Thu Fri 07:30-08:45; Mon Tue Wed Thu Fri 15:15-18:00",
      },
    ],
    tags: ["family-friendly"],
  },
  {
    name: "Dads' Saturday Club",
    organisation: "benhilton-families-project",
    type: "group",
    intro:
      "A Saturday morning for dads, grandads and male carers to play with their under-fives and meet other dads.",
    description: `There's messy play, a climbing frame, bacon rolls and good coffee. The club is run by dads, for dads, and it's a relaxed place to ask about anything from sleep to starting nursery.

Mums are welcome at our other sessions during the week.`,
    taxonomies: ["parenting-support", "early-years"],
    offerings: ["Play sessions", "Breakfast", "Chat with other dads"],
    eligibility: ["age-0-4", "male"],
    referral: { method: "none" },
    venues: [{ venue: "benhilton-centre", schedule: "every other Sat 09:30-11:30" }],
    tags: ["family-friendly", "weekends"],
  },
  {
    name: "Parenting Teenagers Course",
    organisation: "sutton-family-hubs",
    type: "service",
    intro:
      "An eight-week evening course for parents and carers of 11 to 16-year-olds who want calmer conversations at home.",
    description: `The course covers teenage brain development, setting boundaries, screen time, dealing with conflict and keeping young people safe online and outside.

It's a friendly group and there are no tests. Most parents say the best part is realising they are not the only ones.`,
    taxonomies: ["parenting-support"],
    offerings: ["Eight weekly sessions", "Course handbook", "Online catch-up"],
    eligibility: ["age-12-15"],
    waitTime: "three_weeks",
    referral: { method: "external", button: "Book a place" },
    venues: [{ venue: "life-centre", schedule: "Tue 18:30-20:30" }],
    tags: ["evenings"],
  },
  {
    name: "SEND Information, Advice and Support Service",
    organisation: "london-borough-of-sutton",
    type: "service",
    intro:
      "Free, impartial advice for parents, children and young people about special educational needs and disabilities.",
    description: `We are independent of schools and the council's SEND team, even though we are funded by the council. Our caseworkers can explain SEN support in school, help you ask for an education, health and care needs assessment, read through an EHC plan with you, and support you at meetings and appeals.

Young people aged 16 to 25 can contact us directly.`,
    taxonomies: ["special-educational-needs-send"],
    offerings: [
      "Phone advice line",
      "Help with EHC needs assessments",
      "Support at meetings",
      "Tribunal appeals",
    ],
    eligibility: ["age-0-4", "age-5-11", "age-12-15", "age-16-18", "age-19-25"],
    waitTime: "one_week",
    referral: { method: "internal", button: "Ask for advice", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "Mon Tue Wed Thu 09:30-16:30" }],
    tags: ["online", "appointment-only"],
    score: 5,
  },
  {
    name: "EHCP Workshops for Parents",
    organisation: "sutton-send-parent-forum",
    type: "group",
    intro:
      "Evening workshops run by parents who have been through it, on getting the right support for a child with SEND.",
    description: `Topics rotate through the year: what SEN support schools must give, asking for an EHC needs assessment, writing your parent views, checking a draft plan, and annual reviews.

Workshops are free. Many parents come to every one and stay for the coffee afterwards.`,
    taxonomies: ["special-educational-needs-send", "parenting-support", "peer-support"],
    offerings: ["Monthly workshops", "Template letters", "Parent-to-parent support"],
    referral: { method: "none" },
    venues: [{ venue: "central-library", schedule: "2nd Thu 19:00-21:00" }],
    tags: ["evenings", "volunteer-led"],
  },
  {
    name: "ADHD Parents' Network",
    organisation: "sutton-autism-family-support",
    type: "group",
    intro:
      "A support group for parents and carers of children with ADHD, whether or not they have a diagnosis yet.",
    description: `We meet once a month in the evening and have an active online group in between. Meetings mix practical strategies, such as routines and school communication, with plenty of time to talk.

Once a term a clinician from the children's neurodevelopmental service joins us to answer questions.`,
    taxonomies: ["special-educational-needs-send", "parenting-support", "peer-support"],
    offerings: ["Monthly meetings", "Online group", "Clinician Q&A"],
    eligibility: ["adhd"],
    referral: { method: "none" },
    venues: [{ venue: "high-street-hub", schedule: "1st Tue 19:30-21:00" }],
    tags: ["evenings", "online"],
  },
  {
    name: "Sensory Play Mornings",
    organisation: "sutton-autism-family-support",
    type: "activity",
    intro:
      "Quiet, low-light play sessions for autistic children under eight and their families, with a sensory room and soft play.",
    description: `Numbers are kept small so the room stays calm. Parents can relax and chat with others who understand, and siblings are welcome.

There is no need for a diagnosis. Please book so we can keep the session small.`,
    taxonomies: ["autism-support", "early-years", "special-educational-needs-send"],
    offerings: ["Sensory room", "Soft play", "Parent chat"],
    eligibility: ["autism", "age-0-4", "age-5-11"],
    fees: { text: "£3 per family." },
    referral: { method: "external", button: "Book a session" },
    venues: [{ venue: "westcroft", schedule: "Sat 09:00-10:30" }],
    tags: ["family-friendly", "weekends"],
  },
  {
    name: "Autism-Friendly Swimming",
    organisation: "wallington-swimming-club",
    type: "activity",
    intro:
      "Quiet swimming sessions for autistic children and adults and their families, with the music off and the lights dimmed.",
    description: `The pool is closed to the public during these sessions. Lifeguards have had autism awareness training, and there are floats and toys in the water.

Changing rooms are family-friendly, and you can visit beforehand to see the pool when it's empty.`,
    taxonomies: ["swimming", "autism-support"],
    offerings: ["Quiet pool time", "Family changing", "Pre-visit tours"],
    eligibility: ["autism"],
    fees: { text: "£2.50 per swimmer; carers swim free." },
    referral: { method: "none" },
    venues: [{ venue: "westcroft", schedule: "Sun 08:00-09:00" }],
    tags: ["family-friendly", "weekends"],
  },
  {
    name: "Young Carers' Chill and Homework Club",
    organisation: "sutton-young-carers-project",
    type: "club",
    intro:
      "Time out for young carers aged 11 to 17: homework help, pizza, games and people who get what it's like.",
    description: `Young carers often have less time for homework and friends. Our Thursday club gives you both, with tutors on hand for help with coursework and a games room for when you've had enough of studying.

Youth workers are around if you'd like to talk about what's happening at home.`,
    taxonomies: ["young-carers", "homework-and-tutoring", "youth-clubs"],
    offerings: ["Homework help", "Pizza night", "Games room", "One-to-one chats"],
    eligibility: ["age-12-15", "age-16-18"],
    referral: { method: "internal", button: "Join the club" },
    venues: [{ venue: "life-centre", schedule: "Thu 16:30-19:00" }],
    tags: ["evenings"],
  },
  {
    name: "Holiday Activities and Food Programme",
    organisation: "london-borough-of-sutton",
    type: "activity",
    intro:
      "Free holiday clubs with a healthy meal for children on free school meals, in the Easter, summer and Christmas holidays.",
    description: `Clubs run across the borough, from football and drama camps to cooking, coding and arts. Every child gets a nutritious meal each day.

Your school will send you a code to book. If your child gets free school meals and you haven't had a code, contact us.`,
    taxonomies: ["holiday-activities", "healthy-eating"],
    offerings: ["Sports and arts camps", "Healthy meal every day", "SEND-friendly clubs"],
    eligibility: ["age-5-11", "age-12-15", "low-income"],
    custom: { income: "For children who receive benefits-related free school meals." },
    referral: { method: "external", button: "Book with your code" },
    venues: [
      { venue: "life-centre", schedule: "Mon Tue Wed Thu 10:00-14:00" },
      { venue: "phoenix-centre", schedule: "Mon Tue Wed Thu 10:00-14:00" },
    ],
    tags: ["family-friendly"],
    score: 4,
  },
  {
    name: "Saturday Maths and English Tuition",
    organisation: "brighter-futures-tutoring",
    type: "service",
    intro:
      "Small-group tuition in maths and English for Years 5 to 11, with places reserved for families on low incomes.",
    description: `Groups of no more than six are taught by qualified teachers. We assess each child at the start and send parents a short report every half term.

Half of all places are free or reduced for families who get free school meals.`,
    taxonomies: ["homework-and-tutoring"],
    offerings: ["Maths groups", "English groups", "GCSE revision", "Termly reports"],
    eligibility: ["age-5-11", "age-12-15", "age-16-18"],
    fees: { text: "£12 a session; free or £3 for families on a low income." },
    waitTime: "month",
    referral: { method: "external", button: "Register for tuition" },
    venues: [{ venue: "life-centre", schedule: "Sat 09:30-12:30" }],
    tags: ["weekends"],
  },
  {
    name: "Roundshaw Homework Club",
    organisation: "roundshaw-youth-project",
    type: "club",
    intro:
      "A quiet room, laptops and volunteer tutors for secondary school pupils after school on Mondays and Wednesdays.",
    description: `Drop in straight from school. There's squash and toast, a printer, and tutors who can help with maths, science and essays.

When the work's done, the youth club is open next door.`,
    taxonomies: ["homework-and-tutoring", "youth-clubs"],
    offerings: ["Homework help", "Laptops and printing", "Snacks"],
    eligibility: ["age-12-15", "age-16-18"],
    referral: { method: "none" },
    venues: [{ venue: "phoenix-centre", schedule: "Mon Wed 15:30-17:30" }],
    tags: ["drop-in", "free-wifi"],
  },
  {
    name: "Youth Mentoring Scheme",
    organisation: "sutton-youth-collective",
    type: "service",
    intro:
      "A trained volunteer mentor for a year, for young people aged 10 to 18 who could do with someone in their corner.",
    description: `Mentors meet their young person every week or two, doing something they both enjoy: a kickabout, a coffee, a trip to the library. Over time they help with confidence, school and plans for the future.

Young people can be referred by a school, social worker or parent, or can refer themselves.`,
    taxonomies: ["youth-mentoring", "youth-services"],
    offerings: ["Weekly meetings with a mentor", "Group trips", "Help with goals"],
    socials: ["snapchat", "instagram"],
    eligibility: ["age-5-11", "age-12-15", "age-16-18"],
    waitTime: "month",
    referral: { method: "internal", button: "Refer a young person", disclaimer: true },
    venues: [{ venue: "high-street-hub", schedule: "office" }],
  },
  {
    name: "Junior Football Sessions",
    organisation: "sutton-spartans-football-club",
    type: "club",
    intro:
      "Fun football training for boys and girls aged 5 to 11, with qualified coaches and a match every Sunday.",
    description: `Beginners are welcome and the first two sessions are free. Training is on Saturday mornings on the all-weather pitch, and older age groups play in a local league.

Kit is provided on loan for families who need it.`,
    taxonomies: ["football", "youth-clubs"],
    offerings: ["Saturday training", "Sunday league matches", "Kit on loan"],
    eligibility: ["age-5-11"],
    fees: { text: "£60 a term, with help for families on a low income." },
    referral: { method: "external", button: "Book a free taster" },
    venues: [{ venue: "westcroft", schedule: "Sat 09:00-10:30" }],
    tags: ["weekends", "family-friendly"],
  },
  {
    name: "Ability Counts Football",
    organisation: "sutton-spartans-football-club",
    type: "club",
    intro:
      "Football for adults with a learning disability, autism or a physical disability, every Tuesday evening.",
    description: `Sessions are about skills, fitness and fun, and players who want to can join our squad in the regional Ability Counts league.

Support workers and carers are welcome to stay and watch or join in.`,
    taxonomies: ["football", "disability-support", "learning-disability-support"],
    offerings: ["Weekly training", "League matches", "Social events"],
    eligibility: ["learning-disability", "autism", "physical-disability"],
    fees: { text: "£3 a session." },
    referral: { method: "none" },
    venues: [{ venue: "westcroft", schedule: "Tue 18:30-20:00" }],
    tags: ["evenings"],
  },
  {
    name: "Adult Learn to Swim",
    organisation: "wallington-swimming-club",
    type: "activity",
    intro:
      "Ten-week courses for adults who have never learned to swim or want to build their confidence in the water.",
    description: `Classes are small and start in the learner pool, where you can stand up at all times. Our teachers are patient and many of our learners have been nervous of water all their lives.

By the end of the course most people can swim a width unaided.`,
    taxonomies: ["swimming", "sport-and-fitness"],
    offerings: ["Ten-week course", "Small classes", "Learner pool"],
    fees: { text: "£75 for ten weeks." },
    eligibility: ["age-19-25", "age-26-39", "age-40-64", "age-65-79"],
    referral: { method: "external", button: "Book a course" },
    venues: [{ venue: "westcroft", schedule: "Wed 19:30-20:15" }],
    tags: ["evenings"],
  },
  {
    name: "Family Cycle Rides",
    organisation: "pedal-sutton",
    type: "activity",
    intro:
      "Gentle led bike rides for families on quiet roads and park paths, with bikes and helmets to borrow.",
    description: `Rides are about five miles with a stop for a picnic. Ride leaders are trained, and a mechanic comes along in case of punctures.

Children need to be able to ride without stabilisers; younger ones can come in a trailer or on a tag-along.`,
    taxonomies: ["cycling", "holiday-activities"],
    offerings: ["Led rides", "Bike and helmet loan", "Puncture help"],
    eligibility: ["age-5-11", "age-12-15"],
    referral: { method: "external", button: "Book a ride" },
    venues: [{ venue: "beddington-park", schedule: "last Sun 10:00-12:30" }],
    tags: ["family-friendly", "weekends", "volunteer-led"],
  },
  {
    name: "Young People's Drama Group",
    organisation: "sutton-arts-collective",
    type: "club",
    intro:
      "Improvisation, script work and a show every summer, for 11 to 17-year-olds of every ability.",
    description: `We warm up with games, then work on scenes the group writes together. Quieter members can work on lighting, sound and set design.

Bursaries are available, and nobody is turned away because they can't pay.`,
    taxonomies: ["arts-and-crafts", "youth-clubs"],
    offerings: ["Weekly drama sessions", "Summer show", "Backstage roles"],
    socials: ["tiktok", "youtube"],
    eligibility: ["age-12-15", "age-16-18"],
    fees: { text: "£5 a week; bursaries available." },
    referral: { method: "none" },
    venues: [{ venue: "life-centre", schedule: "Fri 17:00-19:00" }],
    tags: ["evenings"],
  },
  {
    name: "Trans and Non-Binary Peer Group",
    organisation: "sutton-pride-network",
    type: "group",
    intro:
      "A monthly peer group for trans, non-binary and questioning adults, in a private room away from the main hall.",
    description: `We chat about everything from coming out at work to navigating NHS gender services, and sometimes just watch a film. Facilitators have lived experience.

Your name and pronouns will be respected, and what's said in the group stays there.`,
    taxonomies: ["lgbtq-plus-communities", "peer-support"],
    offerings: ["Monthly meet-up", "Signposting", "Online chat group"],
    eligibility: ["transgender", "non-binary"],
    referral: { method: "none" },
    venues: [{ venue: "high-street-hub", schedule: "3rd Mon 19:00-21:00" }],
    tags: ["evenings", "volunteer-led"],
  },

  // Older people ------------------------------------------------------------------------------------
  {
    name: "Tea Dance",
    organisation: "move-together-dance",
    type: "activity",
    intro:
      "Ballroom and sequence dancing to live music on Thursday afternoons, with tea and cake in the interval.",
    description: `Come with a partner or on your own; our hosts make sure nobody sits out unless they want to. Beginners get a short lesson at the start.

The hall has a sprung floor, plenty of seating and an accessible toilet.`,
    taxonomies: ["dance", "older-people", "social-groups"],
    offerings: ["Live music", "Beginners' lesson", "Tea and cake"],
    eligibility: ["age-65-79", "age-80-plus"],
    fees: { text: "£4.50 including tea." },
    referral: { method: "none" },
    venues: [{ venue: "wallington-hall", schedule: "Thu 14:00-16:30" }],
    tags: ["drop-in"],
  },
  {
    name: "Chair Pilates",
    organisation: "sutton-community-yoga",
    type: "activity",
    intro:
      "Pilates adapted so you can do it sitting down or holding a chair, to build core strength and improve posture.",
    description: `The class suits people with limited mobility, arthritis or who are recovering from illness. Our instructor will give you options for every exercise.

Wear loose clothing and bring a bottle of water.`,
    taxonomies: ["yoga-and-pilates", "older-people", "staying-independent"],
    offerings: ["Seated exercises", "Posture and balance work", "Small classes"],
    eligibility: ["age-65-79", "age-80-plus", "physical-disability"],
    fees: { text: "£5 a class or £40 for ten." },
    referral: { method: "none" },
    venues: [{ venue: "north-cheam-hall", schedule: "Mon 11:00-12:00" }],
  },
  {
    name: "Falls Prevention Strength and Balance",
    organisation: "sutton-primary-care-network",
    type: "activity",
    intro:
      "A 24-week exercise programme for older people who have had a fall or are worried about falling.",
    description: `Led by a specialist physiotherapist, the programme improves leg strength and balance, which is proven to reduce falls. You'll also get exercises to do at home and advice on making your home safer.

Your GP, a nurse or a therapist can refer you, or you can ask us about a place.`,
    taxonomies: ["staying-independent", "sport-and-fitness", "older-people"],
    offerings: ["Weekly class", "Home exercises", "Home safety advice"],
    eligibility: ["age-65-79", "age-80-plus"],
    waitTime: "month",
    referral: { method: "internal", button: "Ask for a place" },
    venues: [{ venue: "life-centre", schedule: "Wed 10:00-11:00" }],
    score: 5,
  },
  {
    name: "Rosehill Friendship Club",
    organisation: "rosehill-community-hall-trust",
    type: "group",
    intro: "A Wednesday club for over-60s with lunch, bingo, outings and good company.",
    description: `Our members have been meeting for over twenty years, and new faces are always welcome. Lunch is a two-course hot meal made in the hall kitchen.

We run outings to the coast and the theatre a few times a year.`,
    taxonomies: ["lunch-clubs", "social-groups", "older-people"],
    offerings: ["Hot lunch", "Bingo and quizzes", "Day trips"],
    eligibility: ["age-65-79", "age-80-plus"],
    fees: { text: "£6 including lunch." },
    referral: { method: "none" },
    venues: [{ venue: "rosehill-hall", schedule: "Wed 11:30-14:30" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Good Companions Lunch Club",
    organisation: "sutton-lunch-club-association",
    type: "group",
    intro:
      "A home-cooked lunch every Tuesday and Friday for older residents, with transport for those who need it.",
    description: `Meals are cooked fresh on the premises and we can cater for diabetic, soft and vegetarian diets. After lunch there's often a quiz, a singer or a chair exercise session.

If you need a lift, our volunteer drivers can pick you up.`,
    taxonomies: ["lunch-clubs", "community-meals", "older-people"],
    offerings: ["Two-course lunch", "Special diets", "Door-to-door transport"],
    eligibility: ["age-65-79", "age-80-plus"],
    fees: { text: "£5.50 for lunch; £2 for transport." },
    referral: { method: "none" },
    venues: [{ venue: "worcester-park-hall", schedule: "Tue Fri 12:00-14:00" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Befriending Home Visits",
    organisation: "silver-threads-befriending",
    type: "service",
    intro:
      "A volunteer visitor who comes for a cup of tea and a chat every week, for older people who feel lonely or cut off.",
    description: `We match you with a volunteer who shares some of your interests. They visit at the same time each week and can help with small things, like writing a letter or going for a short walk.

If you'd prefer, we can arrange a weekly phone call instead.`,
    taxonomies: ["befriending", "older-people"],
    offerings: ["Weekly home visit", "Phone befriending", "Outings with your befriender"],
    eligibility: ["age-65-79", "age-80-plus"],
    waitTime: "month",
    referral: { method: "internal", button: "Ask for a befriender" },
    venues: [{ venue: "wallington-south", schedule: "office", name: "Office" }],
    tags: ["home-visits", "volunteer-led"],
    testimonial:
      "Margaret's visits are the highlight of my week. We talk about everything under the sun.",
  },
  {
    name: "Cheam Coffee Morning",
    organisation: "cheam-friendship-circle",
    type: "group",
    intro:
      "Coffee, homemade cakes and a warm welcome in Cheam Library's community room every Friday morning.",
    description: `The coffee morning started after the pandemic to help people reconnect, and it has become a fixture for many Cheam residents. Volunteers make the cakes, and there's always someone to introduce you around.

The library has a lift and an accessible toilet.`,
    taxonomies: ["social-groups", "befriending"],
    offerings: ["Coffee and cake", "Friendly volunteers", "Local information"],
    fees: { text: "By donation." },
    referral: { method: "none" },
    venues: [{ venue: "cheam-library", schedule: "Fri 10:00-12:00" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Tablet and Smartphone Help for Over-60s",
    organisation: "sutton-digital-champions",
    type: "service",
    intro:
      "Get to grips with your phone or tablet at your own pace: video calls, online shopping, the NHS App and staying safe from scams.",
    description: `Bring your device and whatever you'd like to learn. Our Digital Champions are volunteers who enjoy explaining things slowly and as many times as you need.

We can lend you a tablet for twelve weeks if you don't have one, with free data.`,
    taxonomies: ["digital-skills", "older-people", "scams-and-fraud"],
    offerings: ["One-to-one help", "Tablet loans", "NHS App set-up"],
    eligibility: ["age-65-79", "age-80-plus"],
    referral: { method: "none" },
    venues: [
      { venue: "carshalton-library", schedule: "Mon 14:00-16:00" },
      { venue: "worcester-park-library", schedule: "Thu 10:00-12:00" },
    ],
    tags: ["drop-in", "volunteer-led", "free-wifi"],
  },
  {
    name: "Minibus Shopping Trips",
    organisation: "sutton-community-transport-trust",
    type: "service",
    intro:
      "A weekly minibus to the supermarket for people who can't use buses, with help carrying your shopping to your door.",
    description: `The minibus has a tail lift and the driver will help you on and off. Each route runs on a set day, and we'll collect you from home and bring you back about two hours later.

You need to be a member of the Community Transport Trust; membership is free.`,
    taxonomies: ["community-transport", "staying-independent"],
    offerings: ["Door-to-door minibus", "Help with shopping bags", "Wheelchair accessible"],
    eligibility: ["age-65-79", "age-80-plus", "physical-disability"],
    fees: { text: "£4 return." },
    waitTime: "one_week",
    referral: { method: "internal", button: "Join and book" },
    venues: [{ venue: "beddington-lane", schedule: "office", name: "Booking line" }],
  },
  {
    name: "Meals at Home",
    organisation: "london-borough-of-sutton",
    type: "service",
    intro:
      "Hot or frozen meals delivered to your door for people who can't shop or cook for themselves.",
    description: `Choose from a menu of more than sixty dishes, including cultural, soft and diabetic-friendly meals. Drivers will check you're well when they deliver, and let your family or the council know if you are not.

You can arrange meals yourself or through an adult social care assessment.`,
    taxonomies: ["community-meals", "staying-independent", "older-people"],
    offerings: ["Hot lunch delivery", "Frozen meals", "Welfare check on delivery"],
    fees: { text: "£5.20 a hot meal; frozen meals from £3.90." },
    custom: {
      other:
        "Sutton residents who cannot shop for or cook a hot meal themselves, for example because of frailty, disability or a recent hospital stay.",
    },
    waitTime: "one_week",
    referral: { method: "external", button: "Order meals" },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Adult social care" }],
    tags: ["home-visits"],
  },
  {
    name: "Home Library Service",
    organisation: "sutton-libraries",
    type: "service",
    intro:
      "Books, audiobooks and large-print titles delivered to your home by a volunteer, if you can't get to a library.",
    description: `Tell us what you like reading and a volunteer will choose books for you and bring them every three weeks. The service is free, and there are no fines.

It's open to anyone who can't visit a library because of age, illness, disability or caring responsibilities.`,
    taxonomies: ["libraries", "staying-independent", "befriending"],
    offerings: ["Books and audiobooks", "Large print", "Volunteer visits"],
    custom: {
      other:
        "Sutton residents who can't get to a library because of age, illness, disability or caring responsibilities.",
    },
    referral: { method: "internal", button: "Sign up" },
    waitTime: "two_weeks",
    venues: [{ venue: "central-library", schedule: "office" }],
    tags: ["home-visits", "volunteer-led"],
  },

  // Care and disability ---------------------------------------------------------------------------
  {
    name: "Learning Disability Day Opportunities",
    organisation: "sutton-independent-living",
    type: "service",
    intro:
      "Weekday activities for adults with a learning disability: cooking, art, gardening, travel training and trips out.",
    description: `Everyone has their own plan, built around what they want to learn and do. Some people come every day; others come for one or two sessions a week.

Places are usually funded through adult social care, but you can also pay privately.`,
    taxonomies: ["learning-disability-support", "day-opportunities"],
    offerings: ["Cooking and life skills", "Art and gardening", "Travel training"],
    eligibility: ["learning-disability", "age-19-25", "age-26-39", "age-40-64"],
    fees: { text: "£62 a day; most places are funded by the council." },
    waitTime: "longer",
    referral: { method: "internal", button: "Ask about a place" },
    venues: [{ venue: "phoenix-centre", schedule: "Mon Tue Wed Thu Fri 09:30-15:30" }],
    score: 4,
  },
  {
    name: "Supported Employment",
    organisation: "sutton-works",
    type: "service",
    intro:
      "A job coach to help people with a learning disability or autism find paid work and settle into it.",
    description: `Your job coach gets to know what you're good at, finds employers who will make the right adjustments, and supports you through interviews and your first months in work.

We also work with employers to make jobs more accessible.`,
    taxonomies: ["employment-support", "learning-disability-support", "autism-support"],
    offerings: ["Job coaching", "Work tasters", "In-work support"],
    eligibility: ["learning-disability", "autism"],
    waitTime: "month",
    referral: { method: "internal", button: "Refer to a job coach" },
    venues: [{ venue: "jobs-hub", schedule: "office" }],
  },
  {
    name: "Equipment Loan Store",
    organisation: "sutton-home-improvement-agency",
    type: "service",
    intro:
      "Short-term loans of walking frames, wheelchairs, bath seats and commodes after a hospital stay or injury.",
    description: `Equipment is usually arranged by a hospital or community therapist, but you can also borrow some items for up to three months by contacting us directly.

Please return equipment when you no longer need it so that someone else can use it; we will collect it.`,
    taxonomies: ["equipment-and-adaptations", "staying-independent"],
    offerings: ["Walking aids", "Wheelchairs", "Bathing equipment", "Free collection"],
    custom: {
      other:
        "People living in Sutton who need equipment for a few weeks after an injury, operation or hospital stay. Long-term equipment is arranged by an occupational therapist.",
    },
    referral: { method: "internal", button: "Ask to borrow equipment" },
    waitTime: "one_week",
    venues: [{ venue: "beddington-lane", schedule: "Mon Tue Wed Thu Fri 09:00-16:30" }],
  },
  {
    name: "Wheelchair Repairs and Servicing",
    organisation: "sutton-independent-living",
    type: "service",
    intro:
      "Repairs, tyre changes and servicing for manual wheelchairs you own, by a trained volunteer mechanic.",
    description: `Book a slot and we'll look at your chair while you wait; most jobs take less than an hour. If it needs parts, we'll give you a quote first.

NHS wheelchairs should be repaired by the wheelchair service, and we can help you contact them.`,
    taxonomies: ["equipment-and-adaptations", "disability-support"],
    offerings: ["Repairs", "Tyre and brake checks", "Annual service"],
    eligibility: ["physical-disability"],
    fees: { text: "Labour is free; you pay for parts." },
    referral: { method: "external", button: "Book a repair" },
    venues: [{ venue: "phoenix-centre", schedule: "2nd Sat 10:00-13:00" }],
    tags: ["volunteer-led", "weekends"],
  },
  {
    name: "Blue Badge Application Help",
    organisation: "sutton-independent-living",
    type: "service",
    intro:
      "Help to apply for or renew a Blue Badge, including hidden conditions such as autism, anxiety or dementia.",
    description: `The application asks for a lot of detail. An adviser will go through the questions with you, help you gather evidence and upload the form.

We can also explain where you can park with a badge and how to report misuse.`,
    taxonomies: ["blue-badge-and-parking", "disability-support"],
    offerings: ["Form filling", "Evidence checklist", "Renewals"],
    referral: { method: "none" },
    venues: [{ venue: "high-street-hub", schedule: "Tue 10:00-13:00" }],
    tags: ["drop-in"],
  },
  {
    name: "Carer's Assessment",
    organisation: "london-borough-of-sutton",
    type: "service",
    intro:
      "A conversation with adult social care about your caring role and the support that would make it easier.",
    description: `Any adult who looks after someone can have a carer's assessment, whatever their income. It can lead to a direct payment for a break, a place at a day centre for the person you care for, or equipment and adaptations.

You can ask for an assessment yourself, or through the Sutton Carers Network.`,
    taxonomies: ["carer-support"],
    offerings: ["Carer's assessment", "Support plan", "Respite and breaks"],
    custom: { age_group: "Adults aged 18 and over who care for an adult." },
    waitTime: "month",
    referral: { method: "external", button: "Ask for an assessment" },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Adult social care" }],
    tags: ["home-visits", "online"],
  },
  {
    name: "Carers' Pamper and Respite Days",
    organisation: "sutton-carers-network",
    type: "activity",
    intro:
      "A day off for unpaid carers with massage, haircuts, lunch and a chance to put your feet up.",
    description: `Four times a year we take over a hall and fill it with therapists, hairdressers and good food. Everything is free for registered carers.

If you need someone to sit with the person you care for, we can arrange a trained volunteer.`,
    taxonomies: ["carer-support", "wellbeing-activities"],
    offerings: ["Massage and treatments", "Haircuts", "Lunch", "Replacement care"],
    custom: {
      other:
        "Unpaid carers registered with the Sutton Carers Network. Registering is free and takes about ten minutes.",
    },
    referral: { method: "internal", button: "Book a place" },
    venues: [{ venue: "wallington-hall", schedule: "3rd Sat 10:00-15:00" }],
    tags: ["weekends"],
  },

  // Learning, languages and advice --------------------------------------------------------------
  {
    name: "Family Learning Courses",
    organisation: "sutton-college",
    type: "service",
    intro:
      "Free short courses for parents and children to learn together: phonics, maths games, cooking and coding.",
    description: `Courses run in primary schools and family hubs. Most are two hours a week for six weeks, and some lead to a certificate.

They are a good way back into learning if you haven't studied for a while.`,
    taxonomies: ["adult-learning", "parenting-support"],
    offerings: ["Phonics for parents", "Family maths", "Cooking on a budget", "Family coding"],
    eligibility: ["age-5-11"],
    referral: { method: "external", button: "See courses" },
    venues: [{ venue: "st-helier-north", schedule: "Tue 09:15-11:15" }],
    tags: ["family-friendly"],
  },
  {
    name: "Functional Skills Maths and English",
    organisation: "sutton-college",
    type: "service",
    intro:
      "Free daytime and evening classes for adults who want a maths or English qualification for work or further study.",
    description: `Classes are friendly and small, and you'll do a short assessment first so you start at the right level. Functional Skills Level 2 is accepted by most employers and colleges instead of GCSE.

Courses are free if you don't already have a GCSE grade 4 or above in the subject.`,
    taxonomies: ["adult-learning"],
    offerings: ["Maths classes", "English classes", "Exams on site"],
    eligibility: ["age-19-25", "age-26-39", "age-40-64"],
    referral: { method: "external", button: "Enrol" },
    venues: [{ venue: "central-library", schedule: "Mon 18:00-20:30; Wed 09:30-12:00" }],
    tags: ["evenings"],
  },
  {
    name: "ESOL for Beginners",
    organisation: "sutton-migrant-welcome",
    type: "service",
    intro:
      "Free beginners' English classes, with a crèche, for adults who are new to the country or new to English.",
    description: `Learn English for everyday life: shopping, talking to your doctor, helping your children with school. Teachers are qualified and classes are small.

You can join at any time of year. Come to a Monday session to meet the teacher.`,
    taxonomies: ["english-classes-esol", "refugees-and-migrants"],
    offerings: ["Beginners' classes", "Free crèche", "Conversation practice"],
    referral: { method: "none" },
    venues: [{ venue: "st-helier-north", schedule: "Mon Wed 09:30-11:30" }],
    tags: ["family-friendly"],
  },
  {
    name: "Life in the UK Test Preparation",
    organisation: "sutton-migrant-welcome",
    type: "service",
    intro:
      "Six evening sessions to prepare for the Life in the UK test for settlement or citizenship, with practice papers.",
    description: `We go through the handbook chapter by chapter, with quizzes and discussion. You'll also get help booking the test online and information about the next steps of your application.

Our immigration adviser can answer general questions at the last session.`,
    taxonomies: ["immigration-advice", "adult-learning", "refugees-and-migrants"],
    offerings: ["Six sessions", "Practice tests", "Help booking the test"],
    fees: { text: "£15 for the course, free for refugees and asylum seekers." },
    custom: {
      language:
        "You'll need conversational English, at about ESOL Entry 3, to follow the sessions.",
    },
    referral: { method: "external", button: "Book the course" },
    venues: [{ venue: "central-library", schedule: "Thu 18:30-20:00" }],
    tags: ["evenings"],
  },
  {
    name: "Immigration Advice Clinic",
    organisation: "south-london-community-law-clinic",
    type: "service",
    intro:
      "Free advice from a regulated immigration adviser on visas, settled status, family reunion and citizenship.",
    description: `Our advisers are regulated by the Office of the Immigration Services Commissioner. We can check your options, help with applications and, for some cases, represent you.

Please bring your passport, your current visa or biometric residence permit, and any letters from the Home Office.`,
    taxonomies: ["immigration-advice", "legal-advice"],
    offerings: ["Visa and settlement advice", "EU Settlement Scheme", "Citizenship applications"],
    custom: {
      other:
        "Anyone living in Sutton, whatever their immigration status. We can't take on asylum appeals but will refer you to someone who can.",
    },
    waitTime: "three_weeks",
    referral: { method: "external", button: "Book an appointment" },
    venues: [{ venue: "high-street-hub", schedule: "Thu 10:00-16:00" }],
    tags: ["appointment-only"],
  },
  {
    name: "Polish Advice Drop-In",
    organisation: "polska-sutton",
    type: "service",
    intro:
      "Advice in Polish on benefits, housing, work rights and settled status, every Saturday morning.",
    description: `Our bilingual volunteers can help you read letters, fill in forms and contact the council, your landlord or your employer. We also run a Polish Saturday school for children next door.

Porady są bezpłatne i poufne.`,
    taxonomies: ["benefits-advice", "refugees-and-migrants"],
    offerings: ["Advice in Polish", "Form filling", "Letters explained"],
    eligibility: ["polish"],
    referral: { method: "none" },
    venues: [{ venue: "north-cheam-hall", schedule: "Sat 10:00-13:00" }],
    tags: ["drop-in", "weekends", "volunteer-led"],
  },
  {
    name: "Reading Group at Cheam Library",
    organisation: "sutton-libraries",
    type: "group",
    intro:
      "A monthly reading group that chooses a novel together and meets to talk about it over tea.",
    description: `Copies of each month's book are reserved for members to borrow, including large-print and audio versions. The group is informal, and you don't need to have finished the book to come.

New members are welcome at any meeting.`,
    taxonomies: ["libraries", "social-groups"],
    offerings: ["Monthly book", "Copies to borrow", "Tea and biscuits"],
    referral: { method: "none" },
    venues: [{ venue: "cheam-library", schedule: "last Wed 14:00-15:30" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Code Club",
    organisation: "sutton-libraries",
    type: "club",
    intro:
      "Free coding sessions for 9 to 13-year-olds: build games, animations and websites with Scratch and Python.",
    description: `Volunteers from local tech firms run the club. No experience is needed, and laptops are provided.

Places are limited, so please book each term.`,
    taxonomies: ["digital-skills", "youth-clubs"],
    offerings: ["Scratch and Python", "Laptops provided", "Termly showcase"],
    socials: ["other"],
    eligibility: ["age-5-11", "age-12-15"],
    referral: { method: "external", button: "Book a place" },
    venues: [{ venue: "central-library", schedule: "Sat 10:30-12:00" }],
    tags: ["weekends", "volunteer-led"],
  },

  // Community, safety and leisure ---------------------------------------------------------------
  {
    name: "Walking Netball",
    organisation: "sutton-netball-club",
    type: "activity",
    intro:
      "Netball at walking pace, with no running or jumping, for women of any age who want to get active again.",
    description: `Walking netball keeps all the skills of the game but is gentle on joints. Many of our players haven't played since school.

The first session is free. Wear trainers and comfortable clothes.`,
    taxonomies: ["sport-and-fitness", "older-people"],
    offerings: ["Weekly sessions", "Friendly matches", "First session free"],
    eligibility: ["female"],
    fees: { text: "£4 a session." },
    referral: { method: "none" },
    venues: [{ venue: "cheam-leisure", schedule: "Tue 10:00-11:00" }],
  },
  {
    name: "Pottery for Wellbeing",
    organisation: "sutton-arts-collective",
    type: "activity",
    intro:
      "A calm, six-week pottery course for adults who want a creative break from stress or low mood.",
    description: `You'll learn hand-building and throwing on the wheel in a small, supportive group. Nobody expects perfect pots: the point is time for yourself.

Places are free for people referred by a GP link worker or mental health service.`,
    taxonomies: ["arts-and-crafts", "wellbeing-activities"],
    offerings: ["Six weekly sessions", "Materials and firing", "Small groups"],
    fees: { text: "£90 for six weeks, or free with a social prescribing referral." },
    custom: {
      age_group: "Adults aged 18 and over.",
      other:
        "Funded places are for people living with anxiety, depression or stress who have a referral.",
    },
    referral: { method: "external", button: "Book a place" },
    venues: [{ venue: "honeywood", schedule: "Wed 13:30-15:30" }],
  },
  {
    name: "Ukulele Group",
    organisation: "carshalton-community-choir",
    type: "group",
    intro:
      "Learn to play the ukulele with a friendly group of beginners, with instruments to borrow.",
    description: `We play pop songs, folk tunes and the odd sea shanty. Songsheets show the chords, so you don't need to read music.

The group plays at local fairs and care homes a few times a year, but nobody has to perform.`,
    taxonomies: ["music-and-singing", "social-groups"],
    offerings: ["Weekly sessions", "Instruments to borrow", "Songsheets"],
    fees: { text: "£3 a session." },
    referral: { method: "none" },
    venues: [{ venue: "carshalton-north-hall", schedule: "Mon 19:30-21:00" }],
    tags: ["evenings"],
  },
  {
    name: "Honeywood Museum Volunteering",
    organisation: "honeywood-heritage-volunteers",
    type: "service",
    intro:
      "Volunteer at Carshalton's local history museum: welcome visitors, run the shop or help care for the collection.",
    description: `No experience is needed; we'll train you. Most volunteers do one half-day a week, and there are also roles helping with school visits and events.

It's a sociable team with regular outings to other museums.`,
    taxonomies: ["volunteering", "heritage-and-museums"],
    offerings: ["Front-of-house roles", "Collections care", "Events and school visits"],
    eligibility: ["age-16-18", "age-19-25", "age-26-39", "age-40-64", "age-65-79", "age-80-plus"],
    referral: { method: "internal", button: "Apply to volunteer" },
    venues: [{ venue: "honeywood", schedule: "Wed Thu Fri Sat Sun 10:00-16:00" }],
  },
  {
    name: "Tree Planting and Hedge Laying Days",
    organisation: "sutton-ecology-trust",
    type: "activity",
    intro:
      "Winter conservation days planting trees and laying hedges in Sutton's parks and nature reserves.",
    description: `Tools, gloves and training are provided, and there's a campfire lunch. Volunteers of all fitness levels are welcome; there are always lighter jobs.

Under-16s can come with a parent or carer.`,
    taxonomies: ["climate-action", "gardening-and-nature", "volunteering"],
    offerings: ["Tree planting", "Hedge laying", "Tools and training"],
    custom: { age_group: "Adults, and children aged 8 to 15 with a parent or carer." },
    referral: { method: "external", button: "Sign up for a day" },
    venues: [{ venue: "ecology-centre", schedule: "2nd Sun 10:00-15:00" }],
    tags: ["weekends", "volunteer-led"],
  },
  {
    name: "Community Composting Scheme",
    organisation: "sutton-ecology-trust",
    type: "service",
    intro:
      "Bring your food peelings and garden waste to a shared compost bay, and take finished compost for your garden.",
    description: `Our composting champions look after the bays and run a short introduction for new members. It's a good way to cut your household waste if you don't have room for a compost bin.

Children's compost workshops run in the school holidays.`,
    taxonomies: ["recycling", "climate-action", "gardening-and-nature"],
    offerings: ["Shared compost bays", "Free compost", "Composting workshops"],
    referral: { method: "none" },
    venues: [{ venue: "ecology-centre", schedule: "Sat 10:00-13:00" }],
    tags: ["weekends", "volunteer-led"],
  },
  {
    name: "Bike Repair Workshop",
    organisation: "pedal-sutton",
    type: "service",
    intro:
      "Fix your bike with help from our volunteer mechanics, with tools and stands to use and parts at cost.",
    description: `Bring your bike and we'll show you how to do the job yourself, from punctures to gears and brakes. We also refurbish donated bikes and sell them at low prices.

Refurbished bikes are free for people referred by local charities.`,
    taxonomies: ["cycling", "repair-and-reuse"],
    offerings: ["Repair help", "Tools and stands", "Refurbished bikes"],
    fees: { text: "Free; parts at cost, and donations welcome." },
    referral: { method: "none" },
    venues: [{ venue: "beddington-lane", schedule: "Thu 17:30-20:00; Sat 10:00-13:00" }],
    tags: ["drop-in", "volunteer-led"],
  },
  {
    name: "Carshalton Men's Shed",
    organisation: "carshalton-mens-shed",
    type: "group",
    intro:
      "A workshop where men of all ages make things, mend things and have a laugh over a brew.",
    description: `Members work on their own projects or on jobs for the community, such as planters for schools and benches for the park. The shed has woodworking and metalworking tools, and experienced members will show you how to use them safely.

Women are welcome at our open Saturdays.`,
    taxonomies: ["social-groups", "repair-and-reuse", "wellbeing-activities"],
    offerings: ["Woodwork and metalwork", "Community projects", "Tea and company"],
    eligibility: ["male"],
    fees: { text: "£2 a visit towards materials." },
    referral: { method: "none" },
    venues: [{ venue: "wrythe-pantry", schedule: "Tue Thu 10:00-15:00; 1st Sat 10:00-13:00" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Interfaith Women's Circle",
    organisation: "sutton-interfaith-forum",
    type: "group",
    intro:
      "Women of different faiths, and none, meeting monthly to cook, share food and talk about life in Sutton.",
    description: `Each month a different member hosts and teaches a dish from her tradition. It's a warm way to make friends across communities.

Halal and vegetarian food is always available.`,
    taxonomies: ["faith-communities", "social-groups"],
    offerings: ["Cooking together", "Shared meal", "Talks and visits"],
    eligibility: ["female"],
    referral: { method: "none" },
    venues: [{ venue: "carshalton-north-hall", schedule: "1st Sun 15:00-18:00" }],
    tags: ["women-only", "weekends"],
  },
  {
    name: "Veterans' Welfare Advice",
    organisation: "sutton-veterans-breakfast-club",
    type: "service",
    intro:
      "Advice for former members of the armed forces and their families on pensions, benefits, housing and health.",
    description: `A welfare caseworker joins the breakfast club on the second Saturday of the month. They can help with war pension and Armed Forces Compensation Scheme claims, veterans' priority for housing, and referrals to Op COURAGE for mental health.

You don't have to come to the breakfast to see the caseworker.`,
    taxonomies: ["veterans", "benefits-advice"],
    offerings: ["Pensions and compensation", "Housing advice", "Health referrals"],
    referral: { method: "none" },
    venues: [{ venue: "wallington-hall", schedule: "2nd Sat 09:00-12:00" }],
    tags: ["drop-in", "weekends"],
  },
  {
    name: "Hate Crime Support",
    organisation: "sutton-victim-care",
    type: "service",
    intro:
      "Confidential support if you've been targeted because of your race, religion, disability, sexuality or gender identity.",
    description: `You can talk to us whether or not you have told the police. An adviser can help you report what happened, stay safe at home and online, and get repairs or security improvements.

We can also speak to your landlord, school or employer on your behalf.`,
    taxonomies: ["hate-crime", "victim-support"],
    offerings: ["Reporting help", "Safety planning", "Emotional support"],
    custom: {
      other:
        "People of any age who live, work or study in Sutton. Under-16s can be referred by a parent, carer or school.",
    },
    waitTime: "one_week",
    referral: { method: "internal", button: "Get support", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Phone and online" }],
    tags: ["online"],
  },
  {
    name: "Scam Awareness Talks",
    organisation: "sutton-neighbourhood-watch-association",
    type: "service",
    intro:
      "Free talks for community groups on doorstep, phone and online scams, and how to protect yourself and your family.",
    description: `Our volunteers, trained by Trading Standards and the police, can visit your lunch club, tenants' group or coffee morning. Talks last about 40 minutes, with examples of the scams currently doing the rounds in Sutton.

Everyone gets a pack with call-blocking advice and a 'no cold callers' door sticker.`,
    taxonomies: ["scams-and-fraud", "older-people"],
    offerings: ["Talks for groups", "Information packs", "No cold calling stickers"],
    custom: {
      other:
        "Community groups, clubs and residents' associations meeting in Sutton, with at least eight people attending.",
    },
    referral: { method: "external", button: "Book a talk" },
    venues: [{ venue: "civic-offices", schedule: "office", name: "Talks booked from" }],
    tags: ["volunteer-led"],
  },
  {
    name: "Freedom Programme",
    organisation: "sutton-safe-space",
    type: "group",
    intro:
      "A twelve-week group for women who have experienced domestic abuse, to understand what happened and rebuild confidence.",
    description: `The group looks at the tactics abusers use, the effects on women and children, and how to recognise warning signs in future relationships. It runs in a safe, confidential venue we give you when you book.

A free crèche is available.`,
    taxonomies: ["domestic-abuse", "peer-support"],
    offerings: ["Twelve-week group", "Free crèche", "One-to-one follow-up"],
    eligibility: ["female"],
    waitTime: "month",
    referral: { method: "internal", button: "Ask for a place", disclaimer: true },
    venues: [{ venue: "civic-offices", schedule: "Wed 10:00-12:30", name: "Confidential venue" }],
    tags: ["women-only"],
  },
  {
    name: "Refugee Women's Group",
    organisation: "sutton-migrant-welcome",
    type: "group",
    intro:
      "A weekly group for refugee and asylum-seeking women to practise English, make friends and get practical help.",
    description: `Each session has English conversation, an activity such as sewing or a trip, and time with a caseworker for anyone who needs help with housing, health or their claim.

Children under five can come to the crèche next door.`,
    taxonomies: ["refugees-and-migrants", "english-classes-esol", "social-groups"],
    offerings: ["English conversation", "Activities and trips", "Caseworker on hand"],
    eligibility: ["female"],
    referral: { method: "none" },
    venues: [{ venue: "st-helier-north", schedule: "Thu 10:00-13:00" }],
    tags: ["women-only", "family-friendly"],
  },
  {
    name: "Victim Support Helpline",
    organisation: "sutton-victim-care",
    type: "service",
    intro:
      "Free, confidential emotional and practical support for anyone affected by crime in Sutton, however long ago.",
    description: `Our trained staff and volunteers can talk things through, help you claim compensation, explain what will happen if your case goes to court, and arrange lock changes after a burglary.

You don't have to report the crime to the police to get our help.`,
    taxonomies: ["victim-support"],
    offerings: ["Emotional support", "Help through the court process", "Home security"],
    freephone: true,
    referral: { method: "none" },
    venues: [
      {
        venue: "civic-offices",
        schedule: "Mon Tue Wed Thu Fri 08:00-20:00; Sat 09:00-17:00",
        name: "Helpline",
      },
    ],
    tags: ["online", "evenings", "weekends"],
  },
  {
    name: "Yoga for Beginners",
    organisation: "sutton-community-yoga",
    type: "activity",
    intro:
      "A slow-paced yoga class for complete beginners, focusing on breathing, flexibility and relaxation.",
    description: `Each class ends with a guided relaxation. Mats and blocks are provided; wear something comfortable.

Concession prices are available for students, people on benefits and over-65s.`,
    taxonomies: ["yoga-and-pilates", "wellbeing-activities"],
    offerings: ["Beginners' yoga", "Mats provided", "Concessions"],
    fees: { text: "£8 a class, £5 concessions." },
    referral: { method: "none" },
    venues: [{ venue: "beeches-church-hall", schedule: "Mon Thu 19:00-20:15" }],
    tags: ["evenings"],
  },
  {
    name: "Aquafit for Older Adults",
    organisation: "wallington-swimming-club",
    type: "activity",
    intro: "Gentle exercise in warm, shallow water, easy on the joints, for over-55s.",
    description: `The class is led from the poolside to music. You don't need to be able to swim, as you can stand throughout.

There's a hoist for people who need help getting into the pool.`,
    taxonomies: ["swimming", "older-people", "sport-and-fitness"],
    offerings: ["Water exercise", "Pool hoist", "Shallow water"],
    eligibility: ["age-40-64", "age-65-79", "age-80-plus"],
    fees: { text: "£4.20 a session." },
    referral: { method: "none" },
    venues: [{ venue: "westcroft", schedule: "Tue Fri 11:00-11:45" }],
  },
  {
    name: "St Helier Growing Space",
    organisation: "grow-cook-eat-sutton",
    type: "activity",
    intro:
      "Grow vegetables, herbs and fruit in raised beds on the St Helier estate, and take home what you harvest.",
    description: `Our grower will show you how to sow, plant and look after crops through the seasons. In late summer we cook what we've grown together.

The beds are at wheelchair height, and tools are provided.`,
    taxonomies: ["gardening-and-nature", "healthy-eating"],
    offerings: ["Raised beds", "Seasonal growing", "Harvest cooking sessions"],
    referral: { method: "none" },
    venues: [{ venue: "st-helier-north", schedule: "Wed 10:00-12:30; Sat 10:00-12:00" }],
    tags: ["volunteer-led", "family-friendly"],
  },
];
