/** A data screen's spinner, in either language: found by its place, not its words. */
export const SPINNER = '[data-data-region] [role="status"][aria-label]';
