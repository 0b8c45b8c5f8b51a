export * from "./stock-status";
export * from "./permissions";
