#!/usr/bin/env bash
# Renders the SVG sources in artwork/ into the images the site ships in public/.
# Run it after changing a source and commit the results; the build does not need these tools.
# Tools (Debian): apt-get install librsvg2-bin webp libavif-bin imagemagick pngquant
set -euo pipefail
cd "$(dirname "$0")/.."

CONVERT="${CONVERT:-convert}" # ImageMagick
SRC=artwork
IMAGES=public/images
ICONS=public/icons
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$IMAGES" "$ICONS"

# The promo scene (16:9) at three widths, as AVIF, WebP and a JPEG fallback.
for width in 480 800 1200; do
  height=$((width * 9 / 16))
  rsvg-convert -w "$width" -h "$height" "$SRC/promo.svg" -o "$TMP/promo.png"
  avifenc --speed 0 --min 10 --max 28 --yuv 420 "$TMP/promo.png" "$IMAGES/promo-$width.avif" >/dev/null
  cwebp -quiet -q 72 -m 6 -sharp_yuv "$TMP/promo.png" -o "$IMAGES/promo-$width.webp"
  "$CONVERT" "$TMP/promo.png" -strip -sampling-factor 4:2:0 -quality 78 -interlace JPEG "$IMAGES/promo-$width.jpg"
done

# The link-preview card for Open Graph and Twitter: 1200x630 PNG.
rsvg-convert -w 1200 -h 630 "$SRC/share.svg" -o "$TMP/share.png"
pngquant --force --quality 70-90 --speed 1 --strip --output "$IMAGES/share.png" 256 "$TMP/share.png"

# Favicons and app icons.
# The favicon is a 32 px PNG only (app/config/icons.ts says why there is no SVG one).
rsvg-convert -w 32 -h 32 "$SRC/icon.svg" -o "$TMP/icon-32.png"
pngquant --force --quality 80-95 --strip --output "$ICONS/icon-32.png" 64 "$TMP/icon-32.png"
for size in 180 192 512; do
  rsvg-convert -w "$size" -h "$size" "$SRC/app-icon.svg" -o "$TMP/app-$size.png"
  pngquant --force --quality 80-95 --strip --output "$TMP/app-$size-q.png" 64 "$TMP/app-$size.png"
done
mv "$TMP/app-180-q.png" public/apple-touch-icon.png
mv "$TMP/app-192-q.png" "$ICONS/icon-192.png"
mv "$TMP/app-512-q.png" "$ICONS/icon-512.png"

ls -l "$IMAGES" "$ICONS" public/apple-touch-icon.png
