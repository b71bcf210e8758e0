import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The URL map; mirrors the route table of the spec (§2). */
export default [
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
  // resource routes (actions and files)
  route("auth", "routes/auth.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("files/:bucket/*", "routes/files.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
