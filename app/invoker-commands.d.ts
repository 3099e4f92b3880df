// HTML's invoker commands, which React passes through as plain attributes but
// its types do not list yet.
import "react";

declare module "react" {
  // A merged declaration repeats React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button commands. */
    commandfor?: string | undefined;
    /** What the button asks of that element. */
    command?: "show-modal" | "close" | "request-close" | undefined;
  }
}
