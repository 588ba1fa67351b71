import { useRouterState } from "@tanstack/react-router";
import { Result } from "effect";
import { type ReactNode, useEffect, useState } from "react";
import type { ApiError } from "@/application/ports/api-errors";
import type { CertificatePollCancelled } from "@/application/certificates/certificates.errors";
import type { CertificateTimeout } from "@/application/checkout/checkout.errors";
import { CERTIFICATE_TOKENS } from "@/application/certificates/certificates.tokens";
import { isCertificateCode } from "@/domain/certificate/certificate-code";
import { useInjection } from "@/ui/di/container-context";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import { serverWords } from "@/ui/i18n/server-words";
import { useHydrated } from "@/ui/components/use-hydrated";
import {
  type CertificateEntries,
  CertificateGeneratingView,
  type GeneratingState,
  type StageHeadline,
  stageHeadline,
} from "./certificate-generating-view";

export interface CertificateGeneratingScreenProps {
  /** The `code` query parameter; undefined when the address has none. */
  readonly code: string | undefined;
  /** The use case's timings (2 s / 120 s by default); tests pass short ones. */
  readonly timing?: { readonly intervalMs: number; readonly timeoutMs: number };
  /** The page around the screen, given the heading and introduction of the stage (stageHeadline). */
  readonly frame?: (headline: StageHeadline, content: ReactNode) => ReactNode;
}

/**
 * An unknown code (404) or a refused one (422) will not change by asking again. A cancelled poll
 * never reaches here: it only ends when the page has gone.
 */
const stateOf = (failure: CertificateTimeout | CertificatePollCancelled | ApiError): GeneratingState => {
  if (failure._tag === "CertificateTimeout") return { _tag: "TimedOut" };
  if (failure._tag === "ValidationFailed" || (failure._tag === "ServerMessage" && failure.status === 404))
    return { _tag: "UnknownCode" };
  // Only a refusal's own words are shown; an unreadable answer's parse error or a 5xx's text never (server-words.ts).
  return { _tag: "Failed", message: failure._tag === "ServerMessage" ? (serverWords(failure) ?? "") : "" };
};

const initialState = (code: string | undefined): GeneratingState =>
  code === undefined ? { _tag: "MissingCode" } : isCertificateCode(code) ? { _tag: "Polling" } : { _tag: "UnknownCode" };

/** SPEC §2, §7: polls is-certificate-generation-completed through PollCertificateUseCase. */
export function CertificateGeneratingScreen({ code, timing, frame }: CertificateGeneratingScreenProps) {
  const { LL } = useI18nContext();
  const poll = useInjection(CERTIFICATE_TOKENS.pollCertificate);
  const offer = useRouterState({ select: (state) => state.location.state.certificateOffer });
  const valid = code !== undefined && isCertificateCode(code);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GeneratingState>(() => initialState(code));

  useEffect(() => {
    if (!valid) return;
    // Leaving the page (or Check again) stops the polling at once: no request after unmount.
    const polling = new AbortController();
    setState({ _tag: "Polling" });
    // A 401 has met SPEC §8's rule on its way (the player is taken to /login).
    void poll.execute({ code, ...(timing ?? {}), signal: polling.signal }).then((result) => {
      if (!polling.signal.aborted)
        setState(Result.isSuccess(result) ? { _tag: "Done", link: result.success.link } : stateOf(result.failure));
    });
    return () => polling.abort();
  }, [poll, code, valid, attempt, timing]);

  // The prerendered HTML is built without the address's query: it shows the certificate being
  // generated, as most players who open the page have a code, and so does the render that hydrates
  // it. What the address holds (no code, a code that cannot be one) shows from the next render.
  const hydrated = useHydrated();
  const shown: GeneratingState = hydrated ? state : { _tag: "Polling" };
  const gave: CertificateEntries | undefined = offer === undefined ? undefined : { entries: offer.entries, game: offer.game };
  const content = (
    <CertificateGeneratingView
      state={shown}
      code={code === undefined ? null : code}
      gave={gave}
      onCheckAgain={() => setAttempt((n) => n + 1)}
    />
  );
  return frame === undefined ? content : frame(stageHeadline(LL, shown), content);
}
