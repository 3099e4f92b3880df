import type { SharedWords } from "../en/shared";

/** Words several Spanish catalogues state; the keys are those of ../en/shared.ts. */
export const shared: SharedWords = {
  perMonth: "/mes",
  availability:
    "Las suscripciones individuales llegarán pronto. Edificios, hoteles y socios ya pueden hacer su pedido con nuestro equipo de ventas.",
};
