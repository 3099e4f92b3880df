/** Calendar year in which the site was built; replaced at build time. */
declare const __BUILD_YEAR__: number;

/** The layout constants (docs/decisions.md, "Business constants") as CSS custom properties (see app/config/css-constants.ts). */
declare module "virtual:constants.css";
