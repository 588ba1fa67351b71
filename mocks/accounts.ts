import type { components } from "@/adapters/http/generated/lotto-api";
import type { OtpPurpose, SandboxState, SandboxUser } from "./model";
import { SANDBOX_OTP } from "./seed";
import { isoAt } from "./state";

type Schemas = components["schemas"];

/** SPEC §9: the 120 read as the wait between two OTP sends, in seconds. */
export const OTP_RESEND_SECONDS = 120;
export const OTP_LIFETIME_SECONDS = 300;
export const TOKEN_LIFETIME_SECONDS = 30 * 86_400;

export function profileView(user: SandboxUser): Schemas["UserProfile"] {
  const { password: _password, phone_verified: _verified, balance_fils: _balance, ...profile } = user;
  return profile;
}

export function newToken(): string {
  return `sbx_${globalThis.crypto.randomUUID().replaceAll("-", "")}`;
}

export function startSession(state: SandboxState, user: SandboxUser) {
  const token = newToken();
  state.sessions[token] = user.id;
  return { access_token: token, token_type: "Bearer" as const, expires_in: TOKEN_LIFETIME_SECONDS, user: profileView(user) };
}

/** Signs the user out everywhere, except the token given (the one changing the password). */
export function endSessions(state: SandboxState, userId: number, keep: string | null = null): void {
  for (const [token, id] of Object.entries(state.sessions)) {
    if (id === userId && token !== keep) delete state.sessions[token];
  }
}

export function otpKey(callingCode: string, phone: string, purpose: OtpPurpose): string {
  return `${callingCode}${phone}:${purpose}`;
}

/** Seconds left before another OTP may be sent, 0 when allowed. */
export function resendWait(state: SandboxState, key: string, now: number): number {
  const last = state.otps[key];
  if (last === undefined) return 0;
  const elapsed = (now - Date.parse(last.sent_at)) / 1000;
  return elapsed >= OTP_RESEND_SECONDS ? 0 : Math.ceil(OTP_RESEND_SECONDS - elapsed);
}

/** "Sends" the sandbox's fixed OTP and answers the pending-OTP data. */
export function sendOtp(state: SandboxState, callingCode: string, phone: string, purpose: OtpPurpose, now: number) {
  state.otps[otpKey(callingCode, phone, purpose)] = {
    code: SANDBOX_OTP,
    sent_at: isoAt(now),
    expires_at: isoAt(now + OTP_LIFETIME_SECONDS * 1000),
  };
  return {
    calling_code: callingCode,
    phone,
    otp_length: 6 as const,
    expires_in: OTP_LIFETIME_SECONDS,
    resend_after: OTP_RESEND_SECONDS,
  };
}

/** True and the OTP is used up when it matches and has not expired. */
export function useOtp(state: SandboxState, key: string, otp: string, now: number): boolean {
  const record = state.otps[key];
  if (record === undefined || record.code !== otp || Date.parse(record.expires_at) <= now) return false;
  delete state.otps[key];
  return true;
}

export function removeUser(state: SandboxState, userId: number): void {
  endSessions(state, userId);
  state.users = state.users.filter((user) => user.id !== userId);
  const id = String(userId);
  for (const table of [
    state.carts,
    state.voucher_attempts,
    state.wallet,
    state.weekly_tickets,
    state.favourites,
    state.notifications,
  ]) {
    delete table[id];
  }
}
