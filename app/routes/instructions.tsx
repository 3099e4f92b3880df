import type { Route } from "./+types/instructions";
import { DataView } from "~/components/data-view";
import { SIMULTANEOUS_STREAMS } from "~/config/constants";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { instructionsFile } from "~/data/data-files";
import { InstructionsFinder } from "~/features/instructions/instructions-finder";
import styles from "~/features/instructions/instructions.module.css";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Instructions",
    description:
      "Set up Keystone TV on your phone, streaming player or smart TV.",
    path: PATHS.instructions,
  });
}

export default function Screen() {
  return (
    <>
      <h1>Instructions</h1>
      <p className="print-hidden">
        Watch {site.name} in a web browser, on your phone or tablet, on a
        streaming player or on a smart TV, on up to {SIMULTANEOUS_STREAMS}{" "}
        screens at once. Choose your device, then its platform, to see how to
        get started.
      </p>
      <DataView
        file={instructionsFile}
        what="the setup instructions"
        reserve={styles.reserve}
      >
        {(data) => <InstructionsFinder data={data} />}
      </DataView>
    </>
  );
}
