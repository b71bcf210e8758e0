import { redirect } from "react-router";
import type { Route } from "./+types/visa";

export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/visa-services${search}`, 301);
}
