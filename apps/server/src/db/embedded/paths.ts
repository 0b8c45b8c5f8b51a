import path from "node:path";

/** Where the embedded database keeps its parts inside DATA_DIR. */
export function embeddedPaths(dataDir: string) {
  return {
    cluster: path.join(dataDir, "postgres"),
    credentials: path.join(dataDir, "postgres.json"),
    log: path.join(dataDir, "postgres.log"),
    initialising: path.join(dataDir, "postgres.initialising"),
  };
}

/** Where the embedded database keeps its parts. */
export type EmbeddedPaths = ReturnType<typeof embeddedPaths>;
