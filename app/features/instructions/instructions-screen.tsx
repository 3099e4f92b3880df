import { DataAwait, DataFallback } from "~/components/data-await";
import type { InstructionsFile } from "~/data/instructions-schema";
import type { InstructionsMessages } from "~/messages/en/instructions";

import { InstructionsFinder } from "./instructions-finder";
import styles from "./instructions.module.css";

interface InstructionsScreenProps {
  t: InstructionsMessages;
  /** The route's loader data; absent before the loader has run. */
  instructions?: InstructionsFile | Promise<InstructionsFile>;
}

/** The Instructions screen: the intro, then the device and platform choice. */
export function InstructionsScreen({
  t,
  instructions,
}: InstructionsScreenProps) {
  return (
    <>
      <h1>{t.title}</h1>
      <p className="print-hidden">{t.intro}</p>
      {instructions === undefined ? (
        <DataFallback what={t.what} reserve={styles.reserve} />
      ) : (
        <DataAwait
          resolve={instructions}
          what={t.what}
          reserve={styles.reserve}
        >
          {(data) => <InstructionsFinder t={t} data={data} />}
        </DataAwait>
      )}
    </>
  );
}
