import type { Page } from "@playwright/test";

/**
 * Collects every Content-Security-Policy violation the page reports, as
 * events and as console messages, and any complaint about the
 * Permissions-Policy header. Call before the page loads.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (text: string) => {
    problems.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report: unknown = Reflect.get(window, "reportPolicyViolation");
      if (typeof report === "function") {
        report(`${event.effectiveDirective} blocked ${event.blockedURI}`);
      }
    });
  });
  page.on("console", (message) => {
    if (/content.security.policy|permissions.policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  return problems;
}
