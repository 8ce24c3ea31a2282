export * from "./html-entities.ts";
