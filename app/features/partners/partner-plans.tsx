import type { ReactNode } from "react";
import { Link } from "react-router";

import { useCommon, usePaths } from "~/i18n/common";
import { joinList } from "~/i18n/format";
import { channelCountText } from "~/lineup/channel-count-text";
import { formatMonthlyPrice } from "~/lineup/format-price";
import type { PartnersMessages } from "~/messages/en/partners";
import info from "~/styles/info-page.module.css";
import linkRow from "~/styles/link-row.module.css";

import styles from "./partner-plans.module.css";

/** A package as the brief lists it, in the page's language. */
export interface BriefPackage {
  name: string;
  title: string;
  /** The file's price, "34.50". */
  price: string;
  tv: number;
  music: number;
}

/**
 * The packages and devices of the data files, as the route's loader reads
 * them (the FAQ's plan figures, app/features/facts/plan-facts.ts).
 */
export interface BriefPlans {
  primaries: readonly BriefPackage[];
  addOns: readonly BriefPackage[];
  devices: readonly {
    name: string;
    shown: string;
    platforms: readonly { shown: string }[];
  }[];
}

/**
 * The brief's facts from the data files, as of the build: every active
 * package with its channel counts and price, and the devices people watch on.
 */
export function PartnerPlans({
  t,
  plan,
  pricing,
}: {
  t: Pick<PartnersMessages, "plans" | "devices">;
  plan: BriefPlans;
  /** How bulk and hotel accounts are priced, beside the prices of a subscription. */
  pricing?: ReactNode;
}) {
  const paths = usePaths();
  const { locale } = useCommon();
  return (
    <>
      <section className={info.section} aria-labelledby="plans-title">
        <h2 id="plans-title">{t.plans.title}</h2>
        <p className={info.note}>{t.plans.lead}</p>
        {pricing}
        <div className={styles.tables}>
          <PlanTable t={t} caption={t.plans.primary} items={plan.primaries} />
          <PlanTable t={t} caption={t.plans.addOns} items={plan.addOns} />
        </div>
        <ul className={`${linkRow.row} print-hidden`}>
          <li>
            <Link to={paths.packages}>{t.plans.packages}</Link>
          </li>
          <li>
            <Link to={paths.compare}>{t.plans.compare}</Link>
          </li>
        </ul>
      </section>
      {plan.devices.length > 0 && (
        <section className={info.section} aria-labelledby="devices-title">
          <h2 id="devices-title">{t.devices.title}</h2>
          <p>{t.devices.lead}</p>
          <ul className={styles.devices}>
            {plan.devices.map((device) => (
              <li key={device.name}>
                <strong>{device.shown}:</strong>{" "}
                {joinList(
                  locale,
                  device.platforms.map((platform) => platform.shown),
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function PlanTable({
  t,
  caption,
  items,
}: {
  t: Pick<PartnersMessages, "plans">;
  caption: string;
  items: readonly BriefPackage[];
}) {
  const { locale, perMonth } = useCommon();
  if (items.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.plans.columns.title}</th>
          <th scope="col">{t.plans.columns.channels}</th>
          <th scope="col" className={styles.price}>
            {t.plans.columns.price}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name}>
            <th scope="row">{item.title}</th>
            <td>
              {channelCountText({ tv: item.tv, music: item.music }, locale)}
            </td>
            <td className={styles.price}>
              {formatMonthlyPrice(item.price, perMonth)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
