/** Platform names as people say them, where the data file's name is a system's name. */
const PEOPLES_WORDS: Record<string, string> = {
  iOS: "iPhone and iPad (iOS)",
  Web: "web browser",
};

/** The name a visitor knows a platform by. */
export function platformLabel(name: string): string {
  return PEOPLES_WORDS[name] ?? name;
}
