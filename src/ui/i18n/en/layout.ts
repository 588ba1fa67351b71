import type { BaseTranslation } from "../i18n-types";

/** Header, footer and navigation: one label for every page of SPEC §2. */
const layout = {
  nav: {
    home: "Home",
    play: "Play",
    faq: "FAQ",
    draws: "Draws",
    numbers: "Numbers",
    aboutUs: "About us",
    checkout: "Checkout",
    thankYou: "Thank you",
    contactUs: "Contact us",
    watchLive: "Watch live",
    downloadApps: "Download the apps",
    prizeBreakdown: "Prize breakdown",
    brandAmbassador: "Brand ambassador",
    paymentSuccessful: "Payment successful",
    unsuccessfulPayment: "Payment unsuccessful",
    greenCertificateGenerating: "Generating your green certificate",
    greenCertificates: "Green certificates",
    verifyEmail: "Verify your email",
    emailConfirmation: "Email confirmation",
    registrationCompleted: "Registration completed",
    registerOtp: "Verify your phone number",
    login: "Sign in",
    register: "Register",
    forgotPassword: "Forgot password",
    favourite: "Favourites",
    wallet: "Wallet",
    notifications: "Notifications",
    deleteAccount: "Delete account",
    changePassword: "Change password",
    personalDetail: "Personal details",
  },
  header: {
    homeLink: "Lotto Shop home page",
    primaryNav: "Main",
    openMenu: "Open menu",
    /** The phone header's menu button and the title of the panel it opens (issue 12). */
    menu: "Menu",
    /** The menu was pressed offline before its code had loaded (docs/routing.md, "Chunk-loading failures"). */
    menuOffline: "You are offline. The menu will open as soon as you are back online.",
    cart: "Cart",
    /** Accessible name of the cart button: the visible badge shows only the number. */
    cartWithCount: "Cart, {count:number} {{item|items}}",
    balance: "Balance",
    balanceAmount: "Balance: {amount:string}",
    signIn: "Sign in",
    register: "Register",
    account: "My account",
    accountMenu: "Account menu",
    signOut: "Sign out",
  },
  footer: {
    label: "Footer",
    explore: "Explore",
    help: "Help",
    copyright: "© {year:number} Lotto Shop. All rights reserved.",
  },
} satisfies BaseTranslation;

export default layout;
