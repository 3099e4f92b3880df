import { useId, useState } from "react";

import type { InstructionsFile } from "~/data/schemas";

import {
  activePlatforms,
  findInstruction,
  selectableDevices,
} from "./platforms";
import { StepsPanel } from "./steps-panel";
import styles from "./instructions.module.css";

/** Device, then platform, then the steps for that pair. */
export function InstructionsFinder({ data }: { data: InstructionsFile }) {
  const deviceId = useId();
  const platformId = useId();
  const [deviceName, setDeviceName] = useState("");
  const [platformName, setPlatformName] = useState("");

  const devices = selectableDevices(data.devices);
  const device = devices.find((candidate) => candidate.name === deviceName);
  const platforms = device ? activePlatforms(device) : [];
  const platform = platforms.find(
    (candidate) => candidate.name === platformName,
  );
  const instruction =
    device && platform
      ? findInstruction(data.instructions, device.name, platform.name)
      : undefined;

  return (
    <>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={deviceId}>Device</label>
          <select
            id={deviceId}
            className={styles.select}
            value={deviceName}
            onChange={(event) => {
              // A new device starts over: its platforms differ.
              setDeviceName(event.target.value);
              setPlatformName("");
            }}
          >
            <option value="">Choose a device</option>
            {devices.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={platformId}>Platform</label>
          <select
            id={platformId}
            className={styles.select}
            value={platformName}
            disabled={!device}
            onChange={(event) => setPlatformName(event.target.value)}
          >
            <option value="">
              {device ? "Choose a platform" : "Choose a device first"}
            </option>
            {platforms.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {device && platform && (
        <StepsPanel
          device={device.name}
          platform={platform.name}
          steps={instruction?.steps ?? []}
        />
      )}
    </>
  );
}
