import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** For parts most visits never open. The server hands the component to React synchronously, so that a
 * server-rendered part is in the HTML itself and works without JavaScript. */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  let loaded: ComponentType<P> | undefined;
  const fetchComponent = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  if (typeof window === "undefined") void fetchComponent();
  return lazy(() => {
    const component = loaded;
    if (!component) return fetchComponent();
    // A thenable that resolves at once: React reads it without suspending.
    const ready = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable is exactly what React.lazy expects here
      then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    };
    return ready as unknown as Promise<{ default: ComponentType<P> }>;
  });
}
