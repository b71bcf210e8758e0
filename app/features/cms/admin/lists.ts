import { defineList, enumFilter } from "../../../platform/lists/list-query.ts";
import { CONTENT_SECTIONS } from "../page-document.ts";

export const CONTENT_STATUSES = ["draft", "published"] as const;

export const contentList = defineList({
  sorts: ["updated", "title", "section", "status"],
  defaultSort: { column: "updated", direction: "desc" },
  filters: {
    section: enumFilter(CONTENT_SECTIONS),
    status: enumFilter(CONTENT_STATUSES),
  },
});

export type ContentListQuery = ReturnType<(typeof contentList)["parse"]>;
