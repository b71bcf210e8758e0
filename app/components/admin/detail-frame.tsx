// The frame of an admin detail page, what it shows once its subject is gone, and the controls of its forms.
import type { ReactNode, TextareaHTMLAttributes } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { Crumb } from "../page-header.tsx";
import { buttonClasses } from "../ui/button-classes.ts";
import type { AdminActionData } from "./admin-request.server.ts";
import {
  ActionResult,
  RequestsHeader,
  StatusBadge,
  type StatusKind,
  selectClasses,
  statusLabel,
  textareaClasses,
  useSubmitting,
} from "./admin-ui.tsx";
import { adminLinkClasses } from "./list-parts.tsx";

/** Header with status badges, the action's answer, `children` over two columns and `aside` (as given) in the third. */
export function AdminDetail({
  title,
  crumbs,
  statuses,
  actionData,
  aside,
  children,
}: {
  title: string;
  crumbs: readonly Crumb[];
  statuses: readonly (readonly [StatusKind, string])[];
  actionData: AdminActionData | undefined;
  aside: ReactNode;
  children: ReactNode;
}) {
  const badges = statuses.map(([kind, status]) => <StatusBadge key={kind} kind={kind} status={status} />);
  return (
    <>
      <RequestsHeader title={title} crumbs={crumbs}>
        {statuses.length === 1 ? badges : <div className="flex flex-wrap gap-2">{badges}</div>}
      </RequestsHeader>
      <ActionResult result={actionData} className="mb-6" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">{children}</div>
        {aside}
      </div>
    </>
  );
}

/** A deleted (or unknown) subject: the deletion's message, else `gone`, and the way back to the list. */
export function DetailGone({
  title,
  listHref,
  actionData,
  gone,
  back,
}: {
  title: string;
  listHref: string;
  actionData: AdminActionData | undefined;
  gone: string;
  back: string;
}) {
  return (
    <>
      <RequestsHeader title={title} crumbs={[{ label: title, href: listHref }]} />
      {actionData?.ok && actionData.deleted ? (
        <ActionResult result={actionData} className="mb-4" />
      ) : (
        <p className="mb-4 text-slate-700">{gone}</p>
      )}
      <Link to={listHref} className={adminLinkClasses}>
        {back}
      </Link>
    </>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The moves from `current`; the first option (empty) keeps it. */
export function StatusSelect({
  id,
  name,
  label,
  kind,
  keep,
  next,
}: {
  id: string;
  name: string;
  label: string;
  kind: StatusKind;
  keep: string;
  next: readonly string[];
}) {
  const { t } = useTranslation("adminRequests");
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        name={name}
        defaultValue=""
        disabled={next.length === 0}
        className={`${selectClasses} mt-1.5`}
      >
        <option value="">{keep}</option>
        {next.map((status) => (
          <option key={status} value={status}>
            {statusLabel(t, kind, status)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A note's textarea; the hint is tied to it when it has a `hintId`. */
export function NoteField({
  id,
  label,
  invalid,
  hint,
  hintId,
  ...textarea
}: {
  id: string;
  label: string;
  invalid: boolean;
  hint?: string | undefined;
  hintId?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <Labelled id={id} label={label}>
      <textarea
        id={id}
        {...textarea}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        className={`${textareaClasses} mt-1.5`}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </Labelled>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  const submitting = useSubmitting();
  return (
    <button
      type="submit"
      disabled={submitting}
      className={buttonClasses("primary", "md", "w-full sm:w-auto")}
    >
      {children}
    </button>
  );
}
