import { demoSuite } from "./demo-suite";

// The demo copied from the day's template, as a visitor gets it once the template is ready.
demoSuite("copied");
