import type { ReactElement } from "react";

import { site } from "~/config/site";
import { SHARE_IMAGE_SIZE } from "~/lib/meta";
import { priceParts } from "~/lineup/format-price";
import type { PackageMessages } from "~/messages/en/package";

/** The colours of the card, read from app/styles/tokens.css by the build. */
export interface CardPalette {
  bg: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  accent: string;
  onAccent: string;
}

export interface PackageCardProps {
  title: string;
  /** The file's price, "34.50". */
  price: string;
  /** "61 TV channels + 50 music channels" (app/lineup/channel-count-text.ts). */
  counts: string;
  primary: boolean;
  label?: string;
  /** The page's address without the scheme: "keystonetv.example/plus/packages/core". */
  address: string;
  t: PackageMessages;
  palette: CardPalette;
  /** The logo as a data URL. */
  logo: string;
}

/**
 * A package page's link-preview card, 1200 × 630: the logo and name of the
 * service, the package's kind, name and channels, and its monthly price as
 * Packages shows it (dollars large, cents smaller). Drawn by satori, which
 * takes inline styles only; the build turns it into a PNG.
 */
export function packageCard({
  title,
  price,
  counts,
  primary,
  label,
  address,
  t,
  palette,
  logo,
}: PackageCardProps): ReactElement {
  const { dollars, cents } = priceParts(price);
  return (
    <div
      style={{
        width: SHARE_IMAGE_SIZE.width,
        height: SHARE_IMAGE_SIZE.height,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        paddingTop: 64,
        paddingRight: 72,
        paddingBottom: 76,
        paddingLeft: 72,
        backgroundColor: palette.bg,
        backgroundImage: `linear-gradient(135deg, ${palette.surfaceRaised} 0%, ${palette.bg} 70%)`,
        borderBottom: `12px solid ${palette.accent}`,
        color: palette.text,
        fontFamily: "Arimo",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <img src={logo} width={80} height={80} alt="" />
        <div style={{ fontSize: 52, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 48 }}>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            flexGrow: 1,
            flexShrink: 1,
            minWidth: 0,
          }}
        >
          <div
            style={{
              display: "flex",
              flexWrap: "wrap",
              alignItems: "center",
              gap: 16,
            }}
          >
            <div
              style={{
                fontSize: 30,
                fontWeight: 700,
                letterSpacing: 2,
                textTransform: "uppercase",
                color: palette.accent,
              }}
            >
              {primary ? t.kind.primary : t.kind.addOn}
            </div>
            {label === undefined ? null : (
              <div
                style={{
                  fontSize: 24,
                  fontWeight: 700,
                  padding: "6px 18px",
                  borderRadius: 999,
                  backgroundColor: palette.accent,
                  color: palette.onAccent,
                }}
              >
                {label}
              </div>
            )}
          </div>
          <div
            style={{
              fontSize: 92,
              fontWeight: 700,
              lineHeight: 1.05,
              marginTop: 12,
            }}
          >
            {title}
          </div>
          <div
            style={{ fontSize: 36, color: palette.textMuted, marginTop: 24 }}
          >
            {counts}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            flexShrink: 0,
            paddingTop: 32,
            paddingRight: 36,
            paddingBottom: 32,
            paddingLeft: 36,
            borderRadius: 32,
            border: `2px solid ${palette.border}`,
            backgroundColor: palette.surface,
          }}
        >
          <div style={{ fontSize: 28, color: palette.textMuted }}>
            {t.price}
          </div>
          <div
            style={{
              display: "flex",
              alignItems: "flex-start",
              color: palette.accent,
              fontWeight: 700,
            }}
          >
            <div style={{ fontSize: 104, lineHeight: 1.1 }}>${dollars}</div>
            <div style={{ fontSize: 48, lineHeight: 1.1, marginTop: 8 }}>
              .{cents}
            </div>
          </div>
          <div style={{ fontSize: 36, color: palette.textMuted }}>
            {t.perMonth}
          </div>
        </div>
      </div>
      <div style={{ fontSize: 26, color: palette.textMuted }}>{address}</div>
    </div>
  );
}
