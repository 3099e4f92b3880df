import { channelPath } from "~/config/paths";
import { useLocale } from "~/i18n/common";

/**
 * A channel's name, linked to its page (app/routes/channel.tsx) when it has
 * one. A plain link: the page ships no script, so the browser loads it as a
 * document, as it would from anywhere else.
 */
export function ChannelNameLink({
  name,
  slug,
  className,
}: {
  name: string;
  slug: string | undefined;
  className?: string;
}) {
  const locale = useLocale();
  if (slug === undefined) return <span className={className}>{name}</span>;
  return (
    <a className={className} href={channelPath(slug, locale)}>
      {name}
    </a>
  );
}
