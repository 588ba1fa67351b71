/**
 * The sandbox's stored records. Everything here is plain JSON so the browser can keep it in
 * localStorage. Money is kept in integer fils (1 AED = 100 fils) and turned into the API's
 * 2-decimal major units only when answering (docs/api-design.md, money).
 */

export interface SandboxUser {
  id: number;
  full_name: string;
  first_name: string;
  last_name: string;
  calling_code: string;
  phone: string;
  password: string;
  /** False until the sign-up OTP is verified. */
  phone_verified: boolean;
  email: string | null;
  email_verified: boolean;
  avatar: string | null;
  country_residence: string | null;
  nationality: string | null;
  dob: string | null;
  gender: "male" | "female" | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  address_country: string | null;
  balance_fils: number;
}

export interface CartRecord {
  cart_data: string;
  items: number;
  amount_fils: number;
  updated_at: string;
}

/** Failure count and current ban of one user's voucher attempts (SPEC §8). */
export interface VoucherAttempts {
  failures: number;
  attempt_type: 1 | 2 | null;
  banned_until: string | null;
}

export type WalletEntryType =
  "deposit" | "purchase" | "voucher" | "share_in" | "share_out" | "withdrawal" | "bank_withdrawal" | "prize" | "certificate";

export interface WalletEntry {
  id: string;
  type: WalletEntryType;
  amount_fils: number;
  balance_after_fils: number;
  description: string;
  status: "completed" | "pending" | "failed";
  created_at: string;
}

export interface FavouriteRecord {
  id: string;
  game_slug: string;
  name: string;
  numbers: number[][];
  created_at: string;
}

export interface NotificationRecord {
  id: string;
  title: string;
  body: string;
  unread: boolean;
  link: string | null;
  created_at: string;
}

export interface CertificateRecord {
  code: string;
  user_id: number | null;
  polls: number;
  /** Polls answered "not completed" before the certificate is ready. */
  polls_needed: number;
}

export type OtpPurpose = "register" | "reset_password";

export interface OtpRecord {
  code: string;
  sent_at: string;
  expires_at: string;
}

export interface TicketCount {
  week_start: string;
  count: number;
}

export interface SandboxState {
  version: number;
  next_id: number;
  users: SandboxUser[];
  /** access token → user id */
  sessions: Record<string, number>;
  carts: Record<string, CartRecord>;
  voucher_attempts: Record<string, VoucherAttempts>;
  wallet: Record<string, WalletEntry[]>;
  /** "<user id>:<idempotency key>" → the first answer of that purchase */
  purchases: Record<string, unknown>;
  weekly_tickets: Record<string, TicketCount>;
  favourites: Record<string, FavouriteRecord[]>;
  notifications: Record<string, NotificationRecord[]>;
  certificates: Record<string, CertificateRecord>;
  /** "<calling code><phone>:<purpose>" → the OTP last sent */
  otps: Record<string, OtpRecord>;
  /** email verification token → user id */
  email_tokens: Record<string, number>;
  /** messages sent through the contact form, newest last */
  contact_messages: { question_id: number; email: string; received_at: string }[];
}
