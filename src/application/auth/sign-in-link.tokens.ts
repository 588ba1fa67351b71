import { token } from "@/application/di-token";
import type { AnswerAccountSwitchUseCase } from "@/application/auth/answer-account-switch.use-case";
import type { TokenLoginUseCase } from "@/application/auth/token-login.use-case";

/**
 * The sign-in link area (SPEC §2: a `token` query parameter logs the user in): the token's sign-in
 * and the answer to "switch accounts?" it may ask. Loaded only by an address with a token (the
 * app's webview links, a shared link), so no other first view carries it.
 */
export const SIGN_IN_LINK_TOKENS = {
  tokenLogin: token<TokenLoginUseCase>("TokenLoginUseCase"),
  answerAccountSwitch: token<AnswerAccountSwitchUseCase>("AnswerAccountSwitchUseCase"),
} as const;
