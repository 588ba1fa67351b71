import "./certificates.css";
import type { ReactNode } from "react";
import type { CertificateLink } from "@/application/checkout/poll-certificate.use-case";
import { isolated } from "@/ui/components/bidi";
import { Button } from "@/ui/components/button";
import { Link } from "@/ui/components/link";
import { useLocaleParams } from "@/ui/app/use-locale-params";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { TranslationFunctions } from "@/ui/i18n/i18n-types";

/** Where the generating page stands. */
export type GeneratingState =
  | { readonly _tag: "Polling" }
  /** The link is offered only as https on the configured hosts (issue 13). */
  | { readonly _tag: "Done"; readonly link: CertificateLink }
  | { readonly _tag: "TimedOut" }
  | { readonly _tag: "UnknownCode" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "MissingCode" };

/** The free entries the bought certificate gives, when the page knows which offer it was. */
export interface CertificateEntries {
  readonly entries: number;
  readonly game: string;
}

export interface CertificateGeneratingViewProps {
  readonly state: GeneratingState;
  readonly code: string | null;
  readonly gave?: CertificateEntries | undefined;
  readonly onCheckAgain: () => void;
}

/** The page's heading and introduction for a stage; what is left out stays the page frame's own. */
export interface StageHeadline {
  readonly heading?: string;
  readonly intro?: string;
}

/**
 * While the certificate is generated the page's frame says so ("Generating your green
 * certificate"); once the stage is known its heading and introduction say it: ready, taking long,
 * or what failed.
 */
export const stageHeadline = (LL: TranslationFunctions, state: GeneratingState): StageHeadline => {
  const h = LL.certificates.generating.headline;
  switch (state._tag) {
    case "Polling":
      return {};
    case "Done":
      return { heading: h.readyHeading(), intro: h.readyIntro() };
    case "TimedOut":
      return { intro: h.lateIntro() };
    case "Failed":
      return { heading: h.failedHeading(), intro: h.failedIntro() };
    case "UnknownCode":
      return { heading: h.unknownHeading(), intro: h.unknownIntro() };
    case "MissingCode":
      // The page's own heading: the prerendered page has no code to read either (the address's
      // query is not known at build time), and a player who comes with one sees it first.
      return { intro: h.missingIntro() };
  }
};

function BackLink() {
  const { LL } = useI18nContext();
  return (
    <Link to="/{-$locale}/buy/green-certificates" params={useLocaleParams()} variant="standalone">
      {LL.certificates.generating.back()}
    </Link>
  );
}

function Message({ state, code, gave, onCheckAgain }: CertificateGeneratingViewProps): ReactNode {
  const { LL } = useI18nContext();
  const g = LL.certificates.generating;
  switch (state._tag) {
    case "Polling":
      return (
        <p className="certificate-progress">
          <span className="ui-spinner ui-spinner--sm" aria-hidden="true">
            <span className="ui-spinner__circle" />
          </span>
          {g.progress()}
        </p>
      );
    case "Done":
      return (
        <>
          {/* Said by the live region, not a heading: the page's heading already says the certificate is ready. */}
          <p>{g.done()}</p>
          {gave === undefined ? null : <p>{g.entries({ entries: gave.entries, game: gave.game })}</p>}
          {state.link._tag === "Link" ? (
            <a className="ui-link ui-link--button ui-target" href={state.link.url} target="_blank" rel="noopener noreferrer">
              {g.view()}
            </a>
          ) : null}
          {state.link._tag === "RefusedLink" ? <p>{g.linkRefused()}</p> : null}
        </>
      );
    case "TimedOut":
      return (
        <>
          <p>{g.timeout()}</p>
          <Button variant="primary" onPress={onCheckAgain}>
            {g.checkAgain()}
          </Button>
        </>
      );
    case "UnknownCode":
      return <p>{isolated((mark) => g.unknownCode({ code: mark(code ?? "") }))}</p>;
    case "Failed":
      return (
        <>
          <p>{state.message === "" ? g.unreadable() : g.failed({ message: state.message })}</p>
          <Button variant="primary" onPress={onCheckAgain}>
            {g.checkAgain()}
          </Button>
        </>
      );
    case "MissingCode":
      return <p>{g.missingCode()}</p>;
  }
}

/**
 * SPEC §2 /payment/green-certificate-generating: one polite live region says each stage — in
 * progress, ready (with the certificate's link and the entries it gave), taking too long (with
 * "Check again"), or a missing or unknown code — and a way back is always there.
 */
export function CertificateGeneratingView(props: CertificateGeneratingViewProps) {
  const { LL } = useI18nContext();
  return (
    <div className="certificates">
      {props.code === null ? null : (
        <p>
          {LL.certificates.generating.code()}: <bdi>{props.code}</bdi>
        </p>
      )}
      <div role="status" aria-live="polite" className="certificates__stage">
        <Message {...props} />
      </div>
      <p>
        <BackLink />
      </p>
    </div>
  );
}
