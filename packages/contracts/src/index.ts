export * from "./email";
export * from "./health";
export * from "./errors";
export * from "./pricing";
export * from "./accounts";
export * from "./fields";
export * from "./inventory";
export * from "./purchasing";
