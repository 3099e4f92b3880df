// HTML's invoker commands, which React passes through as plain attributes but
// its types do not list yet.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button commands. */
    commandfor?: string | undefined;
    /** What the button asks of that element. */
    command?: "show-modal" | "close" | "request-close" | undefined;
  }
}
