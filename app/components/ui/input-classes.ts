/**
 * Apart from TextField, so that a plain input does not load react-aria. `.form-input` (app.css) is the
 * components layer: a utility written beside it (h-11, text-sm, ps-9…) overrides it.
 */
export const inputClasses = "form-input";
