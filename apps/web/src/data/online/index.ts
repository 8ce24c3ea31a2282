export { clearOnlineCache, readOnlineCache, writeOnlineCache } from "./online-cache";
export { type OnlineData, useOnlineData } from "./use-online-data";
export { useTier } from "./use-tier";
