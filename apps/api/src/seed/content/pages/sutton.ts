// Information pages for the Sutton Information Hub: landing pages, topics and information pages.
import { copy, cta, infoContent, landingContent, video, type AuthoredPage } from "./types.ts";

export const SUTTON_PAGES: AuthoredPage[] = [
  {
    title: "Cost of living support",
    slug: "cost-of-living",
    type: "landing",
    excerpt: "Help with bills, food, money and keeping warm if you're finding things hard.",
    image: true,
    collections: ["money-and-debt", "food-and-essentials", "housing"],
    content: landingContent({
      introduction:
        "Prices for food, energy and rent have gone up for everyone. If you're finding it hard to make ends meet, there is help available in Sutton, and it's never too early to ask.",
      about: {
        title: "Where to start",
        blocks: [
          copy(
            "The quickest way to find out what help you could get is a **free benefits check**. Advisers can also help with debts, energy bills and emergency support.\n\nThe council's Household Support scheme can help residents on a low income with food and energy costs.",
          ),
          video("How a benefits check works", "sutton-benefits-check"),
          cta(
            "Talk to an adviser",
            "Free, confidential advice from the Sutton Money Advice Centre.",
            "/services/benefits-and-money-advice",
            "Get advice",
          ),
        ],
      },
      infoPagesTitle: "Guides and information",
      infoPagesCopy: "Step-by-step guides to the help available.",
      collectionsTitle: "Find services near you",
      collectionsCopy: "Browse local services by topic.",
    }),
    children: [
      {
        title: "Help with energy bills",
        type: "information",
        excerpt:
          "What to do if you can't afford your gas or electricity, and grants that can help.",
        image: true,
        content: infoContent(
          copy(
            "## Talk to your supplier\n\nIf you're struggling to pay, contact your energy supplier as soon as you can. They must offer you a payment plan you can afford and consider your circumstances.\n\n## Prepayment meters\n\nIf you can't afford to top up, ask your supplier about emergency or friendly credit. You may also be able to get a fuel voucher through an advice service.",
          ),
          cta(
            "Free energy advice",
            "Sutton Warm Homes Advice can check your tariff, help with debt and apply for grants for you.",
            "/services/energy-bill-helpline",
            "Contact the helpline",
          ),
          copy(
            "## Grants for insulation and heating\n\nYou may be able to get free insulation or a new boiler through government schemes if you're on certain benefits or a low income.",
          ),
        ),
      },
      {
        title: "Finding food support",
        type: "information",
        excerpt: "Food banks, pantries and free meals across Sutton, and how to use them.",
        content: infoContent(
          copy(
            "No one should go hungry. Sutton has food banks for emergencies, low-cost pantries you can join, and community meals where everyone is welcome.\n\n- **Food banks** give emergency food parcels, usually with a voucher from an advice service, GP or school.\n- **Pantries** are membership schemes: you pay a small weekly amount and choose your shopping.\n- **Community meals** are free or pay-what-you-can.",
          ),
          cta(
            "See food support near you",
            "Browse food banks, pantries and meals in Sutton.",
            "/categories/food-and-essentials",
          ),
        ),
      },
      {
        title: "Money advice",
        type: "topic",
        excerpt: "Guides to benefits, debt and budgeting.",
        content: infoContent(
          copy("Everything you need to know about getting the right income and dealing with debt."),
        ),
        children: [
          {
            title: "Check what benefits you can get",
            type: "information",
            excerpt: "Use a benefits calculator or ask an adviser to check for you.",
            content: infoContent(
              copy(
                "Many people don't claim everything they're entitled to, especially pensioners and people who have just started working fewer hours.\n\nAn adviser can do a full benefits check for you, or you can use an online calculator. Have details of your income, savings, rent and council tax to hand.",
              ),
              video("Pension Credit explained", "pension-credit-explained"),
            ),
          },
          {
            title: "Dealing with debt",
            type: "information",
            excerpt: "Priority debts, payment plans and where to get free debt advice.",
            content: infoContent(
              copy(
                "## Deal with priority debts first\n\nRent or mortgage, council tax, energy and court fines are *priority debts* because not paying them can lead to losing your home or your supply.\n\n## Never pay for debt advice\n\nFree, regulated debt advice is always available. Be wary of companies that charge fees.",
              ),
              cta("Book a debt appointment", "One-to-one help from a qualified debt adviser."),
            ),
          },
        ],
      },
      {
        title: "Warm spaces this winter",
        type: "information",
        enabled: false,
        excerpt: "Free warm places to spend time across Sutton this winter.",
        content: infoContent(
          copy("This page is being updated for the coming winter and will be published soon."),
        ),
      },
    ],
  },
  {
    title: "Supporting carers",
    type: "landing",
    excerpt: "Advice, breaks and support for people who look after someone.",
    image: true,
    collections: ["carers", "older-people"],
    content: landingContent({
      introduction:
        "If you look after a family member, partner or friend who couldn't manage without you, you're a carer. Around 1 in 10 people in Sutton are carers, and you don't have to do it alone.",
      about: {
        title: "Support for you",
        blocks: [
          copy(
            "Carers have rights, including a carer's assessment from the council. Local charities offer one-to-one support, breaks, training and a chance to meet other carers.",
          ),
          cta(
            "Talk to the Sutton Carers Network",
            "A named support worker can help you find what's right for you.",
            "/services/carers-support-and-advice",
            "Get support",
          ),
        ],
      },
      infoPagesTitle: "Information for carers",
      infoPagesCopy: "Guides to assessments, breaks and young carers.",
      collectionsTitle: "Services for carers",
      collectionsCopy: "Find carers' groups, breaks and advice.",
    }),
    children: [
      {
        title: "What is a carer's assessment?",
        slug: "carers-assessment",
        type: "information",
        excerpt: "A free conversation with the council about the support you need as a carer.",
        content: infoContent(
          copy(
            "A carer's assessment looks at how caring affects your life and what would help: for example a break, equipment, or help with household tasks.\n\nYou can ask for one whether or not the person you care for gets support from the council, and however many hours you care.",
          ),
          cta(
            "Ask for an assessment",
            "Contact adult social care or ask a carers' service to help you apply.",
          ),
        ),
      },
      {
        title: "Taking a break",
        type: "information",
        excerpt: "Respite, sitting services and short breaks for carers.",
        content: infoContent(
          copy(
            "Everyone needs a break. Options include a sitting service for a few hours, day opportunities for the person you care for, or a short stay in residential care.\n\nSome breaks are funded after a carer's assessment.",
          ),
          video("A carer's story", "carers-story"),
        ),
      },
      {
        title: "Young carers",
        slug: "young-carers-information",
        type: "information",
        excerpt: "Support for children and young people who help look after someone.",
        content: infoContent(
          copy(
            "If you're under 18 and help look after someone in your family, you're a young carer. The Sutton Young Carers Project runs clubs and trips and can talk to your school.",
          ),
        ),
      },
    ],
  },
  {
    title: "Special educational needs and disabilities",
    slug: "send-local-offer",
    type: "landing",
    excerpt: "Sutton's Local Offer for children and young people aged 0 to 25 with SEND.",
    image: true,
    collections: ["send", "disability", "families"],
    content: landingContent({
      introduction:
        "The Local Offer brings together information about education, health, care and leisure for children and young people with special educational needs and disabilities, and their families.",
      about: {
        title: "About the Local Offer",
        blocks: [
          copy(
            "Every council must publish a Local Offer. Ours was written with parents and young people and is reviewed every year. Tell us what's missing using the feedback link on any page.",
          ),
          video("Introducing the Local Offer", "sutton-local-offer"),
          cta(
            "Join the SEND Parent Forum",
            "Have your say on services for children with SEND in Sutton.",
            "/organisations/sutton-send-parent-forum",
          ),
        ],
      },
      infoPagesTitle: "Guides for families",
      infoPagesCopy: "Information about education, short breaks and growing up.",
      collectionsTitle: "SEND services",
      collectionsCopy: "Find clubs, support groups and services.",
    }),
    children: [
      {
        title: "Education",
        slug: "send-education",
        type: "topic",
        excerpt: "Support in nurseries, schools and colleges.",
        content: infoContent(
          copy("How children and young people with SEND are supported in education."),
        ),
        children: [
          {
            title: "Education, health and care plans",
            slug: "ehc-plans",
            type: "information",
            excerpt: "What an EHC plan is and how to ask for an assessment.",
            content: infoContent(
              copy(
                "An education, health and care (EHC) plan sets out a child or young person's needs and the support they must get. Parents, young people over 16 and schools can ask for an EHC needs assessment.\n\nThe council must decide within six weeks whether to carry out an assessment.",
              ),
              cta(
                "Independent advice",
                "The SEND information, advice and support service can help you through the process, free of charge.",
              ),
            ),
          },
          {
            title: "Choosing a school",
            type: "information",
            excerpt: "Mainstream and specialist schools, and how places are decided.",
            content: infoContent(
              copy(
                "Most children with SEND go to mainstream schools with extra support. Some need a specialist place. Visit schools, talk to the SENCo and ask how they support children with similar needs.",
              ),
            ),
          },
        ],
      },
      {
        title: "Short breaks",
        type: "information",
        excerpt: "Activities for disabled children and a break for their families.",
        image: true,
        content: infoContent(
          copy(
            "Short breaks give disabled children and young people the chance to have fun and make friends, and give parents and carers a break. They include holiday clubs, after-school clubs and overnight stays.",
          ),
        ),
      },
      {
        title: "Preparing for adulthood",
        type: "information",
        excerpt: "Planning for work, independent living and health from age 14.",
        content: infoContent(
          copy(
            "From Year 9, annual reviews of EHC plans should focus on preparing for adult life: employment, independent living, friendships and good health.",
          ),
        ),
      },
    ],
  },
  {
    title: "Winter 2022 support",
    slug: "winter-2022",
    type: "landing",
    enabled: false,
    excerpt: "Archived campaign page.",
    collections: ["covid-19-staying-safe"],
    content: landingContent({
      introduction: "This campaign has ended.",
      about: { title: "About this campaign", blocks: [copy("Archived.")] },
      infoPagesTitle: "Pages",
      infoPagesCopy: "Archived pages.",
      collectionsTitle: "Services",
      collectionsCopy: "Archived.",
    }),
    children: [
      {
        title: "Winter 2022 warm hubs",
        slug: "winter-2022-warm-hubs",
        type: "information",
        enabled: false,
        excerpt: "Archived list of warm hubs.",
        content: infoContent(copy("This list is no longer maintained.")),
      },
    ],
  },
  {
    title: "About this website",
    slug: "about-this-website",
    type: "information",
    excerpt: "Who runs the Sutton Information Hub and how services are listed.",
    content: infoContent(
      copy(
        "The Sutton Information Hub is run by the London Borough of Sutton with local voluntary organisations. Listings are provided by the organisations themselves and checked by our team before they are published.",
      ),
      cta(
        "List your service",
        "Organisations can add their services for free.",
        "/get-involved",
        "Get involved",
      ),
    ),
  },
];
