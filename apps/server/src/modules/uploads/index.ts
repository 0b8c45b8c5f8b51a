// The uploads module's public entry: what app.ts and other modules may use of it. Everything
// else in this folder is the module's own (docs/decisions/0006, enforced by lint).
export { UPLOAD_MAX_BYTES, uploadRoutes } from "./routes";
// One photo pipeline for the whole server: recipe step photos are checked, re-encoded and kept
// exactly as delivery photos are (decision 0018).
export { notAPhoto, storedPhoto } from "./photos";
export { findUpload, storeUpload } from "./store";
export { readPhotoHeader } from "./image-header";
