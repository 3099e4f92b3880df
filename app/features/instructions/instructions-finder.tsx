import { useId } from "react";
import { useSearchParams } from "react-router";

import type { InstructionsFile } from "~/data/schemas";
import { shortenText } from "~/lib/shorten-text";

import {
  activePlatforms,
  findInstruction,
  selectableDevices,
} from "./platforms";
import { DEVICE_PARAM, PLATFORM_PARAM, chooseSetup } from "./setup-choice";
import { StepsPanel } from "./steps-panel";
import styles from "./instructions.module.css";

/** Device, then platform, then the steps for that pair. The choice lives in the URL, so a link can share it. */
export function InstructionsFinder({ data }: { data: InstructionsFile }) {
  const deviceId = useId();
  const platformId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { device, platform, unknownDevice, unknownPlatform } = chooseSetup(
    searchParams.get(DEVICE_PARAM),
    searchParams.get(PLATFORM_PARAM),
    data.devices,
  );

  const devices = selectableDevices(data.devices);
  const platforms = device ? activePlatforms(device) : [];
  const instruction =
    device && platform
      ? findInstruction(data.instructions, device.name, platform.name)
      : undefined;

  // Replace, not push: the URL follows the choice without filling the history.
  const choose = (deviceName: string, platformName: string) =>
    setSearchParams(
      (params) => {
        params.delete(DEVICE_PARAM);
        params.delete(PLATFORM_PARAM);
        if (deviceName) params.set(DEVICE_PARAM, deviceName);
        if (deviceName && platformName) {
          params.set(PLATFORM_PARAM, platformName);
        }
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      {device && platform && (
        <p className={styles.printTitle}>
          {platform.name} on {device.name}
        </p>
      )}
      {(unknownDevice ?? unknownPlatform) !== null && (
        <p role="status" className={styles.notice}>
          {unknownDevice !== null
            ? `We couldn’t find a device called “${shortenText(unknownDevice)}”, so please choose one below.`
            : `We couldn’t find a platform called “${shortenText(unknownPlatform ?? "")}”${device ? ` for ${device.name}` : ""}, so please choose one below.`}
        </p>
      )}
      <div className={`${styles.controls} print-hidden`}>
        <div className={styles.field}>
          <label htmlFor={deviceId}>Device</label>
          <select
            id={deviceId}
            className={styles.select}
            value={device?.name ?? ""}
            // A new device starts over: its platforms differ.
            onChange={(event) => choose(event.target.value, "")}
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
            value={platform?.name ?? ""}
            disabled={!device}
            onChange={(event) => choose(device?.name ?? "", event.target.value)}
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
