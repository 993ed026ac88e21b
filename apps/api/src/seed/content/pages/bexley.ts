// Information pages for Connected Bexley: landing pages, topics and information pages.
import { copy, cta, infoContent, landingContent, video, type AuthoredPage } from "./types.ts";

export const BEXLEY_PAGES: AuthoredPage[] = [
  {
    title: "Money and the cost of living",
    slug: "money-and-cost-of-living",
    type: "landing",
    excerpt: "Practical help with bills, food, debt and benefits in Bexley.",
    image: true,
    collections: ["money-and-benefits", "food-support", "a-place-to-live"],
    content: landingContent({
      introduction:
        "If money is tight, you're not alone, and there is help. This section brings together advice on benefits, debt, energy and food support across Bexley.",
      about: {
        title: "Getting help early makes a difference",
        blocks: [
          copy(
            "The sooner you get advice, the more options you'll have. Free, confidential help is available from local advice services. They won't judge you and won't pass your details on without your permission.",
          ),
          cta(
            "Speak to an adviser",
            "Bexley Advice Network can help with benefits, debt and bills.",
            "/services/advice-line-and-drop-in",
            "Get advice",
          ),
          video("What happens at an advice appointment", "bexley-advice-appointment"),
        ],
      },
      infoPagesTitle: "Helpful guides",
      infoPagesCopy: "Find out what you can do now.",
      collectionsTitle: "Local services",
      collectionsCopy: "Browse services that can help.",
    }),
    children: [
      {
        title: "Benefits and grants",
        type: "topic",
        excerpt: "What you could be entitled to and how to claim.",
        content: infoContent(copy("Guides to claiming benefits and one-off grants in Bexley.")),
        children: [
          {
            title: "Pension Credit",
            type: "information",
            excerpt: "Extra money for people over State Pension age on a low income.",
            content: infoContent(
              copy(
                "Pension Credit tops up your weekly income and can unlock other help, such as a free TV licence for over-75s, help with rent and council tax, and cold weather payments.\n\nYou can claim even if you own your home or have some savings.",
              ),
              cta("Check if you can get it", "An adviser can check and help you claim."),
            ),
          },
          {
            title: "Household Support Fund",
            type: "information",
            excerpt: "One-off help with food and energy costs for residents on low incomes.",
            content: infoContent(
              copy(
                "The council uses the Household Support Fund to help residents who are struggling with food and energy costs. Help is usually given as vouchers or direct payments.\n\nApplications can be made online or through a local advice service.",
              ),
            ),
          },
        ],
      },
      {
        title: "Help with energy bills",
        slug: "bexley-energy-bills",
        type: "information",
        excerpt: "Cutting costs, dealing with arrears and getting your home warmer.",
        image: true,
        content: infoContent(
          copy(
            "If you're worried about paying for energy, contact your supplier first and ask about an affordable payment plan. Free energy advice can help you apply for grants and check you're on the best deal.",
          ),
          cta(
            "Get energy advice",
            "Free help from Bexley Energy Advice.",
            "/services/home-energy-advice",
            "Contact us",
          ),
        ),
      },
      {
        title: "Food banks and pantries",
        type: "information",
        excerpt: "Where to get food support in Bexley.",
        content: infoContent(
          copy(
            "Bexley has food banks for emergencies and community pantries where members can buy food at a much lower cost. Some community meals are free for everyone.",
          ),
        ),
      },
    ],
  },
  {
    title: "Living well in later life",
    slug: "later-life",
    type: "landing",
    excerpt: "Staying active, connected and independent as you get older.",
    image: true,
    collections: ["later-life", "caring-for-someone"],
    content: landingContent({
      introduction:
        "Bexley has one of the largest older populations in London, and lots of groups, clubs and services to help you make the most of later life.",
      about: {
        title: "Stay connected",
        blocks: [
          copy(
            "From lunch clubs to walking groups, there are plenty of ways to meet people and stay active. If you need a bit more help at home, services can help you stay independent for longer.",
          ),
          video("Friendly Voices: a befriender's story", "friendly-voices-story"),
        ],
      },
      infoPagesTitle: "Guides",
      infoPagesCopy: "Information about staying safe and well at home.",
      collectionsTitle: "Services for older people",
      collectionsCopy: "Clubs, befriending and practical help.",
    }),
    children: [
      {
        title: "Staying safe at home",
        type: "information",
        excerpt: "Preventing falls, keeping warm and avoiding scams.",
        content: infoContent(
          copy(
            "## Preventing falls\n\nGood lighting, grab rails and removing trip hazards all help. The handyperson service can fit small aids.\n\n## Avoiding scams\n\nNever give bank details to someone who calls you unexpectedly. If in doubt, hang up and call your bank on the number on your card.",
          ),
          cta(
            "Request a handyperson visit",
            "Free falls-prevention checks for older residents.",
            "/services/handyperson-service",
          ),
        ),
      },
      {
        title: "Memory problems and dementia",
        type: "information",
        excerpt: "What to do if you're worried about your memory or someone else's.",
        content: infoContent(
          copy(
            "If you're worried about memory problems, talk to your GP. There are many possible causes, and some are easily treated.\n\nIf dementia is diagnosed, memory cafés and dementia advisers can help you and your family live well.",
          ),
        ),
      },
    ],
  },
  {
    title: "Family Hubs and Start for Life",
    slug: "family-hubs",
    type: "landing",
    excerpt: "Support for families from pregnancy to age 19 (25 with SEND).",
    collections: ["families-and-children", "send-local-offer", "young-people-services"],
    content: landingContent({
      introduction:
        "Bexley's family hubs are friendly places where families can get support with health, parenting, relationships and more, all in one place.",
      about: {
        title: "What family hubs offer",
        blocks: [
          copy(
            "Midwives, health visitors, infant feeding advisers and family support workers work together at our hubs. You can drop in to a stay-and-play or book an appointment.",
          ),
          cta(
            "Find your nearest hub",
            "Opening times and sessions at each family hub.",
            "/organisations/bexley-family-hubs",
            "View family hubs",
          ),
        ],
      },
      infoPagesTitle: "Start for Life",
      infoPagesCopy: "Information for parents and carers of babies and young children.",
      collectionsTitle: "Family services",
      collectionsCopy: "Groups, clubs and support for families.",
    }),
    children: [
      {
        title: "Infant feeding",
        type: "information",
        excerpt: "Support with breastfeeding, bottle feeding and starting solids.",
        content: infoContent(
          copy(
            "However you feed your baby, support is available. Infant feeding advisers run drop-ins at family hubs and can visit you at home in the early weeks.",
          ),
          video("Getting started with breastfeeding", "infant-feeding"),
        ),
      },
      {
        title: "Free childcare and early education",
        type: "information",
        excerpt: "Funded hours for two, three and four year olds, and help for working parents.",
        content: infoContent(
          copy(
            "All three- and four-year-olds can get 15 hours of free early education a week, and some can get 30. Some two-year-olds are also eligible. Working parents may qualify for funded hours from nine months.",
          ),
        ),
      },
    ],
  },
  {
    title: "COVID-19 recovery",
    slug: "covid-19-recovery",
    type: "landing",
    enabled: false,
    excerpt: "Archived.",
    collections: ["cost-of-living-winter-2023"],
    content: landingContent({
      introduction: "This section has been archived.",
      about: { title: "Archived", blocks: [copy("No longer updated.")] },
      infoPagesTitle: "Archived pages",
      infoPagesCopy: "Archived.",
      collectionsTitle: "Archived services",
      collectionsCopy: "Archived.",
    }),
    children: [
      {
        title: "Community vaccine clinics",
        type: "information",
        enabled: false,
        excerpt: "Archived.",
        content: infoContent(
          copy("These clinics have closed. Ask your GP or pharmacy about vaccinations."),
        ),
      },
    ],
  },
  {
    title: "How to list your organisation",
    slug: "list-your-organisation",
    type: "information",
    excerpt: "Add your group, club or service to Connected Bexley for free.",
    image: true,
    content: infoContent(
      copy(
        "Connected Bexley is free to use for any organisation offering services, activities or support to people in Bexley, including charities, community groups, faith groups and social enterprises.\n\nListings are checked by our team before they go live.",
      ),
      cta(
        "Get started",
        "Tell us about your organisation.",
        "/get-involved",
        "List your organisation",
      ),
    ),
  },
];
