import unhomoglyph from "unhomoglyph";

/** Characters that show as nothing (joiners, variation selectors, soft hyphens…). */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The confusable skeleton of Unicode TR39 §4: names whose skeletons are
 * equal look alike, such as Cyrillic "СNN" and Latin "CNN". Decomposed
 * (NFD), without default-ignorable characters, each character replaced by
 * its prototype from Unicode's full confusables table (confusables.txt of
 * Unicode 13.0.0, as the `unhomoglyph` package ships it), decomposed again.
 * Letter case counts: "cnn" and "CNN" have different skeletons.
 */
export function confusableSkeleton(text: string): string {
  return unhomoglyph(
    text.normalize("NFD").replace(DEFAULT_IGNORABLE, ""),
  ).normalize("NFD");
}

/**
 * The small capitals, each with its capital letter, as their Unicode names
 * pair them ("LATIN LETTER SMALL CAPITAL H", "LATIN CAPITAL LETTER H").
 * They read as capitals, but Unicode gives them no case mapping, and the
 * confusables table keeps several as prototypes of their own ("н" → "ʜ").
 */
const SMALL_CAPITALS: Readonly<Record<string, string>> = {
  "\u1d00": "A",
  "\u1d01": "\u00c6",
  "\u0299": "B",
  "\u1d04": "C",
  "\u1d05": "D",
  "\u1d06": "\u00d0",
  "\u1d07": "E",
  "\ua730": "F",
  "\u0262": "G",
  "\u029c": "H",
  "\u026a": "I",
  "\u1d0a": "J",
  "\u1d0b": "K",
  "\u029f": "L",
  "\u1d0d": "M",
  "\u0274": "N",
  "\u1d0f": "O",
  "\u1d15": "\u0222",
  "\u1d18": "P",
  "\ua7af": "Q",
  "\u0280": "R",
  "\ua731": "S",
  "\u1d1b": "T",
  "\u1d1c": "U",
  "\u1d20": "V",
  "\u1d21": "W",
  "\u028f": "Y",
  "\u1d22": "Z",
  "\u1d23": "\u01b7",
  "\u1d26": "\u0393",
  "\u1d27": "\u039b",
  "\u1d28": "\u03a0",
  "\u1d29": "\u03a1",
  "\u1d2a": "\u03a8",
  "\uab65": "\u03a9",
  "\u1d2b": "\u041b",
};

/** Each character case-folded alone (so a Greek final sigma folds as any sigma), a small capital as its letter. */
function caseFold(text: string): string {
  let folded = "";
  for (const character of text) {
    folded += (SMALL_CAPITALS[character] ?? character)
      .toUpperCase()
      .toLowerCase();
  }
  return folded;
}

/** Each character as a capital, a small capital as its capital. */
function capitals(text: string): string {
  let upper = "";
  for (const character of text) {
    upper += SMALL_CAPITALS[character] ?? character.toUpperCase();
  }
  return upper;
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

/**
 * The keys two names share when one can be taken for the other in some
 * letter case: the folded skeleton of the name as written and of the name
 * in capitals. A small letter may look like a Latin letter only in one
 * case: Cyrillic "м" is a turned "w" in the table, its capital "М" an "M";
 * Greek "ν" looks like "v", its capital "Ν" like "N". Names are look-alikes
 * when either key is the same.
 */
export function lookalikeKeys(text: string): readonly [string, string] {
  return [foldedSkeleton(text), foldedSkeleton(capitals(text))];
}

/** Whether names with these {@link lookalikeKeys} look alike: either key is the same. */
export function sameLookalikeKey(
  one: readonly [string, string],
  other: readonly [string, string],
): boolean {
  return one[0] === other[0] || one[1] === other[1];
}
