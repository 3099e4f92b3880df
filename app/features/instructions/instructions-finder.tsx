import { useEffect, useId, useRef } from "react";
import { useNavigationType } from "react-router";

import { setupPath } from "~/config/paths";
import { shownName } from "~/data/in-language";
import type { InstructionsFile } from "~/data/instructions-schema";
import { useLocale } from "~/i18n/common";
import { shortenText } from "~/lib/shorten-text";
import { useQueryState } from "~/lib/use-query-state";
import { setupPages } from "~/lineup/setup-pages";
import {
  activePlatforms,
  findInstruction,
  selectableDevices,
} from "~/lineup/platforms";
import type { InstructionsMessages } from "~/messages/en/instructions";
import controls from "~/styles/controls.module.css";

import { PlatformPicks } from "./platform-picks";
import { chooseSetup, readSetupQuery, writeSetupQuery } from "./setup-choice";
import { StepsPanel } from "./steps-panel";

import styles from "./instructions.module.css";

interface InstructionsFinderProps {
  t: InstructionsMessages;
  data: InstructionsFile;
}

/**
 * Device, then platform, then the steps for that pair. The choice lives in
 * the URL, so a link can share it, and each choice is a history entry, so
 * Back returns to the one before; the URL and the options' values keep the
 * data file's names in every language, and the options show the page's.
 */
export function InstructionsFinder({ t, data }: InstructionsFinderProps) {
  const locale = useLocale();
  const deviceId = useId();
  const platformId = useId();
  const [query, setQuery] = useQueryState(readSetupQuery, writeSetupQuery, {
    history: "push",
  });
  const { device, platform, unknownDevice, unknownPlatform } = chooseSetup(
    query.device,
    query.platform,
    data.devices,
  );

  const deviceField = useRef<HTMLSelectElement>(null);
  const platformField = useRef<HTMLSelectElement>(null);
  const focusPlatform = useRef(false);
  const navigationType = useNavigationType();
  // What had focus when Back or Forward was pressed, before the screen changed.
  const focusBeforeStep = useRef<Element | null>(null);
  useEffect(() => {
    const note = () => {
      focusBeforeStep.current = document.activeElement;
    };
    window.addEventListener("popstate", note);
    return () => window.removeEventListener("popstate", note);
  }, []);
  const deviceName = device?.name;
  const shownDevice = useRef(deviceName);
  useEffect(() => {
    const deviceChanged = shownDevice.current !== deviceName;
    shownDevice.current = deviceName;
    const focusBefore = focusBeforeStep.current;
    focusBeforeStep.current = null;
    // A one-tap pick removes its button; focus goes to the platform field it filled.
    if (focusPlatform.current) {
      focusPlatform.current = false;
      platformField.current?.focus();
      return;
    }
    // Back or Forward may remove or disable what had focus (a step's link,
    // the platform field): focus goes to the field the step changed, with
    // its ring, as the visitor did not put it there.
    const hadFocus = focusBefore !== null && focusBefore !== document.body;
    if (navigationType === "POP" && hadFocus && lostFocus()) {
      (deviceChanged ? deviceField : platformField).current?.focus({
        focusVisible: true,
      });
    }
  }, [query, deviceName, navigationType]);

  const devices = selectableDevices(data.devices);
  const platforms = device ? activePlatforms(device) : [];
  const instruction =
    device && platform
      ? findInstruction(data.instructions, device.name, platform.name)
      : undefined;
  // The steps' own page (app/routes/setup.tsx), built for each platform with steps.
  const page =
    device && platform
      ? setupPages(data).find(
          (item) =>
            item.device.name === device.name &&
            item.platform.name === platform.name,
        )
      : undefined;
  const pagePath =
    page && setupPath(page.deviceSlug, page.platformSlug, locale);

  return (
    <>
      {device && platform && (
        <p className={controls.printTitle}>{t.printTitle(platform, device)}</p>
      )}
      {(unknownDevice ?? unknownPlatform) !== null && (
        <p role="status" className={styles.notice}>
          {unknownDevice !== null
            ? t.unknownDevice(shortenText(unknownDevice))
            : t.unknownPlatform(shortenText(unknownPlatform ?? ""), device)}
        </p>
      )}
      <div className={`${styles.controls} print-hidden`}>
        <div className={styles.field}>
          <label htmlFor={deviceId}>{t.device.label}</label>
          <select
            id={deviceId}
            ref={deviceField}
            className={styles.select}
            value={device?.name ?? ""}
            // A new device starts over: its platforms differ.
            onChange={(event) =>
              setQuery({ device: event.target.value || null, platform: null })
            }
          >
            <option value="">{t.device.choose}</option>
            {devices.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {shownName(candidate, locale)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={platformId}>{t.platform.label}</label>
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
              {device ? t.platform.choose : t.platform.chooseDeviceFirst}
            </option>
            {platforms.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {shownName(candidate, locale)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!device && (
        <PlatformPicks
          title={t.picksTitle}
          devices={devices}
          onChoose={(deviceName, platformName) => {
            focusPlatform.current = true;
            setQuery({ device: deviceName, platform: platformName });
          }}
        />
      )}
      {device && platform && (
        <StepsPanel
          t={t.steps}
          device={device}
          platform={platform}
          steps={instruction?.steps ?? []}
          pagePath={pagePath}
        />
      )}
    </>
  );
}

/** Whether focus is nowhere a visitor can go on from: on the page's body, or on a field now disabled. */
function lostFocus(): boolean {
  const focused = document.activeElement;
  return (
    focused === null ||
    focused === document.body ||
    !focused.isConnected ||
    focused.matches(":disabled")
  );
}
