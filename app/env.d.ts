/** Calendar year in which the site was built; replaced at build time. */
declare const __BUILD_YEAR__: number;

/** The SPEC §9 layout constants as CSS custom properties (see app/config/css-constants.ts). */
declare module "virtual:constants.css";
