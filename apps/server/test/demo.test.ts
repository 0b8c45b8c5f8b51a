import { demoSuite } from "./demo-suite";

// The demo written record by record, as it is when no template is ready (DEMO_TEMPLATE=off).
demoSuite("replayed");
