// The demo module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { demoRoutes } from "./routes";
export { createDemoWorkspace, sweepExpiredDemos } from "./service";
export { makeDemoTemplate, scheduleDemoTemplates, type DemoTemplateSchedule } from "./template";
export { topUpDemoSpares } from "./spares";
