import { Outlet, ScrollRestoration } from "react-router";
import { Providers } from "./providers";

export function RootLayout() {
  return (
    <Providers>
      <Outlet />
      <ScrollRestoration />
    </Providers>
  );
}
