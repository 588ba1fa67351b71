/**
 * The auth screens' use-case classes in one module, so they make one chunk, imported by the first
 * call of any of them (docs/architecture-ports.md, "Lazy use cases"): one entry-chunk import instead
 * of one per class. Only bind-account-use-cases.ts imports it, and only dynamically.
 */
export { ChangePasswordUseCase } from "@/application/account/change-password.use-case";
export { RequestPasswordResetUseCase } from "@/application/account/request-password-reset.use-case";
export { ResendOtpUseCase } from "@/application/account/resend-otp.use-case";
export { ResetPasswordUseCase } from "@/application/account/reset-password.use-case";
export { SignInUseCase } from "@/application/account/sign-in.use-case";
export { SignUpUseCase } from "@/application/account/sign-up.use-case";
export { VerifyOtpUseCase } from "@/application/account/verify-otp.use-case";
