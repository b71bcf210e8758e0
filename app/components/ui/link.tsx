import { Link as RouterLink, type LinkProps as RouterLinkProps } from "react-router";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-classes.ts";
import { cx } from "./cx.ts";

export interface LinkProps extends RouterLinkProps {
  variant?: ButtonVariant | "text";
  size?: ButtonSize;
}

export function Link({ variant = "text", size, className, ...props }: LinkProps) {
  const classes =
    variant === "text"
      ? cx(
          "rounded text-brand underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand outline-none",
          className,
        )
      : buttonClasses(variant, size, className);
  return <RouterLink {...props} className={classes} />;
}
