import { Outlet } from "react-router";
import { ProfileShell } from "../../features/profile/profile-shell.tsx";
import { requireUser } from "../../platform/auth/guards.server.ts";
import type { Route } from "./+types/layout";

/** A visitor's page request goes to / with the sign-in dialog (spec §2); loaders still read their user. */
export const middleware: Route.MiddlewareFunction[] = [
  async (args) => {
    requireUser(args);
  },
];

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  return { name: `${user.firstName} ${user.lastName}`.trim() || user.name, email: user.email };
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ProfileShell name={loaderData.name} email={loaderData.email}>
      <Outlet />
    </ProfileShell>
  );
}
