import type { components } from "@/adapters/http/generated/lotto-api";
import { toMajor } from "./money";
import type { SandboxState, SandboxUser, WalletEntry, WalletEntryType } from "./model";
import { isoAt, nextId } from "./state";

/** docs/api-design.md: one wallet operation moves 10.00 to 10,000.00 AED. */
export const WALLET_MIN = 10;
export const WALLET_MAX = 10_000;

export function walletEntryView(entry: WalletEntry): components["schemas"]["WalletTransaction"] {
  const { amount_fils, balance_after_fils, ...rest } = entry;
  return { ...rest, amount: toMajor(amount_fils), balance_after: toMajor(balance_after_fils) };
}

/** Moves money in (positive) or out (negative) of a balance and records the movement. */
export function move(
  state: SandboxState,
  user: SandboxUser,
  type: WalletEntryType,
  amountFils: number,
  description: string,
  now: number,
  status: WalletEntry["status"] = "completed",
): WalletEntry {
  user.balance_fils += amountFils;
  const entry: WalletEntry = {
    id: nextId(state, "wtx"),
    type,
    amount_fils: amountFils,
    balance_after_fils: user.balance_fils,
    description,
    status,
    created_at: isoAt(now),
  };
  (state.wallet[String(user.id)] ??= []).unshift(entry);
  return entry;
}

/** ISO 13616 check: move the first four characters to the end, letters to numbers, mod 97 = 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = [...(iban.slice(4) + iban.slice(0, 4))].map((char) => parseInt(char, 36).toString()).join("");
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
