import {
  PRIMARY_PACKAGE_COUNT,
  SIMULTANEOUS_STREAMS,
} from "~/config/constants";
import { site } from "~/config/site";
import { countWordCapitalized } from "~/i18n/count-word";
import { wordsHandle } from "~/i18n/words";

/**
 * The ISPs / MDUs page in English. The Spanish catalogue, ../es/partners.tsx,
 * has the same keys, or the typecheck fails.
 */
export const partners = {
  meta: {
    title: "ISPs / Cable Providers and MDUs",
    description: `Partner with ${site.name} to offer live TV to internet subscribers, apartment residents and hotel guests.`,
  },
  eyebrow: "Partners",
  /** The heading's parts; a line breaks between them, never inside one. */
  title: ["ISPs /", "Cable Providers", "and MDUs"],
  lead: "Add live TV to what you already sell, without building a video platform. We bring the licensed channels, the streaming service and the apps; you bring the customers.",
  isps: {
    title: "For ISPs and cable providers",
    body: "Your subscribers are cutting the cord. Give them a TV package that runs on the broadband they buy from you, instead of losing their TV spending to someone else.",
    points: [
      "Keep TV revenue on your bill with a live-TV add-on.",
      "Replace or extend a cable TV plant without new headend gear.",
      "Nothing to ship: subscribers watch on the web, phones, streaming players and smart TVs.",
    ],
    /** Names the team it reaches: the two calls meet at the page's end. */
    cta: "Email our partnerships team",
    /** Read by screen readers after `cta`. */
    ctaTopic: "about an ISP partnership",
    subject: `ISP / cable provider partnership: schedule a call with ${site.name}`,
    /** The mail's body: what to tell us, for the writer to fill in. */
    mailBody: [
      "Hello,",
      "",
      "We would like to talk about offering live TV to our subscribers.",
      "",
      "Company:",
      "Areas we serve (cities or states):",
      "Broadband subscribers:",
      "TV service we offer today, if any, and when its agreement ends:",
      "Devices our subscribers watch on:",
      "Best times for a call:",
    ].join("\n"),
  },
  mdus: {
    title: "For MDUs: apartments, hotels and campuses",
    body: "Residents and guests expect live TV the day they move in or check in. Offer it over your property's network, in every unit, with no coax rewiring and no box rentals.",
    points: [
      "Bulk accounts for every unit, room or bed, under one agreement set with our sales team.",
      "Hotel accounts with the local networks, news and sports guests look for.",
      `${countWordCapitalized("en", SIMULTANEOUS_STREAMS)} screens at once per account, for shared apartments and suites.`,
    ],
    cta: "Email our sales team",
    ctaTopic: "about your property",
    subject: `MDU bulk accounts (apartments, hotels, campuses): schedule a call with ${site.name}`,
    mailBody: [
      "Hello,",
      "",
      "We would like live TV for our property.",
      "",
      "Properties (apartments, hotel, campus):",
      "Units, rooms or beds in each:",
      "Locations (city and state):",
      "Current TV or internet provider, and when its agreement ends:",
      "Devices residents or guests watch on (smart TVs, streaming players, phones):",
      "Best times for a call:",
    ].join("\n"),
  },
  note: "“No contracts, cancel anytime” is our promise for individual subscriptions. Bulk and partner agreements are set with our sales team, to fit your property or network.",
  table: {
    caption: "The partnership at a glance",
    challenge: {
      title: "The Challenge",
      text: "Households are leaving cable for streaming, and each one that cuts the cord takes its TV spending elsewhere. Building a TV service of your own means channel licensing, a video platform and an app for every device.",
    },
    solution: {
      title: "The Solution",
      text: `${site.name}: a licensed, live channel lineup delivered over the internet connection you already provide, with apps for the web, phones, streaming players and smart TVs. No set-top boxes, no new wiring.`,
    },
    offering: {
      title: "The Offering",
      items: [
        `${countWordCapitalized("en", PRIMARY_PACKAGE_COUNT)} primary packages plus add-ons, matched to your market and budget`,
        "Bulk and hotel accounts under a single agreement",
        "Co-branded launch promotions and marketing material",
        "Technical onboarding with your network and support teams",
      ],
    },
  },
  benefits: {
    title: "Partner benefits",
    items: [
      {
        title: "Bundling",
        text: "Sell live TV with your broadband plans, rents or room rates, on one bill your customers already pay.",
      },
      {
        title: "Promotions",
        text: "Launch with co-branded offers, flyers and move-in or check-in campaigns that we prepare with you.",
      },
      {
        title: "Technical integration",
        text: "We work with your network and operations teams on onboarding, account provisioning and support hand-offs.",
      },
      {
        title: "Limited-time trial",
        text: "We suggest opening with a free trial for a limited time, so subscribers and residents can try the service before they pay.",
      },
    ],
  },
  next: {
    title: "What happens next",
    steps: [
      `You email us: ${site.mail.partners} for internet and cable providers, ${site.mail.sales} for apartments, hotels and campuses.`,
      "Our sales team replies and sets up a call.",
      "We propose packages for your property or your market.",
      "We suggest a limited-time trial, so residents, guests or subscribers can try the service.",
      "You launch, and everyone starts watching on their own screens.",
    ],
  },
  /** The packages as the brief lists them, from the data files at build time. */
  plans: {
    title: "Packages and prices",
    lead: "Monthly prices per subscription: one primary package, and any add-ons on top.",
    /** Until the business states how bulk and hotel accounts are priced (site.facts.partnerPricing). */
    quoted: "Our sales team quotes bulk and hotel pricing for each property.",
    primary: "Primary packages",
    addOns: "Add-on packages",
    columns: { title: "Package", channels: "Channels", price: "Price" },
    packages: "Every package on Packages",
    compare: "Compare the packages channel by channel",
  },
  devices: {
    title: "Where people watch",
    lead: "On the web and in our app on:",
  },
  /** Said on screen only: a page without scripts cannot open the print dialog itself. */
  print:
    "Need something to pass along? Print this page (Ctrl+P, or ⌘P on a Mac; on a phone, Share, then Print): it prints as a short brief with every package and price.",
  closing: {
    title: "Let’s talk about your subscribers",
    body: "Tell us about your network or your property, and we will set up a call with the right team.",
  },
};

export type PartnersMessages = typeof partners;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("partners", partners);
