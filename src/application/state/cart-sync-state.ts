import type { ApiError } from "@/application/ports/api-errors";

/**
 * Where the cart stands against the server copy (SPEC §4: the cart is synchronised with the server
 * once signed in; SPEC §6: server cart sync is for signed-in users only).
 * - Local: a guest's cart, kept in this browser only.
 * - Synced: the server holds what the player sees.
 * - Saving: a save (or the login merge) is on its way.
 * - Unsaved: the last attempt failed (`reason`); the cart is kept on this device and is not retried
 *   on a timer (SPEC §7): the next cart change, sign-in, "Try again" or the browser coming back
 *   online sends it.
 */
export type CartSyncState =
  | { readonly _tag: "Local" }
  | { readonly _tag: "Synced" }
  | { readonly _tag: "Saving" }
  | { readonly _tag: "Unsaved"; readonly reason: ApiError["_tag"] };

export const LOCAL: CartSyncState = { _tag: "Local" };
export const SYNCED: CartSyncState = { _tag: "Synced" };
export const SAVING: CartSyncState = { _tag: "Saving" };

/**
 * What of the local cart still has to reach the server, kept with the cart in local storage so a
 * reload does not lose it:
 * - none: the server copy is current; loading the cart reads it (SPEC §4).
 * - save: the player changed the cart; the local copy goes to the server.
 * - merge: the user signed in (SPEC §4) and the server cart has not been merged in yet; it is
 *   fetched and merged by idBlock before anything is saved over it, so nothing is lost.
 */
export type CartPending = "none" | "save" | "merge";
