import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { clientBundle, preloadedTranslations } from "./platform/i18n/client-bundles.ts";
import { provideBundles } from "./platform/i18n/page-bundles.ts";

provideBundles(clientBundle);

// The page's translations arrive beside the scripts (preloaded in its head); hydrating before them would
// render keys where the server rendered words. Without them the page stays as the server sent it: its links
// and forms still work, as they do without JavaScript.
preloadedTranslations().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
