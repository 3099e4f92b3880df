import { CopyButton } from "./copy-button";

/** A mail address as a link that opens a mail to it, and the button that copies it. */
export function MailAddress({
  address,
  href = `mailto:${address}`,
}: {
  address: string;
  /** The mail link, when it fills in a subject. */
  href?: string;
}) {
  return (
    <>
      <a href={href}>{address}</a>
      <CopyButton address={address} />
    </>
  );
}
