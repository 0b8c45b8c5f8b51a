export * from "./quantity";
export * from "./units";
export * from "./stock-status";
export * from "./permissions";
export * from "./purchasing";
