import type { BaseTranslation } from "../../i18n-types";

/** SPEC §2 /buy/green-certificates and /payment/green-certificate-generating. */
const certificates = {
  offer: {
    entries: "{entries:number} free {{entry|entries}} for {game:string}",
    trees: "{trees:number} {{tree|trees}} planted",
  },
  buy: {
    heading: "Certificates on offer",
    choose: "Choose a certificate",
    submit: "Buy certificate",
    confirmTitle: "Buy this certificate?",
    confirmBody: "{name:string} for {price:string}, paid from your wallet balance.",
    confirmBuy: "Buy for {price:string}",
    signInHint: "You will be asked to sign in before paying from your balance.",
    noOffers: "No certificate is on offer right now. Please come back later.",
    topUp: "Top up wallet",
    failure: {
      balanceLow: "Your balance is too low for this certificate. Top up your wallet and try again.",
      network: "The purchase could not be sent. Check your connection; your choice is kept, so you can try again.",
      signIn: "Please sign in again to buy a certificate.",
      server: "The purchase did not go through: {message:string}",
      unknown: "The purchase did not go through. Please try again.",
    },
  },
  generating: {
    code: "Certificate code",
    progress: "Generating your certificate…",
    done: "Your certificate is ready",
    view: "View or download your certificate",
    linkRefused:
      "Your certificate is ready, but the address we received for it is not one of our trusted sites, so it is not linked. Contact us with the code above and we will send it to you.",
    entries: "It gives you {entries:number} free {{entry|entries}} for {game:string}.",
    timeout: "Your certificate is taking longer than usual. It is paid for; check again in a moment.",
    checkAgain: "Check again",
    unknownCode: "We could not find a certificate with the code {code:string}.",
    missingCode: "This page needs a certificate code. Open it after buying a green certificate.",
    failed: "The certificate's progress could not be read: {message:string}",
    unreadable: "The certificate's progress could not be read. Please check again.",
    back: "Back to green certificates",
    /**
     * The page's heading and introduction once the stage is known (the frame's own, "Generating your
     * green certificate", only while it is generated): ready, or what failed.
     */
    headline: {
      readyHeading: "Your green certificate is ready",
      readyIntro: "It has been generated and paid for.",
      lateIntro: "This is taking longer than usual.",
      failedHeading: "We could not check your green certificate",
      failedIntro: "Its progress could not be read, so we cannot say yet whether it is ready.",
      unknownHeading: "Green certificate not found",
      unknownIntro: "No green certificate has the code in this page's address.",
      missingIntro: "This page's address has no certificate code.",
    },
  },
} satisfies BaseTranslation;

export default certificates;
