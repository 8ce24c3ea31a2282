import { Loader2Icon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export type SpinnerProps = ComponentProps<"span"> & {
  /** Text announced to assistive technology (and shown when showLabel is set). */
  label?: string;
  showLabel?: boolean;
};

export function Spinner({ label = "Loading...", showLabel = false, className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}
      {...props}
    >
      <Loader2Icon className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span className={showLabel ? "text-sm" : "sr-only"}>{label}</span>
    </span>
  );
}
