/** Spec §2: "Logout returns to / after a short delay". Its own module: the end-to-end tests read it under Node. */
export const SIGN_OUT_DELAY_MS = 600;
