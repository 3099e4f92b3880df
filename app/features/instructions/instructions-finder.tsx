import { useEffect, useId, useRef } from "react";

import type { InstructionsFile } from "~/data/schemas";
import { shortenText } from "~/lib/shorten-text";
import { useQueryState } from "~/lib/use-query-state";
import controls from "~/styles/controls.module.css";

import {
  activePlatforms,
  findInstruction,
  selectableDevices,
} from "./platforms";
import { PlatformPicks } from "./platform-picks";
import { chooseSetup, readSetupQuery, writeSetupQuery } from "./setup-choice";
import { StepsPanel } from "./steps-panel";

import styles from "./instructions.module.css";

/** Device, then platform, then the steps for that pair. The choice lives in the URL, so a link can share it. */
export function InstructionsFinder({ data }: { data: InstructionsFile }) {
  const deviceId = useId();
  const platformId = useId();
  const [query, setQuery] = useQueryState(readSetupQuery, writeSetupQuery);
  const { device, platform, unknownDevice, unknownPlatform } = chooseSetup(
    query.device,
    query.platform,
    data.devices,
  );

  // A one-tap pick removes its button; focus goes to the platform field it filled.
  const platformField = useRef<HTMLSelectElement>(null);
  const focusPlatform = useRef(false);
  useEffect(() => {
    if (!focusPlatform.current) return;
    focusPlatform.current = false;
    platformField.current?.focus();
  }, [query]);

  const devices = selectableDevices(data.devices);
  const platforms = device ? activePlatforms(device) : [];
  const instruction =
    device && platform
      ? findInstruction(data.instructions, device.name, platform.name)
      : undefined;

  return (
    <>
      {device && platform && (
        <p className={controls.printTitle}>
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
            onChange={(event) =>
              setQuery({ device: event.target.value || null, platform: null })
            }
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
            ref={platformField}
            className={styles.select}
            value={platform?.name ?? ""}
            disabled={!device}
            onChange={(event) =>
              setQuery({
                device: device?.name ?? null,
                platform: event.target.value || null,
              })
            }
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
      {!device && (
        <PlatformPicks
          devices={devices}
          onChoose={(deviceName, platformName) => {
            focusPlatform.current = true;
            setQuery({ device: deviceName, platform: platformName });
          }}
        />
      )}
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
