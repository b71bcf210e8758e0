import { initializePaddle } from "@paddle/paddle-js";
import { useEffect, useState } from "react";
import { Notice } from "../../components/notice.tsx";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { Card } from "../../components/ui/card.tsx";
import { CreditCard } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { useLocale } from "../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

export interface PaddleViewProps {
  transactionId: string;
  orderNumber: string;
  /** Paddle's client-side token (public by design). */
  token: string;
  environment: "sandbox" | "production";
  successPath: string;
}

/** The order itself becomes paid through the signed webhook, not through this page. */
export function PaddleView({ orderNumber, token, environment, successPath }: PaddleViewProps) {
  const { t } = useTranslation("checkout");
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the opening on "Try again"
  useEffect(() => {
    let live = true;
    setFailed(false);
    initializePaddle({
      environment,
      token,
      checkout: {
        settings: {
          displayMode: "overlay",
          locale,
          successUrl: new URL(successPath, window.location.origin).toString(),
        },
      },
    })
      .then((paddle) => {
        if (live && !paddle) setFailed(true);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [environment, token, successPath, locale, attempt]);

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card className="p-6 sm:p-8">
        <CreditCard aria-hidden className="size-10 text-brand" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("paddle.title")}</h1>
        <p className="mt-1 font-mono text-sm text-slate-600">
          {t("paddle.order")} <bdi dir="ltr">{orderNumber}</bdi>
        </p>
        <div aria-live="polite" className="mt-6">
          {failed ? (
            <Notice tone="error" as="p" className="rounded-xl p-4 text-sm">
              {t("paddle.failed")}
            </Notice>
          ) : (
            <p className="flex items-center gap-3 text-slate-700">
              <span
                aria-hidden
                className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand border-e-transparent"
              />
              {t("paddle.opening")}
            </p>
          )}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          {failed ? (
            <button type="button" className={buttonClasses()} onClick={() => setAttempt((n) => n + 1)}>
              {t("paddle.retry")}
            </button>
          ) : null}
          <Link to="/checkout" variant="secondary">
            {t("paddle.back")}
          </Link>
        </div>
      </Card>
    </div>
  );
}
