import { useLocation, useNavigation } from "react-router";

/** True while a new state of this same list loads (a filter, a sort, another page). */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}
