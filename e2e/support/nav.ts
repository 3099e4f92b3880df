import { navItems } from "../../app/config/nav";
import { pathsFor } from "../../app/config/paths";
import { common as en } from "../../app/messages/en/common";
import { common as es } from "../../app/messages/es/common";

/** The five links of the bar on the English pages. */
export const NAV_ITEMS = navItems(pathsFor("en"), en.nav);

/** The same links on the Spanish pages. */
export const SPANISH_NAV_ITEMS = navItems(pathsFor("es"), es.nav);
