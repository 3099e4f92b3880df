import styles from "./promo-picture.module.css";

/** Widths (px) the promo scene is rendered at; see scripts/render-artwork.sh. */
export const PROMO_WIDTHS = [480, 800, 1200] as const;
export const PROMO_FORMATS = ["avif", "webp", "jpg"] as const;
const PROMO_WIDTH = 1200;
const PROMO_HEIGHT = 675;

/** Shown at full content width on narrow screens, in a column of the two-column layout on wide ones. */
const SIZES = "(min-width: 768px) min(38rem, 52vw), calc(100vw - 2rem)";

export function promoSrc(width: number, format: string): string {
  return `/images/promo-${width}.${format}`;
}

function srcSet(format: string): string {
  return PROMO_WIDTHS.map(
    (width) => `${promoSrc(width, format)} ${width}w`,
  ).join(", ");
}

/**
 * The promo scene: AVIF, then WebP, then JPEG. Its size is set so nothing
 * moves while it loads, and it is fetched early because it is the largest
 * picture on Home.
 */
export function PromoPicture({
  className,
  alt,
}: {
  className?: string;
  /** What the scene shows, in the page's language. */
  alt: string;
}) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={SIZES} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={SIZES} />
      <img
        className={styles.image}
        src={promoSrc(800, "jpg")}
        srcSet={srcSet("jpg")}
        sizes={SIZES}
        width={PROMO_WIDTH}
        height={PROMO_HEIGHT}
        fetchPriority="high"
        alt={alt}
      />
    </picture>
  );
}
