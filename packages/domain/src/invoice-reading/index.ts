export * from "./types";
export { readInvoice } from "./read";
export { learnPlace, placesRead, type PlaceRead } from "./learn";
export { readLayout } from "./layout";
export { deliveryPlace, type DeliveryPlace, type PlaceToMatch } from "./ship-to";
export { isCreditMemo } from "./credit-memo";
export { packWritten, type WrittenPack } from "./pack";
