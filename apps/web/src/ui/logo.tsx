import { cn } from "./cn";

/** The Lectern mark: an open book on an indigo tile (same drawing as public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="7" fill="#4f46e5" />
      <path d="M7 9.5c2.8-.9 5.8-.6 9 1.2v12.8c-3.2-1.8-6.2-2.1-9-1.2V9.5Z" fill="#fff" />
      <path d="M25 9.5c-2.8-.9-5.8-.6-9 1.2v12.8c3.2-1.8 6.2-2.1 9-1.2V9.5Z" fill="#c7d2fe" />
      <path d="M16 10.7v12.8" stroke="#4f46e5" strokeWidth="1.2" />
    </svg>
  );
}

/** Mark plus wordmark. Wrap it in a link with its own accessible name when it navigates. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 text-lg font-bold tracking-tight", className)}>
      <LogoMark />
      <span>Lectern</span>
    </span>
  );
}
