import { type RefObject, useEffect } from "react";

/**
 * Publishes the height of an action bar fixed to the bottom of the screen as --sticky-bar-height on <html>, so
 * that the floating messaging button and the toasts stand above it instead of covering its buttons and totals.
 */
export function useStickyBar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty("--sticky-bar-height", `${bar.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--sticky-bar-height");
    };
  }, [ref]);
}
