/** Request validation for the sandbox, with the SPEC §5 messages where the SPEC gives them. */

export type FieldErrors = Record<string, string[]>;

export class Fields {
  readonly errors: FieldErrors = {};

  constructor(private readonly body: Record<string, unknown>) {}

  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  fail(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /** A trimmed string; `required` is the message when it is missing or empty (null: optional). */
  text(field: string, required: string | null, max?: number): string | undefined {
    const value = this.body[field];
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      if (required !== null) this.fail(field, required);
      return undefined;
    }
    if (typeof value !== "string") return this.failed(field, `The ${field} must be text.`);
    const text = value.trim();
    if (max !== undefined && text.length > max)
      return this.failed(field, `The ${field} may not be longer than ${max} characters.`);
    return text;
  }

  integer(
    field: string,
    required: string | null,
    min = Number.MIN_SAFE_INTEGER,
    max = Number.MAX_SAFE_INTEGER,
  ): number | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (required !== null) this.fail(field, required);
      return undefined;
    }
    if (typeof value !== "number" || !Number.isInteger(value)) return this.failed(field, `The ${field} must be a whole number.`);
    if (value < min || value > max) return this.failed(field, `The ${field} must be between ${min} and ${max}.`);
    return value;
  }

  /** A money amount in AED with at most 2 decimals. */
  amount(field: string, min: number, max: number): number | undefined {
    const value = this.body[field];
    if (typeof value !== "number" || !Number.isFinite(value)) return this.failed(field, `The ${field} is required.`);
    if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
      return this.failed(field, `The ${field} may have at most 2 decimals.`);
    if (value < min || value > max)
      return this.failed(field, `The ${field} must be between ${min.toFixed(2)} and ${max.toFixed(2)}.`);
    return value;
  }

  boolean(field: string): boolean | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    if (typeof value !== "boolean") return this.failed(field, `The ${field} must be true or false.`);
    return value;
  }

  oneOf<T extends string>(field: string, allowed: readonly T[], required: string | null): T | undefined {
    const value = this.text(field, required);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value))
      return this.failed(field, `The ${field} must be one of ${allowed.join(", ")}.`);
    return value as T;
  }

  matches(field: string, pattern: RegExp, required: string, message: string): string | undefined {
    const value = this.text(field, required);
    if (value === undefined) return undefined;
    if (!pattern.test(value)) return this.failed(field, message);
    return value;
  }

  private failed(field: string, message: string): undefined {
    this.fail(field, message);
    return undefined;
  }
}

/** SPEC §5 password rules, in the SPEC's order and words. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8 || password.length > 30) problems.push("Password must be between 8 and 30 characters long");
  if (!/[a-z]/.test(password)) problems.push("Password must contain at least 1 lowercase character");
  if (!/[0-9]/.test(password)) problems.push("Password must contain at least 1 number");
  if (!/[^A-Za-z0-9]/.test(password)) problems.push("Password must contain at least 1 special character");
  if (!/[A-Z]/.test(password)) problems.push("Password must contain at least 1 uppercase letter");
  return problems;
}

/** SPEC §5 OTP rules. */
export function otpProblems(otp: string): string[] {
  const problems: string[] = [];
  if (otp.length !== 6) problems.push("OTP must be exactly 6 digits");
  if (!/^\d*$/.test(otp)) problems.push("OTP must contain only numbers");
  return problems;
}

export const CALLING_CODE = /^\+\d{1,4}$/;
export const PHONE = /^\d{4,15}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads and checks `calling_code` and `phone` together. */
export function phoneFields(fields: Fields): { calling_code: string; phone: string } | undefined {
  const calling_code = fields.matches("calling_code", CALLING_CODE, "Please select country code", "Please select country code");
  const phone = fields.matches("phone", PHONE, "Phone number is required", "The phone number may contain 4 to 15 digits only.");
  return calling_code !== undefined && phone !== undefined ? { calling_code, phone } : undefined;
}
