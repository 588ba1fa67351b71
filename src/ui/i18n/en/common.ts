import type { BaseTranslation } from "../i18n-types";

/** Strings shared by every screen: actions, states and the labels the UI kit needs. */
const common = {
  appName: "Lotto Shop",
  loading: "Loading…",
  loadingPage: "Loading page",
  retry: "Try again",
  close: "Close",
  cancel: "Cancel",
  confirm: "Confirm",
  ok: "OK",
  back: "Back",
  optional: "optional",
  moreInfo: "More information",
  skipToContent: "Skip to main content",
  /** Label of the toast region (SPEC §9: F8 moves focus there). */
  notifications: "Notifications",
  notificationsHint: "Press F8 to reach notifications",
  dismissNotification: "Dismiss notification",
  showPassword: "Show password",
  hidePassword: "Hide password",
  increase: "Increase",
  decrease: "Decrease",
  /** Spoken role of a number field (react-aria has no Indonesian text for it). */
  numberField: "Number field",
  selectPlaceholder: "Select an option",
  /** Countdown: the accessible label carries the full remaining time. */
  timeRemaining: "Time remaining: {time:string}",
  countdownEnded: "Ended",
  theme: {
    label: "Theme",
    light: "Light theme",
    dark: "Dark theme",
  },
  language: {
    label: "Language",
    en: "English",
    ar: "العربية",
    id: "Bahasa Indonesia",
  },
  /**
   * A ticket's entries and their compact boards, on the game page and in the cart. SPEC §3:
   * entries are named ENTRY 1, ENTRY 2, … by position.
   */
  entryName: "ENTRY {position:number}",
  board: {
    /** Accessible name of a compact board. */
    label: "Numbers of {entry:string}",
    bonus: "bonus",
    empty: "No numbers chosen yet",
  },
} satisfies BaseTranslation;

export default common;
