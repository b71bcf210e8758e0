import { statusError } from "../platform/auth/guards.server.ts";
import type { Route } from "./+types/not-found";

export function loader({ context }: Route.LoaderArgs) {
  throw statusError({ context }, 404);
}

export default function NotFound() {
  return null;
}
