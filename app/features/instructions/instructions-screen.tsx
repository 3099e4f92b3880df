import { DataAwait } from "~/components/data-await";
import type { ScreenData } from "~/data/use-screen-data";
import type { InstructionsFile } from "~/data/instructions-schema";
import type { InstructionsMessages } from "~/messages/en/instructions";

import { InstructionsFinder } from "./instructions-finder";
import styles from "./instructions.module.css";

interface InstructionsScreenProps {
  t: InstructionsMessages;
  /** The screen's data, from `useScreenData`. */
  instructions: ScreenData<InstructionsFile>;
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
      <DataAwait data={instructions} what={t.what} reserve={styles.reserve}>
        {(data) => <InstructionsFinder t={t} data={data} />}
      </DataAwait>
    </>
  );
}
