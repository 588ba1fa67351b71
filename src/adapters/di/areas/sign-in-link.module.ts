import { ContainerModule } from "inversify";
import { AnswerAccountSwitchUseCase } from "@/application/auth/answer-account-switch.use-case";
import { SIGN_IN_LINK_TOKENS as LINK } from "@/application/auth/sign-in-link.tokens";
import { TokenLoginUseCase } from "@/application/auth/token-login.use-case";
import { TOKENS as T } from "@/application/tokens";
import { bindClass } from "@/adapters/di/bind";

/**
 * The sign-in link area (SPEC §2 `token` query parameter): the token's sign-in, and the answer to
 * the account switch it may ask. Loaded by the shell only when the address has a token.
 */
export const signInLinkModule = (): ContainerModule =>
  new ContainerModule((area) => {
    bindClass(area, LINK.tokenLogin, TokenLoginUseCase, [
      T.authGateway,
      T.startSession,
      T.navigator,
      T.logger,
      T.sessionStore,
      T.sessionState,
    ]);
    bindClass(area, LINK.answerAccountSwitch, AnswerAccountSwitchUseCase, [
      T.authGateway,
      T.startSession,
      T.sessionState,
      T.queryCache,
      T.logger,
    ]);
  });
