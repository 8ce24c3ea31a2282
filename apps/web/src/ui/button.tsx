import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { type ButtonVariantProps, buttonVariants } from "./button-variants";
import { cn } from "./cn";

export type ButtonProps = ComponentProps<"button"> &
  ButtonVariantProps & {
    /** Render the single child (e.g. a router Link) with button styling instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot.Root className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  }
  return (
    <button type={type ?? "button"} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}

export { buttonVariants };
