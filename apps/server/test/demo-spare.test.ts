import { demoSuite } from "./demo-suite";

// The demo as a visitor gets it from a spare: a copy of the day's template made before they came.
demoSuite("spare");
