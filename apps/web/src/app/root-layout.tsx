import { Outlet, ScrollRestoration } from "react-router";
import { Spinner } from "@/ui/spinner";
import { Providers } from "./providers";

export function RootLayout() {
  return (
    <Providers>
      <Outlet />
      <ScrollRestoration />
    </Providers>
  );
}

/** Shown while the first screen's code loads. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading..." showLabel />
    </div>
  );
}
