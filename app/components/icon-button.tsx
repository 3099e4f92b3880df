import type { ComponentPropsWithRef } from "react";

import styles from "./icon-button.module.css";

/** The drawings, on a 24-unit grid, stroked in the text colour. */
const ICONS = {
  menu: "M3 6h18M3 12h18M3 18h18",
  close: "M6 6l12 12M18 6L6 18",
} as const;

interface IconButtonProps extends Omit<
  ComponentPropsWithRef<"button">,
  "children" | "type"
> {
  icon: keyof typeof ICONS;
  /** The button's accessible name; the icon itself is hidden from assistive technology. */
  label: string;
}

/** A square 44 px button showing one icon, named by hidden text. */
export function IconButton({
  icon,
  label,
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={ICONS[icon]}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
