import { adminRequest } from "../../components/admin/admin-request.server.ts";
import {
  exportSubscribers,
  recordSubscriberExport,
  SUBSCRIBER_EXPORT_COLUMNS,
  subscriberExportFileName,
} from "../../features/newsletter/admin/subscribers.server.ts";
import { subscriberList } from "../../features/newsletter/admin/subscribers.ts";
import { csvResponse } from "../../platform/lists/csv.server.ts";
import type { Route } from "./+types/subscribers.export";

export async function loader(args: Route.LoaderArgs) {
  const { services, actor } = adminRequest(args);
  const query = subscriberList.parse(new URL(args.request.url).searchParams);
  await recordSubscriberExport(services.db, actor, query);
  return csvResponse({
    fileName: subscriberExportFileName(),
    columns: SUBSCRIBER_EXPORT_COLUMNS,
    rows: exportSubscribers(services.db, query),
    onError: (error) => services.logger.error({ err: error }, "subscribers export failed midway"),
  });
}
