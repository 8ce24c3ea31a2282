export { clearOnlineCache, readOnlineCache, writeOnlineCache } from "./online-cache";
export { useAskAgainOnVisit } from "./use-ask-again-on-visit";
export { type OnlineData, useOnlineData } from "./use-online-data";
export { useTier } from "./use-tier";
