import type { Route } from "./+types/signup";
import { SignupPage } from "~/features/info/signup-page";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "signup").meta);
}

export default function Signup() {
  return <SignupPage t={useWords("signup")} />;
}
