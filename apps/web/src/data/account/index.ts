// A student's own data (issue 18 §6): export, account deletion, and clearing a deleted account's devices.

export * from "./account-api";
export * from "./account-export";
export * from "./account-gone";
