import { Link } from "react-router";

import type { Part } from "./faq-content";

/** A run of answer parts as text and links. */
export function AnswerParts({ parts }: { parts: readonly Part[] }) {
  return parts.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : "to" in part ? (
      <Link key={index} to={part.to}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={`mailto:${part.mail}`}>
        {part.text}
      </a>
    ),
  );
}
