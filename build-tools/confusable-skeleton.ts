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

/** Each character case-folded alone (so a Greek final sigma folds as any sigma). */
function caseFold(text: string): string {
  let folded = "";
  for (const character of text) {
    folded += character.toUpperCase().toLowerCase();
  }
  return folded;
}

/**
 * A skeleton that ignores letter case, as TR39 compares names whose case
 * does not matter: "сnn" (Cyrillic с), "Сnn" and "CNN" share one, and so do
 * Greek "ΑΜC" and "amc". The confusables table maps capitals to Latin
 * capitals and small letters to small ones, and a prototype may itself be a
 * capital ("ꓚ" looks like "C"): so skeleton, fold, skeleton again, fold
 * again, and a last skeleton, which leaves a folded Latin skeleton as it is.
 */
export function foldedSkeleton(text: string): string {
  let skeleton = confusableSkeleton(text);
  for (let pass = 0; pass < 2; pass++) {
    skeleton = confusableSkeleton(caseFold(skeleton.normalize("NFC")));
  }
  return skeleton;
}
