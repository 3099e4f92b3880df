// negotiator 1.x takes a preference order for ties; DefinitelyTyped still describes 0.6.
declare module "negotiator" {
  class Negotiator {
    constructor(request: {
      headers: Record<string, string | string[] | undefined>;
    });
    encodings(
      available?: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string[];
  }
  export = Negotiator;
}
