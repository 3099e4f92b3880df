// Plain data, shared by the Playwright tests and the other engines' suite.

/** The seven routes of SPEC §2, then the pages beyond the bar, with their headings. */
export const ROUTES = [
  { path: "/", heading: "A Traditional Television Experience" },
  { path: "/plus", heading: "Packages" },
  { path: "/plus/channels", heading: "Channels" },
  { path: "/plus/instructions", heading: "Instructions" },
  { path: "/plus/isps-mdus", heading: "ISPs / Cable Providers and MDUs" },
  { path: "/plus/signup", heading: "Sign Up" },
  { path: "/plus/channelstest", heading: "Channels Test" },
  { path: "/plus/finder", heading: "Channel Finder" },
  { path: "/plus/compare", heading: "Compare Packages" },
  { path: "/plus/faq", heading: "Questions and answers" },
  { path: "/plus/privacy", heading: "Privacy" },
  { path: "/plus/accessibility", heading: "Accessibility" },
] as const;
