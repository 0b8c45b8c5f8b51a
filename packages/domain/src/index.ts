export * from "./stock-status";
