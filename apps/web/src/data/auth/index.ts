// The account and session layer: the better-auth client, account calls with spec results, the session hook,
// sign-out cleanups and session-expiry reports.

export * from "./account";
export * from "./account-result";
export * from "./redirect";
export * from "./session-events";
export * from "./session-expiry";
export * from "./session-user";
export * from "./sign-out-cleanup";
export * from "./sign-out-flow";
export * from "./sign-out-pending";
export * from "./two-factor";
export * from "./use-auth-session";
export * from "./use-sign-out";
