import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const VARIANTS = {
  error: { Icon: CircleAlertIcon, role: "alert", className: "border-destructive/40 bg-destructive/10" },
  success: { Icon: CircleCheckIcon, role: "status", className: "border-success/40 bg-success/10" },
  info: { Icon: InfoIcon, role: "status", className: "border-primary/30 bg-accent" },
} as const;

export type AlertProps = ComponentProps<"div"> & { variant?: keyof typeof VARIANTS };

/** A message inside the page: errors are announced at once (role alert), others politely (role status). */
export function Alert({ variant = "info", className, children, ...props }: AlertProps) {
  const { Icon, role, className: tone } = VARIANTS[variant];
  return (
    <div
      role={role}
      className={cn("flex gap-3 rounded-lg border px-4 py-3 text-sm text-foreground", tone, className)}
      {...props}
    >
      <Icon
        className={cn(
          "mt-0.5 size-4 shrink-0",
          variant === "error" ? "text-destructive" : variant === "success" ? "text-success" : "text-primary",
        )}
        aria-hidden="true"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">{children}</div>
    </div>
  );
}
