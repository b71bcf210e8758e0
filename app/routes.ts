import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** The URL map; mirrors the route table of the spec (§2). */
export default [
  // Every page inside the storefront chrome; its error boundary sits below the root (translated errors).
  layout("routes/storefront.tsx", [
    index("routes/home.tsx"),
    route("services", "routes/services.tsx"),
    route("profile", "routes/profile.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("search", "routes/search.tsx"),
    route("pages", "routes/pages.tsx"),
    route("page/:slug", "routes/page.tsx", { id: "cms-page" }),
    route("study/:slug", "routes/page.tsx", { id: "cms-study" }),
    route("faq/:slug", "routes/page.tsx", { id: "cms-faq" }),
    route("education/:slug", "routes/page.tsx", { id: "cms-education" }),
    route("visa/:slug", "routes/page.tsx", { id: "cms-visa" }),
    route("post/:slug", "routes/post.tsx"),
    route("block/:id", "routes/block.tsx"),
    route("study", "routes/study.tsx"),
    route("faq", "routes/faq.tsx"),
    route("visa", "routes/visa.tsx"),
    route("visa-services", "routes/visa-services.tsx"),
    route("driving-license-service-selection", "routes/driving-license-service-selection.tsx"),
    route("shop", "routes/shop.tsx"),
    route("esim-shop", "routes/esim-shop.tsx"),
    route("esim/:slug", "routes/esim.tsx"),
    route("travel-accessories", "routes/travel-accessories.tsx"),
    route("accessories/:slug", "routes/accessory.tsx"),
    route("travel-packages", "routes/travel-packages.tsx", { id: "travel-packages" }),
    route("enhanced-travel-packages", "routes/travel-packages.tsx", { id: "enhanced-travel-packages" }),
    route("packages/:slug", "routes/package.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("checkout/success", "routes/checkout.success.tsx"),
    route("checkout/sandbox/:orderId", "routes/checkout.sandbox.tsx"),
    route("checkout/paddle", "routes/checkout.paddle.tsx"),
    route("orders/:id", "routes/order.tsx"),
    // resource routes (actions and files)
    route("auth", "routes/auth.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("files/:bucket/*", "routes/files.tsx"),
    route("api/checkout", "routes/api.checkout.tsx"),
    route("api/webhooks/stripe", "routes/api.webhooks.stripe.tsx"),
    route("api/webhooks/paddle", "routes/api.webhooks.paddle.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // The back office: one guard (the layout's middleware) in front of every admin loader and action.
  ...prefix("admin", [layout("routes/admin/layout.tsx", [index("routes/admin/dashboard.tsx")])]),
] satisfies RouteConfig;
