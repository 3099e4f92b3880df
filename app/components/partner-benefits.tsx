import styles from "./partner-benefits.module.css";

const BENEFITS = [
  {
    title: "Bundling",
    text: "Sell live TV with your broadband plans, rents or room rates, on one bill your customers already pay.",
  },
  {
    title: "Promotions",
    text: "Launch with co-branded offers, flyers and move-in or check-in campaigns that we prepare with you.",
  },
  {
    title: "Technical integration",
    text: "We work with your network and operations teams on onboarding, account provisioning and support hand-offs.",
  },
  {
    title: "Limited-time trial",
    text: "We suggest opening with a free trial for a limited time, so subscribers and residents can try the service before they pay.",
  },
] as const;

/** What a partner gets, as four short cards. */
export function PartnerBenefits({ labelledBy }: { labelledBy: string }) {
  return (
    <ul className={styles.benefits} aria-labelledby={labelledBy}>
      {BENEFITS.map((benefit) => (
        <li key={benefit.title} className={styles.benefit}>
          <h3 className={styles.title}>{benefit.title}</h3>
          <p className={styles.text}>{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
