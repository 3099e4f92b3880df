import { Fragment } from "react";
import { Link } from "react-router";

import { telHref } from "~/config/site";

import { CopyButton } from "./copy-button";

/** A piece of a sentence: plain text, a link inside the site, a mail link (with its Copy button) or a phone link. */
export type Part =
  | string
  | { text: string; to: string }
  | { text: string; mail: string }
  | { text: string; tel: string };

/** A run of parts as text and links. */
export function TextParts({ parts }: { parts: readonly Part[] }) {
  return parts.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : "to" in part ? (
      <Link key={index} to={part.to}>
        {part.text}
      </Link>
    ) : "mail" in part ? (
      <Fragment key={index}>
        <a href={`mailto:${part.mail}`}>{part.text}</a>
        <CopyButton address={part.mail} />
      </Fragment>
    ) : (
      <a key={index} href={telHref(part.tel)}>
        {part.text}
      </a>
    ),
  );
}
