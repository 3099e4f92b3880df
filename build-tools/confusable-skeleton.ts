import unhomoglyph from "unhomoglyph";

/** Characters that show as nothing (joiners, variation selectors, soft hyphens…). */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The confusable skeleton of Unicode TR39 §4: names whose skeletons are
 * equal look alike, such as Cyrillic "СNN" and Latin "CNN". Decomposed
 * (NFD), without default-ignorable characters, each character replaced by
 * its prototype from the Unicode confusables table, decomposed again.
 * Letter case counts: "cnn" and "CNN" have different skeletons.
 */
export function confusableSkeleton(text: string): string {
  return unhomoglyph(
    text.normalize("NFD").replace(DEFAULT_IGNORABLE, ""),
  ).normalize("NFD");
}
