// The badge of a status in the shared vocabulary (platform/domain/status-labels.ts): profile, order pages and the
// back office show the same word in the same tone.
import { type LabelledSubject, type StatusLabel, statusLabel } from "../platform/domain/status-labels.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { Badge } from "./ui/badge.tsx";

/** The word of a status; an unknown one is shown as stored rather than hidden. */
export function useStatusText(): (subject: LabelledSubject, status: string) => string {
  const { t } = useTranslation("status");
  return (subject, status) => {
    const label: StatusLabel | null = statusLabel(subject, status);
    return label ? t(label.key) : status;
  };
}

export function StatusBadge({
  subject,
  status,
  className,
}: {
  subject: LabelledSubject;
  status: string;
  className?: string;
}) {
  const text = useStatusText();
  return (
    <Badge tone={statusLabel(subject, status)?.tone ?? "neutral"} {...(className ? { className } : {})}>
      {text(subject, status)}
    </Badge>
  );
}
