import type { SharedWords } from "../en/shared";

/** Words several Spanish catalogues state; the keys are those of ../en/shared.ts. */
const comingSoon = "Las suscripciones individuales llegarán pronto.";
const orderNow =
  "Edificios, hoteles y socios ya pueden hacer su pedido con nuestro equipo de ventas.";

export const shared: SharedWords = {
  perMonth: "/mes",
  availability: `${comingSoon} ${orderNow}`,
  comingSoon,
  orderNow,
};
